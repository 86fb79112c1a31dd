import { z } from '../zod.js';
import { timestamp } from '../contracts/common.js';
import { withDetectedType } from '../contracts/upload-content.js';
import { isPhoneNumber, PROFILE_PICTURE_MAX_BYTES, profilePictureProblem, timeZoneField } from '../users/index.js';
import { ONBOARDING_MESSAGES as M } from './messages.js';
import { hasSetupPasswordMix, isLettersAndSpaces, titleCase } from './text-rules.js';
import { once } from '../contracts/once.js';

/** How long a setup link works after it is sent (decision 038). */
export const SETUP_LINK_DAYS = 7;
/** The shortest phone number the setup form accepts (document 3 §9). */
export const SETUP_PHONE_MIN = 10;
/** The longest texts the setup form accepts: names and job title, phone, password, video-call preference, a typed place. */
export const SETUP_NAME_MAX = 100;
export const SETUP_PHONE_MAX = 30;
export const SETUP_PASSWORD_MAX = 200;
export const SETUP_PREFERENCE_MAX = 50;
export const PLACE_TEXT_MAX = 200;

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }))
    .transform((v) => v.toLowerCase());

/** A setup link's token, as it arrives from the address (`/ProfileInitialSetup/{token}`). */
export const setupTokenInput = z.object({
  token: z.string({ error: M.linkReasons.INVALID }).trim().min(1, M.linkReasons.INVALID).max(200, M.linkReasons.INVALID),
});

export const invitationInput = z.object({
  email: email(M.invitationEmailInvalid),
  role: z.string().trim().min(1).max(100).default('Volunteer'),
  weeklyCommittedHours: z.number().int().min(0).max(168).default(10),
});
export type InvitationInput = z.input<typeof invitationInput>;

export const INVITATION_STATES = ['pending', 'expired', 'completed', 'cancelled'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationSchema = once(() =>
  z.object({
    id: z.uuid(),
    email: z.string(),
    role: z.string(),
    weeklyCommittedHours: z.number(),
    state: z.enum(INVITATION_STATES),
    sentAt: timestamp(),
    expiresAt: timestamp(),
    invitedBy: z.string().describe('Who sent (or last resent) the link, by name.'),
    completedAt: timestamp().nullable(),
    userId: z.uuid().nullable().describe('The account the setup created.'),
  }),
);
export type Invitation = z.output<ReturnType<typeof invitationSchema>>;

export const invitationListSchema = once(() => z.object({ invitations: z.array(invitationSchema()) }));

/** What the setup page learns on arrival: the form's fixed values, or why the link does not work. */
export const setupTokenAnswer = once(() =>
  z.discriminatedUnion('valid', [
    z.object({ valid: z.literal(true), email: z.string(), weeklyCommittedHours: z.number(), expiresAt: timestamp() }),
    z.object({
      valid: z.literal(false),
      reason: z.enum(['SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED', 'NOT_FOUND', 'INVALID']),
      message: z.string(),
    }),
  ]),
);
export type SetupTokenAnswer = z.output<ReturnType<typeof setupTokenAnswer>>;

/** A place at city level (document 1 §3 Location): what was typed, and what it was found as. */
export const locationSchema = z.object({
  userProvided: z.string().trim().max(PLACE_TEXT_MAX),
  city: z.string().max(200),
  country: z.string().max(100),
  coords: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});
export type PlaceLocation = z.output<typeof locationSchema>;

const personName = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(SETUP_NAME_MAX, M.nameTooLong)
    .refine(isLettersAndSpaces, invalid)
    .transform(titleCase);

/** The invited person's own profile (document 3 §3 new user profile payload, §5 rules). */
export const setupProfileInput = z
  .object({
    token: setupTokenInput.shape.token,
    firstName: personName(M.firstNameRequired, M.firstNameInvalid),
    lastName: personName(M.lastNameRequired, M.lastNameInvalid),
    phoneNumber: z
      .string({ error: M.phoneRequired })
      .trim()
      .min(1, M.phoneRequired)
      .max(SETUP_PHONE_MAX, M.phoneInvalid)
      .refine((v) => v.length >= SETUP_PHONE_MIN && isPhoneNumber(v), M.phoneInvalid),
    password: z
      .string({ error: M.passwordRequired })
      .min(1, M.passwordRequired)
      .min(8, M.passwordTooShort)
      .max(SETUP_PASSWORD_MAX)
      .refine(hasSetupPasswordMix, M.passwordRule),
    confirmPassword: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired),
    jobTitle: z
      .string({ error: M.jobTitleRequired })
      .trim()
      .min(1, M.jobTitleRequired)
      .max(SETUP_NAME_MAX, M.jobTitleInvalid)
      .refine(isLettersAndSpaces, M.jobTitleInvalid)
      .transform(titleCase),
    collaborationPreference: z
      .string({ error: M.preferenceRequired })
      .trim()
      .min(1, M.preferenceRequired)
      .max(SETUP_PREFERENCE_MAX)
      .transform(titleCase),
    privacySettings: z.object({ email: z.boolean(), phoneNumber: z.boolean() }).default({ email: true, phoneNumber: true }),
    location: locationSchema.extend({
      userProvided: z.string({ error: M.locationRequired }).trim().min(1, M.locationRequired).max(PLACE_TEXT_MAX).transform(titleCase),
    }),
    timeZone: z.string({ error: M.timeZoneRequired }).min(1, M.timeZoneRequired).pipe(timeZoneField),
    homeCountry: locationSchema.nullable().default(null),
    profilePicture: z
      .string()
      .max(200_000)
      .superRefine((value, ctx) => {
        const problem = profilePictureProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      // Kept under the type its bytes show, whatever type the data URL declares.
      .transform((value) => withDetectedType(value, ['png', 'jpeg'], PROFILE_PICTURE_MAX_BYTES))
      .nullable()
      .default(null),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: M.confirmMismatch });
export type SetupProfileInput = z.input<typeof setupProfileInput>;

export const setupDoneAnswer = once(() =>
  z.object({
    token: z.string().describe('The new account’s session token: the person is signed in.'),
    message: z.string(),
  }),
);

/** A place lookup (Get Time Zone): the location text is in the path; the token proves a setup link or a session. */
export const placeLookupParams = once(() =>
  z.object({
    location: z.string({ error: M.locationEmpty }).trim().min(1, M.locationEmpty).max(PLACE_TEXT_MAX, M.locationEmpty),
  }),
);
export const placeLookupBody = once(() => z.object({ token: z.string().min(1, M.lookupRefused).max(2000, M.lookupRefused) }));

const foundPlace = once(() =>
  z.object({
    label: z.string().describe('The place as a person reads it: "Portland, OR, United States".'),
    timezone: z.string(),
    currentLocation: locationSchema,
  }),
);
export type FoundPlace = z.output<ReturnType<typeof foundPlace>>;

/** One place; or, when the name is shared by places of similar size, the candidates to choose from (largest first). */
export const placeLookupAnswer = once(() =>
  z.discriminatedUnion('found', [
    foundPlace().extend({ found: z.literal('one') }),
    z.object({ found: z.literal('several'), candidates: z.array(foundPlace()).min(2).max(8) }),
  ]),
);
export type PlaceLookupAnswer = z.output<ReturnType<typeof placeLookupAnswer>>;

export const countryCountAnswer = once(() =>
  z.object({
    CountryCount: z.number().int().describe('How many countries the active members live in.'),
  }),
);
