import { count, sql } from 'drizzle-orm';
import { addDays, pacificWeek } from '@goodhours/domain';
import type { Clock } from '../clock.js';
import { hashPassword } from '../auth/password.js';
import type { Db, Tx } from '../db/client.js';
import {
  infringements,
  timeOffRequests,
  projectMembers,
  projects,
  taskResources,
  tasks,
  teamMembers,
  teams,
  timeEntries,
  users,
  wbs,
} from '../db/schema/index.js';
import { seedDemoDeadlines } from './demo-deadlines.js';
import { DEMO_PASSWORD, ROLE_ACCOUNTS, VOLUNTEERS, type DemoPerson } from './demo-people.js';
import { DEMO_PROJECTS, DEMO_TEAMS, type DemoTask } from './demo-work.js';
import { insertDemoInfoPages } from '../modules/info/index.js';
import { seedDemoInventory } from './demo-inventory.js';
import { seedDemoExternalTeam } from './demo-external-team.js';
import { seedDemoBuilding } from './demo-building.js';
import { seedDemoTools } from './demo-tools.js';
import { seedDemoBadges } from './demo-badges.js';
import { seedDemoSummaries } from './demo-summaries.js';
import { seedDemoWarnings } from './demo-warnings.js';
import { seedDemoHeader } from './demo-header.js';
import { seedDemoTaskReview } from './demo-task-review.js';
import { seedDemoJobs } from './demo-jobs.js';
import { seedDemoLessons } from './demo-lessons.js';
import { seedDemoQuestionnaires } from './demo-questionnaires.js';
import { recomputeTimeTotals } from '../modules/time-entries/index.js';
import { random } from './demo-random.js';
import { demoTimeEntries, type DemoLeaf, type DemoWorker } from './demo-time.js';
import { demoPlaceOf } from './demo-places.js';

/** A few blue squares and time-off requests, so the profile screens have something real to show. */
async function seedPeopleRecords(tx: Tx, now: Date, idOf: (email: string) => string): Promise<void> {
  const thisWeek = pacificWeek(now);
  await tx.insert(infringements).values([
    {
      userId: idOf('volunteer@demo.goodhours.org'),
      date: addDays(pacificWeek(now, 2).start, 0),
      description: 'Did not meet the weekly commitment of 10 hours and did not submit a weekly summary.',
    },
    {
      userId: idOf('amara.okafor@demo.goodhours.org'),
      date: addDays(pacificWeek(now, 1).start, 0),
      description: 'Did not submit a weekly summary.',
    },
  ]);
  await tx.insert(timeOffRequests).values([
    {
      userId: idOf('volunteer@demo.goodhours.org'),
      startingDate: addDays(thisWeek.start, 14),
      endingDate: addDays(thisWeek.start, 20),
      duration: 1,
      reason: 'Family visit abroad.',
    },
    {
      userId: idOf('benjamin.hartley@demo.goodhours.org'),
      startingDate: thisWeek.start,
      endingDate: addDays(thisWeek.start, 13),
      duration: 2,
      reason: 'University exams.',
    },
  ]);
}

type LeafTask = DemoLeaf;

async function insertTaskTree(
  tx: Tx,
  items: DemoTask[],
  ctx: { wbsId: string; projectId: string; parentId: string | null; prefix: string; level: number },
  leaves: LeafTask[],
): Promise<void> {
  for (const [i, item] of items.entries()) {
    const num = ctx.prefix ? `${ctx.prefix}.${i + 1}` : `${i + 1}`;
    const [row] = await tx
      .insert(tasks)
      .values({
        wbsId: ctx.wbsId,
        projectId: ctx.projectId,
        parentId: ctx.parentId,
        num,
        level: ctx.level,
        taskName: item.name,
        status: 'Started',
        hoursBest: Math.round(item.estimatedHours * 0.7),
        hoursMost: item.estimatedHours,
        hoursWorst: Math.round(item.estimatedHours * 1.5),
        estimatedHours: item.estimatedHours,
        whyInfo: 'Part of the demo organisation’s plan.',
      })
      .returning({ id: tasks.id });
    if (!row) continue;
    if (item.children?.length) {
      await insertTaskTree(tx, item.children, { ...ctx, parentId: row.id, prefix: num, level: ctx.level + 1 }, leaves);
    } else {
      leaves.push({ id: row.id, wbsId: ctx.wbsId, projectId: ctx.projectId, estimatedHours: item.estimatedHours });
    }
  }
}

/**
 * Fills an empty database with the demo organisation: one account per role, 40 volunteers,
 * 4 teams, 5 projects with WBS and task trees, and four weeks of time entries.
 * Does nothing when any user exists, so a second start adds nothing.
 */
