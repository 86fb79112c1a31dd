import { hasPermission, pacificDate, USER_MESSAGES, type createUserInput, type UserProfile } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { roles, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../../auth/password.js';
import type { AuthUser } from '../../auth/sessions.js';
import { getProfile } from './profile.js';

/** A new account; it signs in with the given password once and must then choose its own. */
export async function createUser(ctx: AppContext, actor: AuthUser, input: z.output<typeof createUserInput>): Promise<UserProfile> {
  if (input.role === 'Owner' && !hasPermission(actor, 'addDeleteEditOwners')) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.fieldsNotAllowed(['role']));
  }
  const passwordHash = await hashPassword(input.password);
  const id = await ctx.db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleName, input.role));
    if (!role) throw new AppError('VALIDATION', USER_MESSAGES.roleUnknown, { role: USER_MESSAGES.roleUnknown });
    const [clash] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (clash) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
    const { password: _password, startDate, ...fields } = input;
    const [row] = await tx
      .insert(users)
      .values({
        ...fields,
        passwordHash,
        mustChangePassword: true,
        startDate: startDate ?? pacificDate(ctx.clock.now()),
        createdAt: ctx.clock.now(),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    return row.id;
  });
  return getProfile(ctx, actor, id);
}
