import type { AssignTeamMemberRequest, TeamMember } from '@goodhours/domain';
import { canHideTeamMember, TEAM_MESSAGES } from '@goodhours/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { teamMembers, teams, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  isVisible: users.isVisible,
  visible: teamMembers.visible,
  addedAt: teamMembers.addedAt,
};

type MemberRow = { addedAt: Date } & Omit<TeamMember, 'addDateTime'>;

const memberDto = ({ addedAt, ...member }: MemberRow): TeamMember => ({ ...member, addDateTime: addedAt.toISOString() });

async function assertTeamExists(tx: Tx, teamId: string): Promise<void> {
  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamDoesNotExist);
}

async function readMembers(tx: Tx, teamId: string, userId?: string): Promise<TeamMember[]> {
  const rows = await tx
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(users.isArchived, false), userId ? eq(teamMembers.userId, userId) : undefined))
    .orderBy(asc(teamMembers.addedAt), asc(users.firstName), asc(users.lastName));
  return rows.map(memberDto);
}

/** A team's members (archived people left out), in the order they joined. */
export async function listMembers(ctx: AppContext, teamId: string): Promise<TeamMember[]> {
  await assertTeamExists(ctx.db, teamId);
  return readMembers(ctx.db, teamId);
}

/**
 * Adds a person to a team or removes them (`operation` Assign or UnAssign), and answers the team's
 * members after the change. Adding someone already in the team is refused (409).
 */
export async function changeMembership(ctx: AppContext, teamId: string, input: AssignTeamMemberRequest): Promise<TeamMember[]> {
  return ctx.db.transaction(async (tx) => {
    await assertTeamExists(tx, teamId);
    if (input.operation === 'Assign') {
      const [person] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.userId), eq(users.isArchived, false)));
      if (!person) throw new AppError('NOT_FOUND', TEAM_MESSAGES.chooseValidUser, { userId: TEAM_MESSAGES.chooseValidUser });
      const added = await tx
        .insert(teamMembers)
        .values({ teamId, userId: input.userId, addedAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ userId: teamMembers.userId });
      if (!added.length) {
        throw new AppError('CONFLICT', TEAM_MESSAGES.memberAlreadyInTeam, { userId: TEAM_MESSAGES.memberAlreadyInTeam });
      }
    } else {
      const removed = await tx
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, input.userId)))
        .returning({ userId: teamMembers.userId });
      if (!removed.length) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notAMember);
    }
    return readMembers(tx, teamId);
  });
}

/**
 * Shows or hides one member in this team. Owners, Administrators and Core Team members are never
 * hidden (document 1 §6): hiding them is refused (409); showing them is always allowed.
 */
export async function setMemberVisibility(ctx: AppContext, teamId: string, userId: string, visible: boolean): Promise<TeamMember> {
  return ctx.db.transaction(async (tx) => {
    await assertTeamExists(tx, teamId);
    const [member] = await readMembers(tx, teamId, userId);
    if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notAMember);
    if (!visible && !canHideTeamMember(member.role)) throw new AppError('CONFLICT', TEAM_MESSAGES.leadersStayVisible);
    await tx
      .update(teamMembers)
      .set({ visible })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return { ...member, visible };
  });
}
