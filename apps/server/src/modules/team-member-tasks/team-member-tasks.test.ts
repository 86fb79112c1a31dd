import { describe, expect } from 'vitest';
import {
  MESSAGES,
  type RouteInput,
  taskContracts,
  TEAM_TASKS_PAGE_SIZE,
  teamMemberTaskContracts,
  type TeamMemberTasksPage,
} from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import {
  taskNotifications,
  taskResources,
  timeOffRequests,
  users,
  userWarnings,
  warningTrackers,
  weeklySummaries,
} from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';
import { logHours, makeTask, makeTeam } from '../../test/fixtures.js';

// The harness clock stands at Wednesday 2026-11-18 10:00 Pacific (week 2026-11-15 to 11-21).
type ListQuery = RouteInput<typeof teamMemberTaskContracts.list>['query'];
const it = test.extend(
  'list',
  ({ t }) =>
    (token: string, userId: string, query: ListQuery = {}) =>
      api(t, token).call(teamMemberTaskContracts.list, { params: { userId }, query }),
);
const page = (res: { json: <T>() => T }) => res.json<TeamMemberTasksPage>();

describe('GET /api/dashboard/teammembertasks/:userId', () => {
  it('gives a manager their team, themself first, with week hours, leaders, time off and open tasks', async ({ t, list }) => {
    const maria = await signedIn(t, 'Manager');
    const ada = await createUser(t, 'Volunteer', { firstName: 'Ada', lastName: 'Lovelace', weeklyCommittedHours: 8, missedHours: 1.5 });
    const bo = await createUser(t, 'Volunteer', { firstName: 'Bo' });
    await createUser(t, 'Volunteer', { firstName: 'Stranger' });
    const team = await makeTeam(t, 'Roofers', [maria.id, ada.id, bo.id]);
    const open = await makeTask(t, [ada.id], { name: 'Lay the roof', estimatedHours: 10, hoursLogged: 6 });
    const done = await makeTask(t, [ada.id], { name: 'Old work' });
    await t.ctx.db.update(taskResources).set({ completedTask: true }).where(eq(taskResources.taskId, done));
    await logHours(t, ada.id, 3);
    await logHours(t, ada.id, 2, { tangible: false });
    await t.ctx.db
      .insert(timeOffRequests)
      .values({ userId: bo.id, startingDate: '2026-11-23', endingDate: '2026-11-29', duration: 1, reason: 'Family visit' });
    await t.ctx.db.insert(taskNotifications).values({ userId: ada.id, taskId: open, oldTask: {}, newTask: {} });

    const res = await list(maria.token, maria.id);
    expect(res.statusCode).toBe(200);
    const body = page(res);
    expect(body.members.map((m) => m.firstName)).toEqual(['Manager', 'Ada', 'Bo']);
    expect(body.total).toBe(3);
    const adaRow = body.members[1];
    expect(adaRow).toMatchObject({
      tangibleHours: 3,
      weeklyCommittedHours: 8,
      missedHours: 1.5,
      teams: [{ id: team, teamName: 'Roofers' }],
      entries: [],
    });
    expect(adaRow?.leaders).toEqual([{ id: maria.id, firstName: 'Manager', lastName: expect.any(String), role: 'Manager' }]);
    expect(adaRow?.tasks).toEqual([
      expect.objectContaining({
        id: open,
        taskName: 'Lay the roof',
        hoursLogged: 6,
        estimatedHours: 10,
        reviewStatus: 'Unsubmitted',
        hasChanges: true,
        followUpCheck: false,
      }),
    ]);
    expect(body.members[2]?.timeOff).toEqual([{ startingDate: '2026-11-23', endingDate: '2026-11-29', reason: 'Family visit' }]);
  });

  it('adds the entries of the last days with a day filter, and filters by team for leaders only', async ({ t, list }) => {
    const maria = await signedIn(t, 'Manager');
    const vera = await signedIn(t, 'Volunteer');
    const ada = await createUser(t, 'Volunteer', { firstName: 'Ada' });
    const bo = await createUser(t, 'Volunteer', { firstName: 'Bo' });
    await makeTeam(t, 'Roofers', [maria.id, vera.id, ada.id]);
    const masons = await makeTeam(t, 'Masons', [maria.id, bo.id]);
    await logHours(t, ada.id, 1, { date: '2026-11-18' });
    await logHours(t, ada.id, 1, { date: '2026-11-17' });
    await logHours(t, ada.id, 1, { date: '2026-11-15' });
    const adaRow = (res: Awaited<ReturnType<typeof list>>) => page(res).members.find((m) => m.firstName === 'Ada');
    expect(adaRow(await list(maria.token, maria.id, { days: 2 }))?.entries.map((e) => e.dateOfWork)).toEqual(['2026-11-18', '2026-11-17']);
    expect(adaRow(await list(maria.token, maria.id, { days: 4 }))?.entries).toHaveLength(3);
    expect(page(await list(maria.token, maria.id, { teams: masons })).members.map((m) => m.firstName)).toEqual(['Manager', 'Bo']);
    // A volunteer's filter is ignored: they see their team as it is.
    expect(page(await list(vera.token, vera.id, { teams: masons })).members.map((m) => m.firstName)).toEqual([
      'Volunteer',
      'Ada',
      'Manager',
    ]);
  });

  it('shows the Google Doc link to admin-link holders, the report count to summary readers, and how often a deadline moved later', async ({
    t,
    list,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    const hannah = await signedIn(t, 'Core Team');
    const maria = await signedIn(t, 'Manager');
    const ada = await createUser(t, 'Volunteer', { firstName: 'Ada' });
    await makeTeam(t, 'Roofers', [admin.id, hannah.id, maria.id, ada.id]);
    const doc = 'https://docs.google.com/document/d/ada-log';
    await t.ctx.db
      .update(users)
      .set({
        adminLinks: [
          { Name: 'Media Folder', Link: 'https://drive.example.org/ada' },
          { Name: 'Google Doc', Link: doc },
        ],
      })
      .where(eq(users.id, ada.id));
    await t.ctx.db.insert(weeklySummaries).values(
      ['2026-11-01', '2026-11-08'].map((weekStart) => ({
        userId: ada.id,
        weekStart,
        summary: '<p>Work</p>',
        dueDate: new Date('2026-11-22T08:00:00Z'),
        uploadDate: new Date(),
      })),
    );
    const task = await makeTask(t, [ada.id], { name: 'Lay the roof', dueDatetime: '2026-11-20T20:00:00Z' });
    const moveDue = (dueDatetime: string) =>
      api(t, admin.token).call(taskContracts.update, { params: { id: task }, body: { dueDatetime } });
    expect((await moveDue('2026-11-25T20:00:00.000Z')).statusCode).toBe(200);
    expect((await moveDue('2026-11-23T20:00:00.000Z')).statusCode).toBe(200); // earlier: not counted
    expect((await moveDue('2026-12-02T20:00:00.000Z')).statusCode).toBe(200);

    const adaFor = async (token: string, id: string) => page(await list(token, id)).members.find((m) => m.firstName === 'Ada');
    const forAdmin = await adaFor(admin.token, admin.id);
    expect(forAdmin).toMatchObject({ googleDocLink: doc, reportCount: 2 });
    expect(forAdmin?.tasks[0]?.deadlineCount).toBe(2);
    // Core Team reads summaries but does not hold manageAdminLinks; a manager holds neither.
    expect(await adaFor(hannah.token, hannah.id)).toMatchObject({ googleDocLink: null, reportCount: 2 });
    expect(await adaFor(maria.token, maria.id)).toMatchObject({ googleDocLink: null, reportCount: null });
  });

  it('counts each member’s warnings on active trackers by colour, for those who may see the tracker only', async ({ t, list }) => {
    const admin = await signedIn(t, 'Administrator');
    const maria = await signedIn(t, 'Manager');
    const ada = await createUser(t, 'Volunteer', { firstName: 'Ada' });
    await makeTeam(t, 'Roofers', [maria.id, ada.id]);
    const [active, retired] = await t.ctx.db
      .insert(warningTrackers)
      .values([{ title: 'Late summaries' }, { title: 'Retired', isActive: false }])
      .returning({ id: warningTrackers.id });
    const warn = (trackerId: string, color: 'yellow' | 'red') => ({
      userId: ada.id,
      trackerId,
      color,
      date: '2026-11-10',
      issuedBy: admin.id,
    });
    await t.ctx.db
      .insert(userWarnings)
      .values([warn(active!.id, 'yellow'), warn(active!.id, 'yellow'), warn(active!.id, 'red'), warn(retired!.id, 'red')]);

    const seen = page(await list(admin.token, admin.id)).members.find((m) => m.firstName === 'Ada');
    expect(seen?.warnings).toEqual({ yellow: 2, red: 1 });
    expect(page(await list(admin.token, admin.id)).members.find((m) => m.firstName === 'Administrator')?.warnings).toEqual({
      yellow: 0,
      red: 0,
    });
    // A Manager without the tracker permission is told nothing, not zero.
    expect(page(await list(maria.token, maria.id)).members.find((m) => m.firstName === 'Ada')?.warnings).toBeNull();
  });

  it('pages ten members at a time', async ({ t, list }) => {
    const admin = await signedIn(t, 'Administrator');
    for (let i = 0; i < TEAM_TASKS_PAGE_SIZE + 2; i++) await createUser(t, 'Volunteer', { firstName: `P${String(i).padStart(2, '0')}` });
    const first = page(await list(admin.token, admin.id));
    const second = page(await list(admin.token, admin.id, { page: 2 }));
    expect(first.members).toHaveLength(TEAM_TASKS_PAGE_SIZE);
    expect(first.total).toBe(TEAM_TASKS_PAGE_SIZE + 3);
    expect(second.members).toHaveLength(3);
  });

  it('refuses another volunteer’s panel and a visitor; 422 for bad input', async ({ t, list }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await createUser(t, 'Volunteer');
    expect((await list(vera.token, walt.id)).statusCode).toBe(403);
    expect((await api(t).call(teamMemberTaskContracts.list, { params: { userId: vera.id } })).statusCode).toBe(401);
    const bad = await list(vera.token, 'x');
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toBe(MESSAGES.userNotFound);
    expect(errorOf(await list(vera.token, vera.id, { days: 5 })).message).toBe('Choose 1, 2, 3, 4 or 7 days.');
    expect((await list(vera.token, vera.id, { page: 0 })).statusCode).toBe(422);
  });
});
