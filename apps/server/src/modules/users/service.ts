import type { UserMatch } from '@goodhours/domain';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';

/** Up to 10 people whose name or email contains the text (document 1 §9). */
export async function autocompleteUsers(ctx: AppContext, text: string): Promise<UserMatch[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(10);
}
