import { teamMembers, teams, timeEntries } from '../db/schema/index.js';
import type { TestApp } from './harness.js';

/** A team with these members; `hidden` members are in it but invisible to it. */
export async function makeTeam(t: TestApp, name: string, memberIds: string[], hidden: string[] = []): Promise<string> {
  const [team] = await t.ctx.db.insert(teams).values({ teamName: name, teamCode: name.slice(0, 5).toUpperCase() }).returning({ id: teams.id });
  if (!team) throw new Error('team insert returned nothing');
  const rows = [...memberIds.map((userId) => ({ teamId: team.id, userId })), ...hidden.map((userId) => ({ teamId: team.id, userId, visible: false }))];
  if (rows.length) await t.ctx.db.insert(teamMembers).values(rows);
  return team.id;
}

/** A time entry written straight to the table (the harness week runs 2026-11-15 to 11-21). */
export async function logHours(t: TestApp, personId: string, hours: number, opts: { date?: string; tangible?: boolean; taskId?: string } = {}): Promise<void> {
  await t.ctx.db.insert(timeEntries).values({
    personId,
    dateOfWork: opts.date ?? '2026-11-17',
    totalSeconds: Math.round(hours * 3600),
    isTangible: opts.tangible ?? true,
    ...(opts.taskId ? { taskId: opts.taskId } : {}),
  });
}
