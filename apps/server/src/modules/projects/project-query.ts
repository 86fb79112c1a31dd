import type { listProjectsQuery, Project } from '@goodhours/domain';
import { projectNameKey } from '@goodhours/domain';
import { and, asc, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { projectMembers, projects, timeEntries, users } from '../../db/schema/index.js';
import { escapeLike } from '../../db/raw.js';

type ProjectRow = typeof projects.$inferSelect;

/** The name as the unique index sees it: lower case, every whitespace character removed. */
export const projectNameKeySql = sql`lower(regexp_replace(${projects.projectName}, '\\s', '', 'g'))`;

function projectDto(row: ProjectRow, memberCount: number, hoursWorked: number): Project {
  return {
    id: row.id,
    projectName: row.projectName,
    category: row.category,
    isActive: row.isActive,
    isArchived: row.isArchived,
    createdAt: row.createdAt.toISOString(),
    memberCount,
    hoursWorked,
  };
}

export type ProjectFilter = Partial<Omit<z.output<typeof listProjectsQuery>, 'archived'>> & {
  id?: string;
  archived?: z.output<typeof listProjectsQuery>['archived'];
};

/**
 * Projects with their member count (archived people left out) and tangible hours, by name: one
 * query, the two totals grouped in subqueries joined to the projects.
 */
export async function readProjects(tx: Tx, filter: ProjectFilter = {}): Promise<Project[]> {
  const members = tx
    .select({ projectId: projectMembers.projectId, n: count().as('n') })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(users.isArchived, false))
    .groupBy(projectMembers.projectId)
    .as('member_counts');
  const hours = tx
    .select({ projectId: timeEntries.projectId, seconds: sum(timeEntries.totalSeconds).as('seconds') })
    .from(timeEntries)
    .where(eq(timeEntries.isTangible, true))
    .groupBy(timeEntries.projectId)
    .as('project_hours');

  const where: SQL[] = [];
  if (filter.id) where.push(eq(projects.id, filter.id));
  const archived = filter.archived ?? (filter.id ? 'include' : 'exclude');
  if (archived !== 'include') where.push(eq(projects.isArchived, archived === 'only'));
  if (filter.active !== undefined) where.push(eq(projects.isActive, filter.active));
  const key = filter.search ? projectNameKey(filter.search) : '';
  if (key) where.push(sql`${projectNameKeySql} like ${`%${escapeLike(key)}%`}`);

  const query = tx
    .select({
      project: projects,
      memberCount: sql<number>`coalesce(${members.n}, 0)::int`,
      hoursWorked: sql<number>`round(coalesce(${hours.seconds}, 0) / 3600.0, 2)::float8`,
    })
    .from(projects)
    .leftJoin(members, eq(members.projectId, projects.id))
    .leftJoin(hours, eq(hours.projectId, projects.id))
    .where(and(...where))
    .orderBy(asc(sql`lower(${projects.projectName})`), asc(projects.id));
  const rows = await (filter.limit ? query.limit(filter.limit) : query);
  return rows.map(({ project, memberCount, hoursWorked }) => projectDto(project, memberCount, hoursWorked));
}
