import type { createTeamInput, Team, updateTeamInput } from '@goodhours/domain';
import { TEAM_MESSAGES } from '@goodhours/domain';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { teamMembers, teams, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

type TeamRow = typeof teams.$inferSelect;

function teamDto(row: TeamRow, memberCount: number): Team {
  return {
    id: row.id,
    teamName: row.teamName,
    teamCode: row.teamCode,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    memberCount,
  };
}

/** Members of each team, archived people left out. One grouped subquery, joined to the teams. */
function memberCounts(tx: Tx) {
  return tx
    .select({ teamId: teamMembers.teamId, n: count().as('n') })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(users.isArchived, false))
    .groupBy(teamMembers.teamId)
    .as('member_counts');
}

async function readTeams(tx: Tx, id?: string): Promise<Team[]> {
  const counts = memberCounts(tx);
  const rows = await tx
    .select({ team: teams, memberCount: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(teams)
    .leftJoin(counts, eq(counts.teamId, teams.id))
    .where(id ? eq(teams.id, id) : undefined)
    .orderBy(asc(sql`lower(${teams.teamName})`));
  return rows.map(({ team, memberCount }) => teamDto(team, memberCount));
}

/** Every team with its member count, by name. */
export async function listTeams(ctx: AppContext): Promise<Team[]> {
  return readTeams(ctx.db);
}

async function teamById(tx: Tx, id: string): Promise<Team> {
  const [team] = await readTeams(tx, id);
  if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamDoesNotExist);
  return team;
}

export async function getTeam(ctx: AppContext, id: string): Promise<Team> {
  return teamById(ctx.db, id);
}

/**
 * Team names are unique whatever their case and surrounding spaces. Name changes queue on one
 * transaction lock, so two people creating "Builders" and "builders" at once cannot both win.
 */
async function assertNameFree(tx: Tx, teamName: string, exceptId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('goodhours.team_names'))`);
  const sameName = sql`lower(trim(${teams.teamName})) = lower(trim(${teamName}))`;
  const [clash] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(exceptId ? and(sameName, ne(teams.id, exceptId)) : sameName);
  if (clash) throw new AppError('CONFLICT', TEAM_MESSAGES.teamNameTaken, { teamName: TEAM_MESSAGES.teamNameTaken });
}

export async function createTeam(ctx: AppContext, input: z.output<typeof createTeamInput>): Promise<Team> {
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, input.teamName);
    const [row] = await tx
      .insert(teams)
      .values({ teamName: input.teamName, teamCode: input.teamCode, isActive: input.isActive, createdAt: ctx.clock.now() })
      .returning();
    if (!row) throw new Error('team insert returned nothing');
    return teamDto(row, 0);
  });
}

/** Changes only the fields sent; a name taken by another team is refused (409). */
export async function updateTeam(ctx: AppContext, id: string, input: z.output<typeof updateTeamInput>): Promise<Team> {
  return ctx.db.transaction(async (tx) => {
    await teamById(tx, id);
    if (input.teamName !== undefined) await assertNameFree(tx, input.teamName, id);
    const changes = {
      ...(input.teamName !== undefined ? { teamName: input.teamName } : {}),
      ...(input.teamCode !== undefined ? { teamCode: input.teamCode } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    };
    if (Object.keys(changes).length) await tx.update(teams).set(changes).where(eq(teams.id, id));
    return teamById(tx, id);
  });
}

/** Deletes a team; its memberships go with it (the foreign key cascades, in the same statement). */
export async function deleteTeam(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
    if (!deleted.length) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamDoesNotExist);
  });
}
