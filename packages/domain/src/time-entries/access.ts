import type { PermissionKey } from '../permissions/catalogue.js';
import { hasAnyPermission, hasPermission, type PermissionSubject } from '../permissions/has-permission.js';
import { pacificDate } from '../time/week.js';

/**
 * Who may do what with a time entry (document 2 §6, document 4 §4). The server enforces these
 * and the web app asks the same functions to decide which controls to show.
 *
 * - Own entry, on the Pacific day it was created: the person may change its time, notes and
 *   project/task, and delete it with deleteTimeEntryOwn.
 * - Otherwise each field needs its permission: time → editTimeEntryTime, notes and project/task
 *   → editTimeEntryDescription, date → editTimeEntryDate (also for one's own entries).
 * - Tangibility: own entries need toggleTangibleTime (on the creation day; later,
 *   editTimeEntryToggleTangible); others' entries need editTimeEntryToggleTangible.
 * - Delete: own entries with deleteTimeEntryOwn on the creation day; any entry with
 *   deleteTimeEntryOthers.
 * - Another person's entries of an Owner need addDeleteEditOwners; of a protected account, an
 *   Owner holding it (document 4 §2).
 */

export interface EntryActor extends PermissionSubject {
  readonly id: string;
  readonly role: string;
}

/** The part of an entry the rules read. */
export interface EntryRef {
  readonly personId: string;
  readonly createdAt: string | Date;
}

/** The person whose entry it is, when known (the protected-account rule). */
export interface EntryOwner {
  readonly role: string;
  readonly isProtected: boolean;
}

export const TIME_ENTRY_EDIT_PERMISSIONS = ['editTimeEntryTime', 'editTimeEntryDescription', 'editTimeEntryDate'] as const;

/** Fields of an entry that can change, as the messages name them. */
export type EntryField = 'date' | 'time' | 'project/task' | 'notes' | 'tangibility';

function createdDay(entry: EntryRef): string {
  return pacificDate(typeof entry.createdAt === 'string' ? new Date(entry.createdAt) : entry.createdAt);
}

export function isOwnEntry(actor: EntryActor, entry: EntryRef): boolean {
  return actor.id === entry.personId;
}

/** Own entry, still on the Pacific day it was created. */
export function isSameDayOwnEntry(actor: EntryActor, entry: EntryRef, now: Date): boolean {
  return isOwnEntry(actor, entry) && createdDay(entry) === pacificDate(now);
}

/** Whether the caller may touch another person's entries at all (Owner and protected accounts). */
export function mayActOnEntriesOf(actor: EntryActor, personId: string, owner?: EntryOwner): boolean {
  if (actor.id === personId || !owner) return true;
  const ownerPower = hasPermission(actor, 'addDeleteEditOwners');
  if (owner.isProtected) return ownerPower && actor.role === 'Owner';
  if (owner.role === 'Owner') return ownerPower;
  return true;
}

/** Which fields the caller may change on this entry. */
export function editableFields(actor: EntryActor, entry: EntryRef, now: Date, owner?: EntryOwner): Record<EntryField, boolean> {
  const none = { date: false, time: false, 'project/task': false, notes: false, tangibility: false };
  if (!mayActOnEntriesOf(actor, entry.personId, owner)) return none;
  const sameDay = isSameDayOwnEntry(actor, entry, now);
  return {
    date: hasPermission(actor, 'editTimeEntryDate'),
    time: sameDay || hasPermission(actor, 'editTimeEntryTime'),
    'project/task': sameDay || hasPermission(actor, 'editTimeEntryDescription'),
    notes: sameDay || hasPermission(actor, 'editTimeEntryDescription'),
    tangibility: mayToggleTangible(actor, entry, now, owner),
  };
}

/** The edit icon: the caller may change at least the time, notes or date of the entry. */
export function mayEditEntry(actor: EntryActor, entry: EntryRef, now: Date, owner?: EntryOwner): boolean {
  if (!mayActOnEntriesOf(actor, entry.personId, owner)) return false;
  return isSameDayOwnEntry(actor, entry, now) || hasAnyPermission(actor, TIME_ENTRY_EDIT_PERMISSIONS);
}

export function mayDeleteEntry(actor: EntryActor, entry: EntryRef, now: Date, owner?: EntryOwner): boolean {
  if (!mayActOnEntriesOf(actor, entry.personId, owner)) return false;
  if (hasPermission(actor, 'deleteTimeEntryOthers')) return true;
  return isSameDayOwnEntry(actor, entry, now) && hasPermission(actor, 'deleteTimeEntryOwn');
}

export function mayToggleTangible(actor: EntryActor, entry: EntryRef, now: Date, owner?: EntryOwner): boolean {
  if (!mayActOnEntriesOf(actor, entry.personId, owner)) return false;
  if (hasPermission(actor, 'editTimeEntryToggleTangible')) return true;
  return isSameDayOwnEntry(actor, entry, now) && hasPermission(actor, 'toggleTangibleTime');
}

/** Posting an entry for someone else needs postTimeEntry (document 4 §4). */
export function mayPostEntryFor(actor: EntryActor, personId: string, owner?: EntryOwner): boolean {
  if (actor.id === personId) return true;
  return hasPermission(actor, 'postTimeEntry') && mayActOnEntriesOf(actor, personId, owner);
}

/**
 * The dates a new entry may carry. Never after today (Pacific). One's own entry is dated today,
 * unless the caller holds editTimeEntryDate; someone logging for another person with
 * postTimeEntry may choose any earlier date. `min` undefined means no lower limit.
 */
export function allowedEntryDates(actor: EntryActor, personId: string, now: Date): { min?: string; max: string } {
  const today = pacificDate(now);
  const anyPast = hasPermission(actor, 'editTimeEntryDate') || (actor.id !== personId && hasPermission(actor, 'postTimeEntry'));
  return anyPast ? { max: today } : { min: today, max: today };
}

/**
 * Who reads everyone's time entries (besides Owners and Administrators). Whose entries anyone
 * else may read is `mayViewTimeLog` (users/view-rights, decision 023): their own, and their
 * visible teammates' for a team leader.
 */
export const TIME_ENTRY_READERS = ['getUserProfiles', 'seeUsersInDashboard', 'getReports'] as const satisfies readonly PermissionKey[];

/**
 * A same-day self edit of the time by someone without editTimeEntryTime is recorded in the
 * edit history; from the 5th within 365 days each one adds a blue square (document 4 §4).
 */
export function isTrackedTimeEdit(actor: EntryActor, entry: EntryRef, now: Date): boolean {
  return isSameDayOwnEntry(actor, entry, now) && !hasPermission(actor, 'editTimeEntryTime');
}
