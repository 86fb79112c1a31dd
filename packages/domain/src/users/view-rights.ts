import { mayViewOthersDashboard } from '../header/index.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import { hasAnyPermission, type PermissionSubject } from '../permissions/has-permission.js';
import { LEADER_ROLES } from '../roles.js';
import { TIME_ENTRY_READERS } from '../time-entries/index.js';
import type { PrivacySettings } from './answers.js';

/**
 * Who may view whose profile and time log (decision 023). The server decides every read with
 * these functions; the web app asks the same ones which names, badges and bars to draw as links.
 *
 * - Profile, in full: the person themself, an Owner or Administrator, a holder of getUserProfiles.
 * - Profile, public fields only (e-mail and phone number only where the person shows them): a
 *   holder of seeUsersInDashboard (who sees every active person on the dashboard) and a teammate.
 * - Time log: the person themself, an Owner or Administrator, a holder of getUserProfiles,
 *   seeUsersInDashboard or getReports, and a leader (Manager, Mentor, Assistant Manager) of a team
 *   the person is a visible member of.
 *
 * "Teammate" is the team relationship the server knows for the leaderboard and Team Member Tasks
 * (document 4 §10): the subject is a visible member of a team the viewer belongs to.
 */

export interface Viewer extends PermissionSubject {
  readonly id: string;
  readonly role: string;
}

/** The person looked at, and whether they are the viewer's visible teammate (document 4 §10). */
export interface ViewSubject {
  readonly id: string;
  readonly isTeammate: boolean;
}

/** Whom a viewer may look at: everyone, their visible teammates (and themself), or only themself. */
export type ViewScope = 'everyone' | 'teammates' | 'self';

/** What a profile answer holds for a viewer: everything, the public fields, or nothing (403). */
export type ProfileView = 'full' | 'public' | 'none';

/** Read every profile in full (besides Owners and Administrators). */
export const PROFILE_READERS = ['getUserProfiles'] as const satisfies readonly PermissionKey[];
/** See everyone's public profile: those who see every active person on the dashboard. */
export const PUBLIC_PROFILE_READERS = ['seeUsersInDashboard'] as const satisfies readonly PermissionKey[];

/** The fields a person may keep from teammates (document 3 §3 privacySettings: email, phoneNumber). */
export const PRIVATE_PROFILE_FIELDS = ['email', 'phoneNumber'] as const satisfies readonly (keyof PrivacySettings)[];
export type PrivateProfileField = (typeof PRIVATE_PROFILE_FIELDS)[number];

/** The private fields a public view holds: those the person's privacySettings show. */
export function shownPrivateFields(settings: PrivacySettings): PrivateProfileField[] {
  return PRIVATE_PROFILE_FIELDS.filter((field) => settings[field]);
}

const readsAllProfiles = (viewer: Viewer) => mayViewOthersDashboard(viewer.role) || hasAnyPermission(viewer, PROFILE_READERS);

export function profileViewScope(viewer: Viewer): ViewScope {
  return readsAllProfiles(viewer) || hasAnyPermission(viewer, PUBLIC_PROFILE_READERS) ? 'everyone' : 'teammates';
}

export function timeLogViewScope(viewer: Viewer): ViewScope {
  if (mayViewOthersDashboard(viewer.role) || hasAnyPermission(viewer, TIME_ENTRY_READERS)) return 'everyone';
  return (LEADER_ROLES as readonly string[]).includes(viewer.role) ? 'teammates' : 'self';
}

/** Whether a scope reaches the subject. */
export function scopeIncludes(scope: ViewScope, viewer: Viewer, subject: ViewSubject): boolean {
  if (viewer.id === subject.id || scope === 'everyone') return true;
  return scope === 'teammates' && subject.isTeammate;
}

export function profileView(viewer: Viewer, subject: ViewSubject): ProfileView {
  if (viewer.id === subject.id || readsAllProfiles(viewer)) return 'full';
  return scopeIncludes(profileViewScope(viewer), viewer, subject) ? 'public' : 'none';
}

export function mayViewProfile(viewer: Viewer, subject: ViewSubject): boolean {
  return profileView(viewer, subject) !== 'none';
}

export function mayViewTimeLog(viewer: Viewer, subject: ViewSubject): boolean {
  return scopeIncludes(timeLogViewScope(viewer), viewer, subject);
}
