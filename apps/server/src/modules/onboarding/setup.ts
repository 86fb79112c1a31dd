import {
  ONBOARDING_MESSAGES as M,
  pacificDate,
  type PlaceLookupAnswer,
  type SetupLinkReason,
  type SetupTokenAnswer,
  type setupProfileInput,
} from '@goodhours/domain';
import { and, countDistinct, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { setupInvitations, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { LINK_TOKEN_SHAPE } from '../../auth/link-tokens.js';
import { hashPassword } from '../../auth/password.js';
import { createSession, userFromToken } from '../../auth/sessions.js';
import { hashLinkToken } from '../../auth/link-tokens.js';
import { invitationState } from './invitations.js';
import { findPlace } from './places.js';

/** A token as the links carry it: 32 random bytes in base64url. Anything else cannot be one. */
const TOKEN_SHAPE = LINK_TOKEN_SHAPE;

type InvitationRow = typeof setupInvitations.$inferSelect;

/** Why a link does not work, or null when it does. */
function linkProblem(row: InvitationRow | undefined, now: Date): SetupLinkReason | null {
  if (!row) return 'NOT_FOUND';
  switch (invitationState(row, now)) {
    case 'completed':
      return 'SETUP_ALREADY_COMPLETED';
    case 'cancelled':
      return 'CANCELLED';
    case 'expired':
      return 'EXPIRED';
    case 'pending':
      return null;
  }
}

async function invitationOf(ctx: AppContext, token: string): Promise<InvitationRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(setupInvitations)
    .where(eq(setupInvitations.tokenHash, hashLinkToken(token)));
  return row;
}

export async function checkSetupToken(ctx: AppContext, token: string): Promise<SetupTokenAnswer> {
  const invalid = (reason: SetupLinkReason): SetupTokenAnswer => ({ valid: false, reason, message: M.linkReasons[reason] });
  if (!TOKEN_SHAPE.test(token)) return invalid('INVALID');
  const row = await invitationOf(ctx, token);
  const problem = linkProblem(row, ctx.clock.now());
  if (problem || !row) return invalid(problem ?? 'NOT_FOUND');
  return { valid: true, email: row.email, weeklyCommittedHours: row.weeklyCommittedHours, expiresAt: row.expiresAt };
}

/**
 * Creates the invited person's account from what they filled in, closes the invitation and signs
 * them in, in one transaction. The email, role and hours are the invitation's; a link works once.
 */
export async function completeSetup(
  ctx: AppContext,
  input: z.output<typeof setupProfileInput>,
  meta: { ip: string; userAgent: string },
): Promise<{ token: string; message: string }> {
  const now = ctx.clock.now();
  if (!TOKEN_SHAPE.test(input.token)) throw new AppError('BAD_REQUEST', M.linkReasons.INVALID, { token: M.linkReasons.INVALID });
  const passwordHash = await hashPassword(input.password);
  const token = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(setupInvitations)
      .where(eq(setupInvitations.tokenHash, hashLinkToken(input.token)))
      .for('update');
    const problem = linkProblem(row, now);
    if (problem || !row) {
      const message = M.linkReasons[problem ?? 'NOT_FOUND'];
      throw new AppError('BAD_REQUEST', message, { token: message });
    }
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email));
    if (member) throw new AppError('CONFLICT', M.emailInUse, { email: M.emailInUse });
    const { location, homeCountry } = input;
    const [user] = await tx
      .insert(users)
      .values({
        email: row.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: row.role,
        weeklyCommittedHours: row.weeklyCommittedHours,
        passwordHash,
        passwordChangedAt: now,
        phoneNumber: input.phoneNumber,
        jobTitle: input.jobTitle,
        collaborationPreference: input.collaborationPreference,
        timeZone: input.timeZone,
        showEmail: input.privacySettings.email,
        showPhoneNumber: input.privacySettings.phoneNumber,
        profilePic: input.profilePicture,
        locationUserProvided: location.userProvided,
        locationCity: location.city,
        locationCountry: location.country,
        locationLat: location.coords.lat,
        locationLng: location.coords.lng,
        homeCountry,
        startDate: pacificDate(now),
        createdAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await tx.update(setupInvitations).set({ completedAt: now, userId: user.id }).where(eq(setupInvitations.id, row.id));
    return createSession(ctx, tx, user.id, meta);
  });
  return { token, message: M.accountCreated };
}

/** Get Time Zone: for the holder of an open setup link or of a live session only. */
export async function lookupPlace(ctx: AppContext, location: string, token: string): Promise<PlaceLookupAnswer> {
  const invitation = TOKEN_SHAPE.test(token) ? await invitationOf(ctx, token) : undefined;
  const allowed = invitation ? linkProblem(invitation, ctx.clock.now()) === null : !!(await userFromToken(ctx, token));
  if (!allowed) throw new AppError('FORBIDDEN', M.lookupRefused);
  const found = await findPlace(location);
  if (!found) throw new AppError('NOT_FOUND', M.placeNotFound, { location: M.locationInvalid });
  return found;
}

/** How many countries the active members live in. */
export async function countryCount(ctx: AppContext): Promise<{ CountryCount: number }> {
  const [row] = await ctx.db
    .select({ n: countDistinct(users.locationCountry) })
    .from(users)
    .where(and(eq(users.isActive, true), ne(users.locationCountry, '')));
  return { CountryCount: Number(row?.n ?? 0) };
}
