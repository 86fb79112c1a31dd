import { z } from '../zod.js';
import { once } from '../contracts/once.js';

/**
 * What the people routes answer (document 1 §2 profile, §6 user management, §9 look-ups).
 * Each schema names every field that may leave the server: a hash, a temporary password or a
 * token on the row is dropped because no schema here names one.
 */

const profileLinkSchema = once(() => z.object({ Name: z.string(), Link: z.string() }));

/** One person of the user management list. */
export const userListItemSchema = once(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    isVisible: z.boolean(),
    isRehireable: z.boolean(),
    /** Only the person themself or an Owner holding addDeleteEditOwners may change it (document 4 §2). */
    isProtected: z.boolean(),
    teamCode: z.string(),
    weeklyCommittedHours: z.number().int(),
    startDate: z.string().nullable().describe('YYYY-MM-DD'),
    endDate: z.string().nullable().describe('YYYY-MM-DD'),
    reactivationDate: z.string().nullable().describe('YYYY-MM-DD'),
    createdDate: z.string().describe('ISO date-time'),
  }),
);
export type UserListItem = z.infer<ReturnType<typeof userListItemSchema>>;

/** One page of the list, with the total of every page. */
export const userListPageSchema = once(() =>
  z.object({
    items: z.array(userListItemSchema()),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type UserListPage = z.infer<ReturnType<typeof userListPageSchema>>;

/** Whether teammates see a person's e-mail and phone number (document 3 §3; decision 023). */
export const privacySettingsSchema = z.object({ email: z.boolean(), phoneNumber: z.boolean() });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** A profile as the profile page shows it. */
export const userProfileSchema = once(() =>
  userListItemSchema().extend({
    jobTitle: z.string(),
    phoneNumber: z.string(),
    timeZone: z.string(),
    profilePic: z.string().nullable().describe('A png or jpeg data URL'),
    personalLinks: z.array(profileLinkSchema()),
    /** Only for the user themself and holders of manageAdminLinks. */
    adminLinks: z.array(profileLinkSchema()).optional(),
    mediaUrl: z.string(),
    bioPosted: z.enum(['posted', 'default', 'requested']),
    /** 'Required', 'Not Required', ... (WEEKLY_SUMMARY_OPTIONS). */
    weeklySummaryOption: z.string(),
    privacySettings: privacySettingsSchema,
    teams: z.array(z.object({ id: z.uuid(), teamName: z.string() })),
  }),
);
export type UserProfile = z.infer<ReturnType<typeof userProfileSchema>>;

/**
 * A profile as a teammate (or a holder of seeUsersInDashboard) sees it (decision 023): the public
 * fields only. The account's flags, dates of status and the admin's links are not named, so they
 * cannot leave the server. E-mail and phone number are there only when the person shows them
 * (their privacySettings, picked by `shownPrivateFields`).
 */
export const publicProfileSchema = once(() =>
  z.object({
    view: z.literal('public'),
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    teamCode: z.string(),
    jobTitle: z.string(),
    timeZone: z.string(),
    weeklyCommittedHours: z.number().int(),
    startDate: z.string().nullable().describe('YYYY-MM-DD'),
    profilePic: z.string().nullable().describe('A png or jpeg data URL'),
    personalLinks: z.array(profileLinkSchema()),
    teams: z.array(z.object({ id: z.uuid(), teamName: z.string() })),
    email: z.string().optional(),
    phoneNumber: z.string().optional(),
  }),
);
export type PublicProfile = z.infer<ReturnType<typeof publicProfileSchema>>;

/** `GET /api/userprofile/{id}`: the public view (marked `view: 'public'`) or the whole profile. */
export const profileAnswerSchema = once(() => z.union([publicProfileSchema(), userProfileSchema()]));
export type ProfileAnswer = z.infer<ReturnType<typeof profileAnswerSchema>>;

/** Whether a profile answer is the public view only. */
export const isPublicProfile = (profile: ProfileAnswer): profile is PublicProfile => 'view' in profile && profile.view === 'public';

/** One person in brief: autocomplete (up to 10), pickers, look-ups by name. */
export const userMatchSchema = once(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.string(),
    isActive: z.boolean(),
  }),
);
export type UserMatch = z.infer<ReturnType<typeof userMatchSchema>>;

/** A project a person belongs to (`GET /api/userprofile/projects/{id}`). */
export const userProjectSchema = once(() =>
  z.object({
    projectId: z.uuid(),
    projectName: z.string(),
    category: z.string(),
    isActive: z.boolean(),
  }),
);
export type UserProject = z.infer<ReturnType<typeof userProjectSchema>>;

/** One task a person is a resource of, for the profile's tasks table (document 1 §2). */
export const userTaskSchema = once(() =>
  z.object({
    taskId: z.uuid(),
    num: z.string(),
    taskName: z.string(),
    status: z.string(),
    priority: z.string(),
    hoursLogged: z.number(),
    estimatedHours: z.number(),
    dueDatetime: z.string().nullable().describe('ISO date-time'),
    projectId: z.uuid(),
    projectName: z.string(),
    wbsId: z.uuid(),
    wbsName: z.string(),
    /** The person's own state on the task: complete when true (document 1 §4). */
    completedTask: z.boolean(),
  }),
);
export type UserTask = z.infer<ReturnType<typeof userTaskSchema>>;
