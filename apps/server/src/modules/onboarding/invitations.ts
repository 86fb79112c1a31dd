import { ONBOARDING_MESSAGES as M, SETUP_LINK_DAYS, type Invitation, type InvitationState, type invitationInput } from '@goodhours/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { roles, setupInvitations, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { newLinkToken } from '../../auth/link-tokens.js';
import { can, type AuthUser } from '../../auth/sessions.js';
import { enqueueMail } from '../../mail/outbox.js';
import { setupLinkMail } from '../../mail/templates.js';

type InvitationRow = typeof setupInvitations.$inferSelect;

export function invitationState(row: InvitationRow, now: Date): InvitationState {
  if (row.completedAt) return 'completed';
  if (row.cancelledAt) return 'cancelled';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

const expiryFrom = (now: Date) => new Date(now.getTime() + SETUP_LINK_DAYS * 24 * 3600 * 1000);

async function queueLink(ctx: AppContext, tx: Tx, row: InvitationRow, token: string, inviter: string): Promise<void> {
  await enqueueMail(
    tx,
    ctx.clock.now(),
    setupLinkMail({
      to: row.email,
      orgName: ctx.config.orgName,
      inviter,
      setupUrl: `${ctx.config.publicUrl}/ProfileInitialSetup/${token}`,
      expiresAt: row.expiresAt,
    }),
  );
}

const inviterName = (caller: AuthUser) => `${caller.firstName} ${caller.lastName}`.trim();

function toInvitation(row: InvitationRow, invitedBy: string, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    weeklyCommittedHours: row.weeklyCommittedHours,
    state: invitationState(row, now),
    sentAt: row.sentAt,
    expiresAt: row.expiresAt,
    invitedBy,
    completedAt: row.completedAt,
    userId: row.userId,
  };
}

/**
 * Sends a setup link. An address that already has an account is refused; an open invitation to
 * the same address is cancelled, so only the newest link works.
 */
export async function invite(ctx: AppContext, caller: AuthUser, input: z.output<typeof invitationInput>): Promise<Invitation> {
  const now = ctx.clock.now();
  if (input.role === 'Owner' && !can(caller, 'addDeleteEditOwners')) {
    throw new AppError('FORBIDDEN', M.invitationOwnerRole, { role: M.invitationOwnerRole });
  }
  const { token, tokenHash } = newLinkToken();
  const row = await ctx.db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleName, input.role));
    if (!role) throw new AppError('VALIDATION', M.invitationRoleUnknown, { role: M.invitationRoleUnknown });
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (member) throw new AppError('CONFLICT', M.invitationMember, { email: M.invitationMember });
    await tx
      .update(setupInvitations)
      .set({ cancelledAt: now })
      .where(
        sql`${setupInvitations.email} = ${input.email} and ${setupInvitations.completedAt} is null and ${setupInvitations.cancelledAt} is null`,
      );
    const [created] = await tx
      .insert(setupInvitations)
      .values({ ...input, tokenHash, invitedBy: caller.id, sentAt: now, expiresAt: expiryFrom(now) })
      .returning();
    if (!created) throw new Error('invitation insert returned nothing');
    await queueLink(ctx, tx, created, token, inviterName(caller));
    return created;
  });
  return toInvitation(row, inviterName(caller), now);
}

export async function listInvitations(ctx: AppContext): Promise<{ invitations: Invitation[] }> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ row: setupInvitations, firstName: users.firstName, lastName: users.lastName })
    .from(setupInvitations)
    .leftJoin(users, eq(users.id, setupInvitations.invitedBy))
    .orderBy(desc(setupInvitations.sentAt))
    .limit(500);
  return { invitations: rows.map((r) => toInvitation(r.row, `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(), now)) };
}

/** The invitation, locked for the change; closed ones (completed, cancelled) are refused. */
async function openInvitation(tx: Tx, id: string): Promise<InvitationRow> {
  const [row] = await tx.select().from(setupInvitations).where(eq(setupInvitations.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', M.invitationNotFound);
  if (row.completedAt || row.cancelledAt) throw new AppError('CONFLICT', M.invitationClosed);
  return row;
}

/** A new link (and a new week) for an open invitation, pending or expired; the old link stops working. */
export async function resendInvitation(ctx: AppContext, caller: AuthUser, id: string): Promise<Invitation> {
  const now = ctx.clock.now();
  const { token, tokenHash } = newLinkToken();
  const row = await ctx.db.transaction(async (tx) => {
    await openInvitation(tx, id);
    const [updated] = await tx
      .update(setupInvitations)
      .set({ tokenHash, sentAt: now, expiresAt: expiryFrom(now), invitedBy: caller.id })
      .where(eq(setupInvitations.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', M.invitationNotFound);
    await queueLink(ctx, tx, updated, token, inviterName(caller));
    return updated;
  });
  return toInvitation(row, inviterName(caller), now);
}

export async function cancelInvitation(ctx: AppContext, caller: AuthUser, id: string): Promise<Invitation> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await openInvitation(tx, id);
    const [updated] = await tx.update(setupInvitations).set({ cancelledAt: now }).where(eq(setupInvitations.id, id)).returning();
    if (!updated) throw new AppError('NOT_FOUND', M.invitationNotFound);
    return updated;
  });
  const [by] = row.invitedBy ? await ctx.db.select().from(users).where(eq(users.id, row.invitedBy)) : [];
  return toInvitation(row, by ? `${by.firstName} ${by.lastName}` : inviterName(caller), now);
}
