import type { ChangeProjectMembersRequest, ProjectCandidate, ProjectMember } from '@goodhours/domain';
import { PROJECT_MATCH_LIMIT, PROJECT_MESSAGES } from '@goodhours/domain';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { projectMembers, projects, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { escapeLike } from '../../db/raw.js';

async function projectOf(tx: Tx, projectId: string): Promise<{ isArchived: boolean }> {
  const [project] = await tx.select({ isArchived: projects.isArchived }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectDoesNotExist);
  return project;
}

async function readMembers(tx: Tx, projectId: string): Promise<ProjectMember[]> {
  const rows = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
      addedAt: projectMembers.addedAt,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(users.isArchived, false)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ addedAt, ...member }) => ({ ...member, addedAt: addedAt.toISOString() }));
}

/** A project's members by name, archived people left out. */
export async function listMembers(ctx: AppContext, projectId: string): Promise<ProjectMember[]> {
  await projectOf(ctx.db, projectId);
  return readMembers(ctx.db, projectId);
}

/**
 * Adds and removes people in one go (`operation` Assign or UnAssign), all or nothing, and answers
 * the members after the change. Adding someone already in the project, removing someone who is
 * not, naming an unknown or archived person, or adding to an archived project is refused.
 */
export async function changeMembers(ctx: AppContext, projectId: string, input: ChangeProjectMembersRequest): Promise<ProjectMember[]> {
  if (input.projectId !== undefined && input.projectId !== projectId) {
    throw new AppError('VALIDATION', PROJECT_MESSAGES.projectIdMismatch, { projectId: PROJECT_MESSAGES.projectIdMismatch });
  }
  const adding = input.users.filter((u) => u.operation === 'Assign').map((u) => u.userId);
  const removing = input.users.filter((u) => u.operation === 'UnAssign').map((u) => u.userId);
  return ctx.db.transaction(async (tx) => {
    const project = await projectOf(tx, projectId);
    const current = new Set(
      (
        await tx
          .select({ userId: projectMembers.userId })
          .from(projectMembers)
          .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, [...adding, ...removing])))
      ).map((r) => r.userId),
    );
    if (removing.some((id) => !current.has(id))) {
      throw new AppError('NOT_FOUND', PROJECT_MESSAGES.notAMember, { userId: PROJECT_MESSAGES.notAMember });
    }
    if (adding.length) {
      if (project.isArchived) throw new AppError('CONFLICT', PROJECT_MESSAGES.archivedNoNewMembers);
      if (adding.some((id) => current.has(id))) {
        throw new AppError('CONFLICT', PROJECT_MESSAGES.alreadyHasProject, { userId: PROJECT_MESSAGES.alreadyHasProject });
      }
      const people = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, adding), eq(users.isArchived, false)));
      if (people.length !== adding.length) {
        throw new AppError('NOT_FOUND', PROJECT_MESSAGES.chooseValidUser, { userId: PROJECT_MESSAGES.chooseValidUser });
      }
      const now = ctx.clock.now();
      const added = await tx
        .insert(projectMembers)
        .values(adding.map((userId) => ({ projectId, userId, addedAt: now })))
        .onConflictDoNothing()
        .returning({ userId: projectMembers.userId });
      // Someone else added one of them a moment ago: the same answer as the check above.
      if (added.length !== adding.length) {
        throw new AppError('CONFLICT', PROJECT_MESSAGES.alreadyHasProject, { userId: PROJECT_MESSAGES.alreadyHasProject });
      }
    }
    if (removing.length) {
      await tx.delete(projectMembers).where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, removing)));
    }
    return readMembers(tx, projectId);
  });
}

/** Up to 10 people, not archived and not yet members, whose name or email contains the text. */
export async function findCandidates(ctx: AppContext, projectId: string, search: string): Promise<ProjectCandidate[]> {
  await projectOf(ctx.db, projectId);
  const pattern = `%${escapeLike(search)}%`;
  return ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
    })
    .from(users)
    .where(
      and(
        eq(users.isArchived, false),
        or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)),
        sql`not exists (select 1 from ${projectMembers} where ${projectMembers.userId} = ${users.id} and ${projectMembers.projectId} = ${projectId})`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(PROJECT_MATCH_LIMIT);
}
