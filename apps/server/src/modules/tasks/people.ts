import type { TaskPersonOption } from '@goodhours/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { escapeLike } from '../../db/raw.js';

/**
 * Up to 10 active people whose first, last or full name contains the text (document 1 §9),
 * by name: the resource picker of the task form. Only names go out, no emails.
 */
export async function resourceCandidates(ctx: AppContext, search: string): Promise<TaskPersonOption[]> {
  const pattern = `%${escapeLike(search)}%`;
  return ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        eq(users.isArchived, false),
        search ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}` : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(10);
}
