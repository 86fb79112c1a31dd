import { hasPermission, type PermissionSubject } from '../permissions/has-permission.js';

/** The permission that lets someone create, change and delete other people's time off. */
export const MANAGE_TIME_OFF = 'manageTimeOffRequests';

/** Roles that read everyone's time off even without the permission. */
const TIME_OFF_READER_ROLES: readonly string[] = ['Owner', 'Administrator'];

export interface TimeOffActor extends PermissionSubject {
  readonly role: string;
}

/** Changing someone else's request, or one's own after it started, needs the permission. */
export function managesTimeOff(actor: PermissionSubject): boolean {
  return hasPermission(actor, MANAGE_TIME_OFF);
}

/** Who reads every person's requests; everyone else reads only their own. */
export function readsEveryonesTimeOff(actor: TimeOffActor): boolean {
  return managesTimeOff(actor) || TIME_OFF_READER_ROLES.includes(actor.role);
}
