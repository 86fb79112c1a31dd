import type { BuiltInRole } from '../roles.js';

/**
 * Who reads an info page (document 1 §3, §6): '0' everyone, '1' Administrators and Owners only,
 * '2' everyone but Volunteers. Only an Owner writes info pages ("Info pages: only Owner edits").
 */
export const INFO_VISIBILITIES = ['0', '1', '2'] as const;

export type InfoVisibility = (typeof INFO_VISIBILITIES)[number];

/** A new page is open to everyone unless the Owner says otherwise (document 1 §9). */
export const DEFAULT_INFO_VISIBILITY: InfoVisibility = '0';

export const INFO_VISIBILITY_LABELS: Record<InfoVisibility, string> = {
  '0': 'Everyone',
  '1': 'Administrators and Owners only',
  '2': 'Everyone but Volunteers',
};

/** The rich-text editor of an info page is 180 to 500 pixels tall (document 1 §9). */
export const INFO_EDITOR_MIN_HEIGHT = 180;
export const INFO_EDITOR_MAX_HEIGHT = 500;

export function isInfoVisibility(value: string): value is InfoVisibility {
  return (INFO_VISIBILITIES as readonly string[]).includes(value);
}

/** True when a holder of `role` may read a page of this visibility. */
export function canReadInfo(role: string, visibility: InfoVisibility): boolean {
  switch (visibility) {
    case '0':
      return true;
    case '1':
      return role === 'Administrator' || role === 'Owner';
    case '2':
      return role !== 'Volunteer';
  }
}

/** The visibilities a holder of `role` may read, for filtering a list in one query. */
export function readableInfoVisibilities(role: string): InfoVisibility[] {
  return INFO_VISIBILITIES.filter((v) => canReadInfo(role, v));
}

/** Only an Owner creates, edits and deletes info pages (the spec names the role). */
export const INFO_EDITOR_ROLES = ['Owner'] as const satisfies readonly BuiltInRole[];

export function canEditInfo(role: string): boolean {
  return (INFO_EDITOR_ROLES as readonly string[]).includes(role);
}
