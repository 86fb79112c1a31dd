import type { UserListItem, UserListPage, UserListRequest, UserMatch, UserProject } from '@goodhours/domain';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { assertMayViewTimeLog } from './view-rights.js';
import type { AppContext } from '../../context.js';
import { projectMembers, projects, teamMembers, teams, users, type UserRow } from '../../db/schema/index.js';
import { escapeLike, rowsOf } from '../../db/raw.js';
import type { AuthUser } from '../../auth/sessions.js';

export function listItem(u: UserRow): UserListItem {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    isActive: u.isActive,
    isVisible: u.isVisible,
    isRehireable: u.isRehireable,
    isProtected: u.isProtected,
    teamCode: u.teamCode,
    weeklyCommittedHours: u.weeklyCommittedHours,
    startDate: u.startDate,
    endDate: u.endDate,
    reactivationDate: u.reactivationDate,
    createdDate: u.createdAt.toISOString(),
  };
}

/** The columns of a `UserMatch`, for every brief look-up of people. */
export const userMatchColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
};

const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;

const SORTS = {
  firstName: [users.firstName, users.lastName],
  lastName: [users.lastName, users.firstName],
  email: [users.email],
  role: [users.role, users.firstName],
  startDate: [users.startDate, users.firstName],
  createdAt: [users.createdAt],
} as const;

/** One page of people, filtered and sorted in SQL, with the total in the same query. */
export async function listUsers(ctx: AppContext, q: UserListRequest): Promise<UserListPage> {
  const where: SQL[] = [eq(users.isArchived, false)];
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    const match = or(ilike(fullName, pattern), ilike(users.email, pattern));
    if (match) where.push(match);
  }
  if (q.role) where.push(eq(users.role, q.role));
  if (q.status !== 'all') where.push(eq(users.isActive, q.status === 'active'));
  if (q.team) {
    where.push(sql`exists (select 1 from ${teamMembers} where ${teamMembers.userId} = ${users.id} and ${teamMembers.teamId} = ${q.team})`);
  }
  const order = SORTS[q.sort].map((c) => (q.dir === 'asc' ? asc(c) : desc(c)));
  const rows = await ctx.db
    .select({ user: users, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(and(...where))
    .orderBy(...order, asc(users.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(...where));
    total = counted?.n ?? 0;
  }
  return { items: rows.map((r) => listItem(r.user)), total, page: q.page, pageSize: q.pageSize };
}

/** Every active, unarchived person in brief, for pickers. */
export async function basicInfo(ctx: AppContext): Promise<UserMatch[]> {
  return ctx.db
    .select(userMatchColumns)
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.isArchived, false)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** The team codes in use, on people and on teams, sorted. */
export async function teamCodes(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db.execute(sql`
    select code from (
      select ${users.teamCode} as code from ${users} where ${users.teamCode} <> ''
      union select ${teams.teamCode} from ${teams} where ${teams.teamCode} <> ''
    ) codes order by code`);
  return rowsOf<{ code: string }>(rows).map((r) => r.code);
}

/** People whose first name, or whose full name, equals the text (case-insensitive). */
export async function usersNamed(ctx: AppContext, text: string, by: 'first' | 'full'): Promise<UserMatch[]> {
  const column = by === 'first' ? users.firstName : fullName;
  return ctx.db
    .select(userMatchColumns)
    .from(users)
    .where(and(sql`lower(${column}) = lower(${text.trim()})`, eq(users.isArchived, false)))
    .limit(50);
}

/** The projects a person belongs to, for whoever may read their time log (its Project/Task filter; decision 065). */
export async function userProjects(ctx: AppContext, actor: AuthUser, userId: string): Promise<UserProject[]> {
  await assertMayViewTimeLog(ctx.db, actor, userId);
  return ctx.db
    .select({ projectId: projects.id, projectName: projects.projectName, category: projects.category, isActive: projects.isActive })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.userId, userId), eq(projects.isArchived, false)))
    .orderBy(asc(projects.projectName));
}

/** Up to 10 people whose name or email contains the text (document 1 §9). */
export async function autocompleteUsers(ctx: AppContext, text: string): Promise<UserMatch[]> {
  const pattern = `%${escapeLike(text)}%`;
  return ctx.db
    .select(userMatchColumns)
    .from(users)
    .where(and(eq(users.isArchived, false), or(ilike(fullName, pattern), ilike(users.email, pattern))))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(10);
}
