import {
  choiceProblems,
  DEFAULT_EXTERNAL_ROLES,
  DEFAULT_EXTERNAL_TEAMS,
  EXTERNAL_ROLES_SETTING,
  EXTERNAL_TEAM_LIST_MAX,
  EXTERNAL_TEAM_MESSAGES as M,
  EXTERNAL_TEAMS_SETTING,
  externalTeamContracts,
  storedExternalMember,
  withOther,
  type ExternalTeamChoices,
  type ExternalTeamChoicesValues,
  type ExternalTeamMember,
  type ExternalTeamMemberValues,
} from '@goodhours/domain';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { externalTeamMembers } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { implementArea } from '../../http/register-routes.js';
import { readSetting, writeSetting } from '../../settings/org-settings.js';

const memberColumns = {
  id: externalTeamMembers.id,
  firstName: externalTeamMembers.firstName,
  lastName: externalTeamMembers.lastName,
  role: externalTeamMembers.role,
  roleSpecify: externalTeamMembers.roleSpecify,
  team: externalTeamMembers.team,
  teamSpecify: externalTeamMembers.teamSpecify,
  email: externalTeamMembers.email,
  countryCode: externalTeamMembers.countryCode,
  phone: externalTeamMembers.phone,
  createdAt: externalTeamMembers.createdAt,
};

const memberDto = ({ createdAt, ...row }: { createdAt: Date } & Omit<ExternalTeamMember, 'createdAt'>): ExternalTeamMember => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/**
 * The form's role and team choices: organisation settings starting from document 3 §9's values,
 * each list ending with 'other'.
 */
export async function externalTeamChoices(ctx: AppContext): Promise<ExternalTeamChoices> {
  const [roles, teams] = await Promise.all([
    readSetting<readonly string[]>(ctx.db, EXTERNAL_ROLES_SETTING, DEFAULT_EXTERNAL_ROLES),
    readSetting<readonly string[]>(ctx.db, EXTERNAL_TEAMS_SETTING, DEFAULT_EXTERNAL_TEAMS),
  ]);
  return { roles: withOther(roles.value), teams: withOther(teams.value) };
}

/**
 * Replaces both lists of choices in one transaction, so the form never offers new roles beside
 * old teams, and answers what the form now offers. Members already saved are not touched: one
 * saved with a role or a team since removed keeps it, and the list still shows it, because a
 * member's role and team are what was true when they were added, not a reference to a choice.
 */
export async function saveExternalTeamChoices(
  ctx: AppContext,
  callerId: string,
  input: ExternalTeamChoicesValues,
): Promise<ExternalTeamChoices> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await writeSetting(tx, EXTERNAL_ROLES_SETTING, input.roles, callerId, now);
    await writeSetting(tx, EXTERNAL_TEAMS_SETTING, input.teams, callerId, now);
  });
  return { roles: withOther(input.roles), teams: withOther(input.teams) };
}

/** The newest members first, at most EXTERNAL_TEAM_LIST_MAX of them. */
export async function listExternalTeam(ctx: AppContext): Promise<ExternalTeamMember[]> {
  const rows = await ctx.db
    .select(memberColumns)
    .from(externalTeamMembers)
    .orderBy(desc(externalTeamMembers.createdAt), desc(externalTeamMembers.id))
    .limit(EXTERNAL_TEAM_LIST_MAX);
  return rows.map(memberDto);
}

/**
 * Adds an external team member (document 3 §7). The role and the team must be among the
 * organisation's choices; the team 'other' is stored as 'External Team - Non-volunteers'. An email
 * already used, whatever its case, is refused: the unique index on lower(email) decides, so two
 * racing creates cannot both win.
 */
export async function createExternalMember(
  ctx: AppContext,
  callerId: string,
  input: ExternalTeamMemberValues,
): Promise<ExternalTeamMember> {
  const problems = choiceProblems(input, await externalTeamChoices(ctx));
  const [first] = Object.values(problems);
  if (first) throw new AppError('VALIDATION', first, problems);
  const [row] = await ctx.db
    .insert(externalTeamMembers)
    .values({ ...storedExternalMember(input), createdBy: callerId, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning(memberColumns);
  if (!row) throw new AppError('CONFLICT', M.emailTaken, { email: M.emailTaken });
  return memberDto(row);
}

/**
 * `/api/bm/external-team`: the building portal's external team (decision 069: the portal's login);
 * changing the choices also needs editBuildingChoices.
 */
export function externalTeamRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'building', externalTeamContracts, {
    list: () => listExternalTeam(ctx),
    create: ({ caller, body }) => createExternalMember(ctx, caller.id, body),
    choices: () => externalTeamChoices(ctx),
    saveChoices: ({ caller, body }) => saveExternalTeamChoices(ctx, caller.id, body),
  });
}