export async function seedDemoOrganisation(db: Db, clock: Clock): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return false;
    const rnd = random(20260101);
    const now = clock.now();
    const startDate = addDays(pacificWeek(now, 8).start, 1);

    const people: DemoPerson[] = [...ROLE_ACCOUNTS, ...VOLUNTEERS];
    const teamOf = (i: number) => (i < ROLE_ACCOUNTS.length ? ([0, 0, 0, 1, 3, 0, 0][i] ?? 0) : (i - ROLE_ACCOUNTS.length) % 4);
    const userRows = await tx
      .insert(users)
      .values(
        people.map((p, i) => ({
          ...p,
          passwordHash,
          teamCode: DEMO_TEAMS[teamOf(i)]?.teamCode ?? '',
          // Volunteers keep their work log in a shared document, linked by the administrators.
          adminLinks:
            p.role === 'Volunteer' ? [{ Name: 'Google Doc', Link: `https://docs.google.com/document/d/goodhours-demo-${String(i)}` }] : [],
          startDate,
          createdAt: new Date(`${startDate}T16:00:00Z`),
          ...demoPlaceOf(i),
        })),
      )
      .returning({ id: users.id, email: users.email, role: users.role });
    const idOf = (email: string) => userRows.find((u) => u.email === email)?.id as string;

    const teamRows = await tx
      .insert(teams)
      .values(DEMO_TEAMS.map((t) => ({ ...t })))
      .returning({ id: teams.id });
    const members: { teamId: string; userId: string }[] = [];
    const memberIdsByTeam: string[][] = teamRows.map(() => []);
    const join = (team: number, userId: string) => {
      const teamId = teamRows[team]?.id;
      if (!teamId) return;
      members.push({ teamId, userId });
      memberIdsByTeam[team]?.push(userId);
    };
    join(0, idOf('manager@demo.goodhours.org'));
    join(1, idOf('manager@demo.goodhours.org'));
    join(1, idOf('mentor@demo.goodhours.org'));
    join(2, idOf('mentor@demo.goodhours.org'));
    join(3, idOf('core@demo.goodhours.org'));
    join(0, idOf('assistant@demo.goodhours.org'));
    join(0, idOf('volunteer@demo.goodhours.org'));
    VOLUNTEERS.forEach((v, i) => join(i % 4, idOf(v.email)));
    await tx.insert(teamMembers).values(members);

    const leavesByProject = new Map<string, LeafTask[]>();
    const projectIdsByUser = new Map<string, string[]>();
    const resources: { taskId: string; userId: string }[] = [];
    for (const p of DEMO_PROJECTS) {
      const [project] = await tx
        .insert(projects)
        .values({ projectName: p.projectName, category: p.category })
        .returning({ id: projects.id });
      if (!project) continue;
      const teamMemberIds = memberIdsByTeam[p.team] ?? [];
      const memberIds = [...new Set([...teamMemberIds, idOf('admin@demo.goodhours.org'), idOf('owner@demo.goodhours.org')])];
      await tx.insert(projectMembers).values(memberIds.map((userId) => ({ projectId: project.id, userId })));
      for (const userId of memberIds) projectIdsByUser.set(userId, [...(projectIdsByUser.get(userId) ?? []), project.id]);
      const leaves: LeafTask[] = [];
      for (const w of p.wbs) {
        const [wbsRow] = await tx.insert(wbs).values({ projectId: project.id, wbsName: w.wbsName }).returning({ id: wbs.id });
        if (!wbsRow) continue;
        await insertTaskTree(tx, w.tasks, { wbsId: wbsRow.id, projectId: project.id, parentId: null, prefix: '', level: 1 }, leaves);
      }
      leavesByProject.set(project.id, leaves);
      leaves.forEach((leaf, i) => {
        const a = teamMemberIds[i % Math.max(teamMemberIds.length, 1)];
        const b = teamMemberIds[(i + 3) % Math.max(teamMemberIds.length, 1)];
        for (const userId of new Set([a, b])) if (userId) resources.push({ taskId: leaf.id, userId });
      });
    }
    await tx.insert(taskResources).values(resources).onConflictDoNothing();
    await tx
      .update(tasks)
      .set({ isAssigned: true })
      .where(sql`${tasks.id} in (select task_id from task_resources)`);
    await seedDemoDeadlines(
      tx,
      now,
      [...leavesByProject.values()].flat().map((leaf) => leaf.id),
    );

    const leafById = new Map([...leavesByProject.values()].flat().map((leaf) => [leaf.id, leaf]));
    const workers: DemoWorker[] = userRows.map((u, i) => ({
      userId: u.id,
      committedHours: (people[i] as DemoPerson).weeklyCommittedHours,
      projectIds: projectIdsByUser.get(u.id) ?? [],
      leaves: resources.filter((r) => r.userId === u.id).flatMap((r) => leafById.get(r.taskId) ?? []),
    }));
    const entries = demoTimeEntries(workers, now, rnd);
    for (let i = 0; i < entries.length; i += 500) await tx.insert(timeEntries).values(entries.slice(i, i + 500));
    await recomputeTimeTotals(tx);
    await insertDemoInfoPages(tx, now);
    await seedDemoInventory(tx, now, [...leavesByProject.keys()]);
    await seedDemoExternalTeam(tx, now, idOf('manager@demo.goodhours.org'));
    await seedDemoBuilding(tx, now, [...leavesByProject.keys()][0], {
      requester: idOf('manager@demo.goodhours.org'),
      approver: idOf('admin@demo.goodhours.org'),
    });
    await seedDemoTools(tx, now, [...leavesByProject.keys()][0], {
      manager: idOf('manager@demo.goodhours.org'),
      volunteer: idOf('volunteer@demo.goodhours.org'),
    });
    await seedDemoBadges(
      tx,
      now,
      userRows.map((u) => u.id),
    );
    await seedPeopleRecords(tx, now, idOf);
    await seedDemoSummaries(tx, now, idOf, people);
    await seedDemoWarnings(tx, now, idOf);
    await seedDemoHeader(tx, now, idOf);
    await seedDemoTaskReview(tx, now, idOf);
    await seedDemoJobs(tx, now, idOf('owner@demo.goodhours.org'));
    await seedDemoQuestionnaires(tx, now, idOf);
    await seedDemoLessons(
      tx,
      now,
      idOf,
      VOLUNTEERS.map((v) => idOf(v.email)),
    );
    return true;
  });
}

export const DEMO_LOGINS = ROLE_ACCOUNTS.map((p) => ({ role: p.role, email: p.email, password: DEMO_PASSWORD }));
