import { z } from '../zod.js';
import { calendarDate } from '../contracts/common.js';
import { isStrongPassword } from '../schemas/auth.js';
import { privacySettingsSchema } from './answers.js';
import { linksAreValid } from './links.js';
import { isValidProfileTeamCode } from './team-code.js';
import { USER_MESSAGES } from './messages.js';
import { WEEKLY_SUMMARY_OPTIONS } from './summary-option.js';
import { once } from '../contracts/once.js';

const ymd = calendarDate(USER_MESSAGES.invalidDate);
/** The longest first or last name kept. */
export const NAME_MAX = 100;
/** The longest job title and phone number kept. */
export const USER_JOB_TITLE_MAX = 100;
export const USER_PHONE_MAX = 30;
const name = (required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(NAME_MAX, tooLong);
const link = z.object({ Name: z.string().max(100), Link: z.string().max(2000) });
const links = z.array(link).max(30).refine(linksAreValid, USER_MESSAGES.invalidLinks);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = z.string().refine(isTimeZone, USER_MESSAGES.invalidTimeZone);
export const teamCodeField = z.string().trim().refine(isValidProfileTeamCode, USER_MESSAGES.invalidTeamCode);

/** A phone number as people write one: an optional +, then digits with spaces and ( ) - . between them. */
export const isPhoneNumber = (value: string): boolean => /^\+?[\d\s().-]+$/.test(value) && /\d/.test(value);

/** A phone number, or none (''). */
const phoneField = z
  .string()
  .trim()
  .max(USER_PHONE_MAX, USER_MESSAGES.phoneInvalid)
  .refine((v) => v === '' || isPhoneNumber(v), USER_MESSAGES.phoneInvalid);

export const createUserInput = z.object({
  firstName: name(USER_MESSAGES.firstNameRequired, USER_MESSAGES.firstNameTooLong),
  lastName: name(USER_MESSAGES.lastNameRequired, USER_MESSAGES.lastNameTooLong),
  email: z
    .string({ error: USER_MESSAGES.emailInvalid })
    .trim()
    .pipe(z.email({ error: USER_MESSAGES.emailInvalid }))
    .transform((v) => v.toLowerCase()),
  role: z.string().trim().min(1, USER_MESSAGES.roleRequired),
  password: z.string().refine(isStrongPassword, USER_MESSAGES.passwordRule),
  teamCode: teamCodeField.default(''),
  jobTitle: z.string().trim().max(USER_JOB_TITLE_MAX).default(''),
  phoneNumber: phoneField.default(''),
  weeklyCommittedHours: z.number().int().min(0, USER_MESSAGES.hoursRange).max(168, USER_MESSAGES.hoursRange).default(10),
  timeZone: timeZoneField.default('America/Los_Angeles'),
  startDate: ymd.optional(),
});
export type CreateUserInput = z.input<typeof createUserInput>;

export const userListQuery = once(() =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    search: z.string().trim().max(100).default(''),
    role: z.string().trim().max(50).optional(),
    status: z.enum(['active', 'inactive', 'all']).default('all'),
    team: z.uuid().optional(),
    sort: z.enum(['firstName', 'lastName', 'email', 'role', 'startDate', 'createdAt']).default('firstName'),
    dir: z.enum(['asc', 'desc']).default('asc'),
  }),
);
export type UserListQuery = z.input<ReturnType<typeof userListQuery>>;
/** The list query with its defaults filled in, as the server reads it. */
export type UserListRequest = z.output<ReturnType<typeof userListQuery>>;

/** `PATCH userprofile/{id}`: activate, deactivate, pause, or set / remove a final day. */
export const userStatusInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('activate') }),
  z.object({ action: z.literal('deactivate') }),
  z.object({ action: z.literal('pause'), reactivationDate: ymd }),
  z.object({ action: z.literal('setFinalDay'), endDate: ymd }),
  z.object({ action: z.literal('removeFinalDay') }),
]);
export type UserStatusInput = z.input<typeof userStatusInput>;

export const deleteUserInput = once(() => z.object({ option: z.enum(['delete', 'archive', 'inactive']) }));
export const rehireableInput = once(() => z.object({ isRehireable: z.boolean() }));
export const visibilityInput = once(() => z.object({ isVisible: z.boolean() }));
/** `PATCH userprofile/{id}/protected`: an Owner holding addDeleteEditOwners sets or clears the flag. */
export const protectionInput = once(() => z.object({ isProtected: z.boolean() }));

/** Every field of `PUT userprofile/{id}`; which ones a caller may send is decided by the server. */
export const updateProfileInput = z
  .object({
    firstName: name(USER_MESSAGES.firstNameRequired, USER_MESSAGES.firstNameTooLong),
    lastName: name(USER_MESSAGES.lastNameRequired, USER_MESSAGES.lastNameTooLong),
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: USER_MESSAGES.emailInvalid }))
      .transform((v) => v.toLowerCase()),
    role: z.string().trim().min(1, USER_MESSAGES.roleRequired),
    teamCode: teamCodeField,
    jobTitle: z.string().trim().max(USER_JOB_TITLE_MAX),
    phoneNumber: phoneField,
    weeklyCommittedHours: z.number().int().min(0, USER_MESSAGES.hoursRange).max(168, USER_MESSAGES.hoursRange),
    timeZone: timeZoneField,
    startDate: ymd,
    endDate: ymd.nullable(),
    personalLinks: links,
    adminLinks: links,
    mediaUrl: z.string().trim().max(2000),
    bioPosted: z.enum(['posted', 'default', 'requested']),
    weeklySummaryOption: z.enum(WEEKLY_SUMMARY_OPTIONS, { error: USER_MESSAGES.summaryOptionUnknown }),
    /** Both flags together: true shows the e-mail / phone number to teammates (decision 023). */
    privacySettings: privacySettingsSchema.strict(),
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
export type ProfileField = keyof z.output<typeof updateProfileInput>;

export const propertyInput = once(() =>
  z.object({
    key: z.enum(['teamCode', 'bioPosted', 'jobTitle', 'weeklyCommittedHours', 'mediaUrl']),
    value: z.union([z.string(), z.number().min(0, USER_MESSAGES.hoursRange).max(168, USER_MESSAGES.hoursRange)]),
  }),
);
export type PropertyRequest = z.output<ReturnType<typeof propertyInput>>;
