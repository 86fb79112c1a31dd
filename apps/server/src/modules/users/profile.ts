import {
  hasPermission,
  mayChangeField as mayChangeProfileField,
  missedHoursAfterRoleChange,
  USER_MESSAGES,
  type ProfileAnswer,
  type PrivacySettings,
  type ProfileField,
  type PropertyRequest,
  shownPrivateFields,
  updateProfileInput,
  type UserProfile,
} from '@goodhours/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { roles, teamMembers, teams, users, type UserRow } from '../../db/schema/index.js';
import { AppError, parseInput } from '../../errors.js';
import type { AuthUser } from '../../auth/sessions.js';
import { assertMayChange, loadUser } from './guard.js';
import { listItem } from './list.js';
import { assertMayViewProfile } from './view-rights.js';

type ProfileUpdate = z.output<typeof updateProfileInput>;

export function mayChangeField(actor: AuthUser, target: UserRow, field: ProfileField): boolean {
  return mayChangeProfileField(actor, target, field);
}

/** The person's privacySettings (document 3 §3), kept as two columns. */
const privacySettingsOf = (user: UserRow): PrivacySettings => ({ email: user.showEmail, phoneNumber: user.showPhoneNumber });

/**
 * A profile update as columns: privacySettings goes to its two flags, and a change of role sets the
 * missed hours that role keeps (leaving the Core Team clears them: document 4 §6 counts them for
 * the Core Team only), in the same statement as the role.
 */
function columnsOf(user: UserRow, { privacySettings, ...fields }: ProfileUpdate): Partial<typeof users.$inferInsert> {
  const missedHours = fields.role === undefined ? user.missedHours : missedHoursAfterRoleChange(user.role, fields.role, user.missedHours);
  // Written only when the role changes them, so a save never puts back a value read before a close.
  const missed = missedHours === user.missedHours ? {} : { missedHours };
  if (!privacySettings) return { ...fields, ...missed };
  return { ...fields, ...missed, showEmail: privacySettings.email, showPhoneNumber: privacySettings.phoneNumber };
}

async function teamsOf(ctx: AppContext, userId: string): Promise<UserProfile['teams']> {
  return ctx.db
    .select({ id: teams.id, teamName: teams.teamName })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.teamName));
}

/**
 * `GET /api/userprofile/{id}` (decision 023): the whole profile for the person, Owners,
 * Administrators and holders of getUserProfiles; the public view for a teammate or a holder of
 * seeUsersInDashboard, built from the public fields only (the answer's schema names no others),
 * with the e-mail and phone number where the person's privacySettings show them; 403 'Sorry, you
 * do not have permission to view this profile.' for anyone else.
 */
export async function viewProfile(ctx: AppContext, actor: AuthUser, userId: string): Promise<ProfileAnswer> {
  const view = await assertMayViewProfile(ctx.db, actor, userId);
  if (view === 'full') return getProfile(ctx, actor, userId);
  const user = await loadUser(ctx.db, userId);
  const shown = shownPrivateFields(privacySettingsOf(user));
  return {
    view: 'public',
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isActive: user.isActive,
    teamCode: user.teamCode,
    jobTitle: user.jobTitle,
    timeZone: user.timeZone,
    weeklyCommittedHours: user.weeklyCommittedHours,
    startDate: user.startDate,
    profilePic: user.profilePic,
    personalLinks: user.personalLinks,
    teams: await teamsOf(ctx, userId),
    ...(shown.includes('email') ? { email: user.email } : {}),
    ...(shown.includes('phoneNumber') ? { phoneNumber: user.phoneNumber } : {}),
  };
}

/** The whole profile: answered by GET to those who may see it all, and after every change. */
export async function getProfile(ctx: AppContext, actor: AuthUser, userId: string): Promise<UserProfile> {
  const user = await loadUser(ctx.db, userId);
  const memberOf = await teamsOf(ctx, userId);
  const seesAdminLinks = actor.id === userId || hasPermission(actor, 'manageAdminLinks');
  return {
    ...listItem(user),
    jobTitle: user.jobTitle,
    phoneNumber: user.phoneNumber,
    timeZone: user.timeZone,
    profilePic: user.profilePic,
    personalLinks: user.personalLinks,
    ...(seesAdminLinks ? { adminLinks: user.adminLinks } : {}),
    mediaUrl: user.mediaUrl,
    bioPosted: user.bioPosted,
    weeklySummaryOption: user.weeklySummaryOption,
    privacySettings: privacySettingsOf(user),
    teams: memberOf,
  };
}

/**
 * `PUT userprofile/{id}`: applies only fields the caller may change; any other field sent
 * refuses the whole save (nothing is half-saved) and names what was refused.
 */
export async function updateProfile(ctx: AppContext, actor: AuthUser, userId: string, input: ProfileUpdate): Promise<UserProfile> {
  await ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, userId);
    if (
      actor.id !== userId &&
      !hasPermission(actor, 'putUserProfile') &&
      !Object.keys(input).every((f) => mayChangeField(actor, user, f as ProfileField))
    ) {
      throw new AppError('FORBIDDEN', USER_MESSAGES.noPermissionToEdit);
    }
    assertMayChange(actor, user);
    const refused = (Object.keys(input) as ProfileField[]).filter((f) => !mayChangeField(actor, user, f));
    if (refused.length) throw new AppError('FORBIDDEN', USER_MESSAGES.fieldsNotAllowed(refused));
    if (input.role !== undefined && input.role !== user.role) {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleName, input.role));
      if (!role) throw new AppError('VALIDATION', USER_MESSAGES.roleUnknown, { role: USER_MESSAGES.roleUnknown });
      if ((input.role === 'Owner' || user.role === 'Owner') && !hasPermission(actor, 'addDeleteEditOwners')) {
        throw new AppError('FORBIDDEN', USER_MESSAGES.fieldsNotAllowed(['role']));
      }
    }
    if (input.email !== undefined && input.email !== user.email) {
      const [clash] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, userId)));
      if (clash) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
    }
    if (Object.keys(input).length) {
      await tx
        .update(users)
        .set({ ...columnsOf(user, input), updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    }
  });
  return getProfile(ctx, actor, userId);
}

/**
 * `PATCH userprofile/{id}/property`: one field, read as a profile save of that field alone (the
 * value is checked by that field's rule, and the same permissions apply).
 */
export async function updateProfileProperty(
  ctx: AppContext,
  actor: AuthUser,
  userId: string,
  { key, value }: PropertyRequest,
): Promise<UserProfile> {
  return updateProfile(ctx, actor, userId, parseInput(updateProfileInput, { [key]: value }));
}

/** Sets or removes a profile picture: the person themself, or a holder of putUserProfile. */
export async function setProfilePicture(ctx: AppContext, actor: AuthUser, userId: string, profilePic: string | null): Promise<UserProfile> {
  if (actor.id !== userId && !hasPermission(actor, 'putUserProfile')) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.noPermissionToEdit);
  }
  await ctx.db.transaction(async (tx) => {
    assertMayChange(actor, await loadUser(tx, userId));
    await tx
      .update(users)
      .set({ profilePic, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
  return getProfile(ctx, actor, userId);
}
