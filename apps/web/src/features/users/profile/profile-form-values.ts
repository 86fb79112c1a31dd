import {
  updateProfileInput,
  USER_MESSAGES,
  type PrivacySettings,
  type ProfileField,
  type ProfileLink,
  type UpdateProfileInput,
  type UserProfile,
  type WeeklySummaryOption,
} from '@goodhours/domain';
import { mediaFolderLink } from './links-rules';

/** What the profile edit form holds: strings for text inputs, the link lists as rows. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  teamCode: string;
  jobTitle: string;
  phoneNumber: string;
  weeklyCommittedHours: number | string;
  timeZone: string;
  startDate: string;
  endDate: string;
  personalLinks: ProfileLink[];
  adminLinks: ProfileLink[];
  bioPosted: UserProfile['bioPosted'];
  weeklySummaryOption: string;
  privacySettings: PrivacySettings;
}

export function toFormValues(profile: UserProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    role: profile.role,
    teamCode: profile.teamCode,
    jobTitle: profile.jobTitle,
    phoneNumber: profile.phoneNumber,
    weeklyCommittedHours: profile.weeklyCommittedHours,
    timeZone: profile.timeZone,
    startDate: profile.startDate ?? '',
    endDate: profile.endDate ?? '',
    personalLinks: profile.personalLinks,
    adminLinks: profile.adminLinks ?? [],
    bioPosted: profile.bioPosted,
    weeklySummaryOption: profile.weeklySummaryOption,
    privacySettings: { ...profile.privacySettings },
  };
}

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'role', 'teamCode', 'jobTitle', 'phoneNumber', 'timeZone', 'startDate'] as const;

const trimLinks = (links: readonly ProfileLink[]): ProfileLink[] => links.map((l) => ({ Name: l.Name.trim(), Link: l.Link.trim() }));
const sameLinks = (a: readonly ProfileLink[], b: readonly ProfileLink[]) => JSON.stringify(trimLinks(a)) === JSON.stringify(trimLinks(b));

/**
 * The changes to send: only fields that differ from the saved profile and that the caller may
 * change. A changed Media Folder admin link also updates the stored mediaUrl.
 */
export function changedFields(profile: UserProfile, values: ProfileFormValues, editable: ReadonlySet<ProfileField>): UpdateProfileInput {
  const saved = toFormValues(profile);
  const changes: UpdateProfileInput = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (editable.has(field) && value !== saved[field].trim()) changes[field] = value;
  }
  const hours = values.weeklyCommittedHours === '' ? Number.NaN : Number(values.weeklyCommittedHours);
  if (editable.has('weeklyCommittedHours') && hours !== profile.weeklyCommittedHours) changes.weeklyCommittedHours = hours;
  const endDate = values.endDate.trim() || null;
  if (editable.has('endDate') && endDate !== profile.endDate) changes.endDate = endDate;
  if (editable.has('bioPosted') && values.bioPosted !== profile.bioPosted) changes.bioPosted = values.bioPosted;
  if (editable.has('weeklySummaryOption') && values.weeklySummaryOption !== profile.weeklySummaryOption) {
    changes.weeklySummaryOption = values.weeklySummaryOption as WeeklySummaryOption;
  }
  const privacy = values.privacySettings;
  if (
    editable.has('privacySettings') &&
    (privacy.email !== profile.privacySettings.email || privacy.phoneNumber !== profile.privacySettings.phoneNumber)
  ) {
    changes.privacySettings = { email: privacy.email, phoneNumber: privacy.phoneNumber };
  }
  if (editable.has('personalLinks') && !sameLinks(values.personalLinks, saved.personalLinks)) {
    changes.personalLinks = trimLinks(values.personalLinks);
  }
  if (editable.has('adminLinks') && !sameLinks(values.adminLinks, saved.adminLinks)) {
    changes.adminLinks = trimLinks(values.adminLinks);
    const media = mediaFolderLink(changes.adminLinks);
    if (editable.has('mediaUrl') && media && media.Link !== profile.mediaUrl) changes.mediaUrl = media.Link;
  }
  return changes;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** Checks the changes with the same schema the server uses; errors are keyed by form field. */
export function validateChanges(changes: UpdateProfileInput): ProfileFormErrors {
  const result = updateProfileInput.safeParse(changes);
  if (result.success) return {};
  const errors: ProfileFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field === 'mediaUrl' || !(field in changes)) continue;
    const key = field as keyof ProfileFormValues;
    errors[key] ??= field === 'weeklyCommittedHours' ? USER_MESSAGES.hoursRange : issue.message;
  }
  return errors;
}
