import type { ListProjectsRequest, Project } from '@goodhours/domain';
import { projectNameKey } from '@goodhours/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { projectMembers, projects, projectTotals, users } from '../../db/schema/index.js';
import { hoursFromSecondsSql } from '../../db/hours.js';
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

export type ProjectFilter = Partial<Omit<ListProjectsRequest, 'archived'>> & {
  id?: string;
  archived?: ListProjectsRequest['archived'];
};

/**
 * Projects with their member count (archived people left out) and tangible hours, by name, in
 * one query. The hours are read from project_totals (kept by triggers on time_entries, migration
 * 0008), never summed from the entries; the member count is counted per listed project only, so
 * a search limited to 10 projects counts the members of 10.
 */
export async function readProjects(tx: Tx, filter: ProjectFilter = {}): Promise<Project[]> {
  const memberCount = sql<number>`(select count(*)::int from ${projectMembers}
      join ${users} on ${users.id} = ${projectMembers.userId}
     where ${projectMembers.projectId} = ${projects.id} and not ${users.isArchived})`;

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
      memberCount,
      hoursWorked: hoursFromSecondsSql(projectTotals.tangibleSeconds),
    })
    .from(projects)
    .leftJoin(projectTotals, eq(projectTotals.projectId, projects.id))
    .where(and(...where))
    .orderBy(asc(sql`lower(${projects.projectName})`), asc(projects.id));
  const rows = await (filter.limit ? query.limit(filter.limit) : query);
  return rows.map(({ project, memberCount, hoursWorked }) => projectDto(project, memberCount, hoursWorked));
}
