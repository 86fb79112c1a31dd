import { formatDay, type PrivacySettings, type UserProfile } from '@goodhours/domain';
import { utcOffset } from '../time-zone-select';

export const FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  role: 'Role',
  teamCode: 'Team Code',
  timeZone: 'Time Zone',
  weeklyCommittedHours: 'Weekly Committed Hours',
  startDate: 'Start Date',
  endDate: 'End Date',
  jobTitle: 'Job Title',
  phoneNumber: 'Phone Number',
  bioPosted: 'Bio Status',
  weeklySummaryOption: 'Weekly Summary Option',
  personalLinks: 'Personal Links',
  adminLinks: 'Admin Links',
} as const;

/** The privacySettings switches (decision 023): worded for the person, or for whoever edits them. */
export function privacyLabel(field: keyof PrivacySettings, own: boolean): string {
  const what = field === 'email' ? 'e-mail' : 'phone number';
  return own ? `Show my ${what} to my teammates` : `Show their ${what} to their teammates`;
}

/** Bio status (document 1 §4): posted, default, requested. */
export const BIO_OPTIONS: { value: UserProfile['bioPosted']; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'requested', label: 'Requested' },
  { value: 'posted', label: 'Posted' },
];

export function bioLabel(status: UserProfile['bioPosted']): string {
  return BIO_OPTIONS.find((o) => o.value === status)?.label ?? status;
}

/** A value for display: an em dash when there is none. */
export const shown = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** A calendar day in the app's day format (Nov-21-26), or '—'. */
export const shownDay = (date: string | null | undefined): string => (date ? formatDay(date) : '—');

/** 'Europe/Rome (UTC+01:00)'; just the name for a zone the browser does not know. */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  try {
    return `${zone} (${utcOffset(zone, at)})`;
  } catch {
    return zone;
  }
}
