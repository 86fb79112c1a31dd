import type { PermissionKey } from '../permissions/catalogue.js';
import type { BuiltInRole } from '../roles.js';
import type { PermissionSubject } from '../permissions/has-permission.js';
import { hasAnyPermission, hasPermission } from '../permissions/has-permission.js';
import type { ProfileField } from './schemas.js';

/**
 * Who may change which profile field (decision 007). The server refuses a save holding any
 * field the caller may not change; the web app asks the same table which inputs to enable.
 */
export const SELF_EDITABLE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'jobTitle',
  'phoneNumber',
  'timeZone',
  'personalLinks',
  'privacySettings',
];

export const PROFILE_FIELD_PERMISSIONS: Readonly<Record<ProfileField, readonly PermissionKey[]>> = {
  firstName: ['putUserProfile'],
  lastName: ['putUserProfile'],
  jobTitle: ['putUserProfile'],
  phoneNumber: ['putUserProfile'],
  timeZone: ['putUserProfile'],
  personalLinks: ['putUserProfile'],
  role: ['putUserProfileImportantInfo'],
  email: ['putUserProfileImportantInfo'],
  weeklyCommittedHours: ['putUserProfileImportantInfo'],
  startDate: ['putUserProfileImportantInfo'],
  endDate: ['putUserProfileImportantInfo'],
  teamCode: ['putUserProfileImportantInfo', 'editTeamCode'],
  bioPosted: ['putUserProfileImportantInfo', 'requestBio'],
  adminLinks: ['manageAdminLinks'],
  mediaUrl: ['manageAdminLinks'],
  weeklySummaryOption: ['updateSummaryRequirements'],
  // No permission gives it: see PROFILE_FIELD_ROLES.
  privacySettings: [],
};

/**
 * Fields that, besides the person themself, only these roles change (decision 023): whether
 * teammates see a person's e-mail and phone is their own choice, or an Owner's or Administrator's.
 */
export const PROFILE_FIELD_ROLES: Readonly<Partial<Record<ProfileField, readonly BuiltInRole[]>>> = {
  privacySettings: ['Owner', 'Administrator'],
};

export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_PERMISSIONS) as ProfileField[];

export interface ProfileCaller extends PermissionSubject {
  id: string;
  role: string;
}

export interface ProfileTarget {
  id: string;
  role: string;
  isProtected: boolean;
}

/**
 * Owner accounts need addDeleteEditOwners; a protected account can be changed only by itself or
 * by an Owner holding addDeleteEditOwners (document 4 §2).
 */
export function mayChangeAccount(caller: ProfileCaller, target: ProfileTarget): boolean {
  if (caller.id === target.id) return true;
  const ownerPower = hasPermission(caller, 'addDeleteEditOwners');
  if (target.role === 'Owner' && !ownerPower) return false;
  if (target.isProtected && !(caller.role === 'Owner' && ownerPower)) return false;
  return true;
}

/**
 * Who may protect an account or lift its protection: an Owner holding addDeleteEditOwners, the
 * one caller a protected account does not keep out (document 4 §2).
 */
export function mayProtectAccounts(caller: PermissionSubject & { readonly role: string }): boolean {
  return caller.role === 'Owner' && hasPermission(caller, 'addDeleteEditOwners');
}

export function mayChangeField(caller: ProfileCaller, target: ProfileTarget, field: ProfileField): boolean {
  if (caller.id === target.id && SELF_EDITABLE_FIELDS.includes(field)) return true;
  if ((PROFILE_FIELD_ROLES[field] as readonly string[] | undefined)?.includes(caller.role)) return true;
  return hasAnyPermission(caller, PROFILE_FIELD_PERMISSIONS[field]);
}

/** The fields of `target`'s profile that `caller` may change; empty when they may change none. */
export function editableProfileFields(caller: ProfileCaller, target: ProfileTarget): Set<ProfileField> {
  if (!mayChangeAccount(caller, target)) return new Set();
  const fields = new Set(PROFILE_FIELDS.filter((field) => mayChangeField(caller, target, field)));
  // Giving or taking the Owner role needs addDeleteEditOwners too.
  if (target.role === 'Owner' && !hasPermission(caller, 'addDeleteEditOwners')) fields.delete('role');
  return fields;
}

/** Roles the caller may give: the Owner role needs addDeleteEditOwners. */
export function assignableRoles(caller: PermissionSubject, roleNames: readonly string[]): string[] {
  const ownerPower = hasPermission(caller, 'addDeleteEditOwners');
  return roleNames.filter((name) => name !== 'Owner' || ownerPower);
}
