import { z } from '../zod.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import { hasPermission, type PermissionSubject } from '../permissions/has-permission.js';
import type { BuiltInRole } from '../roles.js';
import { once } from '../contracts/once.js';

/** The warning tracker (document 2 §2, §4, §5, §6, §8, §9). */
export const MAX_WARNING_DOTS = 8;
/** From this many warnings on a tracker, clicking a dot asks first. */
export const WARNING_CONFIRM_FROM = 2;
/** From this many, the dialog advises a blue square. */
export const BLUE_SQUARE_FROM = 3;

export const WARNING_MESSAGES = {
  titleRequired: 'Please enter a title for the warning tracker.',
  titleTaken: 'A warning tracker with this title already exists.',
  trackerNotFound: 'We could not find that warning tracker.',
  trackerInactive: 'This warning tracker is not active.',
  warningNotFound: 'We could not find that warning.',
  tooMany: 'This tracker already shows 8 warnings for this person.',
  notYourself: 'You cannot issue a warning or a blue square to yourself.',
  edited: 'Warning was succesfully edited!',
  deleted: 'Deletion was successful',
  deleteFailed: 'Something else went wrong',
  genericError: 'error occured',
  confirmTitle: 'Issue a warning?',
  confirmText: (name: string, title: string, count: number) =>
    `${name} already has ${String(count)} warnings for “${title}”. Issue another?`,
  blueSquareAdvice: (name: string, title: string, count: number) =>
    `${name} already has ${String(count)} warnings for “${title}”. We recommend issuing a blue square.`,
  deleteConfirm: (title: string, date: string) => `Delete the ${title} warning of ${date}?`,
  deleteTrackerConfirm: (title: string) => `Delete “${title}”? Every warning of this tracker will be removed from every person.`,
} as const;

export const WARNING_COLORS = ['yellow', 'red', 'blue'] as const;
export type WarningColor = (typeof WARNING_COLORS)[number];

export const warningTrackerSchema = once(() =>
  z.object({
    id: z.uuid(),
    title: z.string(),
    isActive: z.boolean(),
    isPermanent: z.boolean(),
  }),
);
export type WarningTracker = z.infer<ReturnType<typeof warningTrackerSchema>>;

export const issuedWarningSchema = once(() =>
  z.object({
    id: z.uuid(),
    trackerId: z.uuid(),
    color: z.enum(WARNING_COLORS),
    date: z.string().describe('YYYY-MM-DD'),
  }),
);
export type IssuedWarning = z.infer<ReturnType<typeof issuedWarningSchema>>;

export const userWarningsSchema = once(() =>
  z.object({
    userId: z.uuid(),
    /** Active trackers in title order, each with this person's warnings, oldest first. */
    groups: z
      .array(z.object({ trackerId: z.uuid(), title: z.string(), warnings: z.array(issuedWarningSchema()) }))
      .describe('Active trackers in title order, each with this person’s warnings, oldest first.'),
  }),
);
export type UserWarnings = z.infer<ReturnType<typeof userWarningsSchema>>;

/** What clicking an empty dot does, given how many warnings the tracker already shows. */
export function warningAction(count: number): 'issue' | 'confirm' | 'adviseBlueSquare' {
  if (count >= BLUE_SQUARE_FROM) return 'adviseBlueSquare';
  if (count >= WARNING_CONFIRM_FROM) return 'confirm';
  return 'issue';
}

/** MM/DD/YYYY, as the tracker shows dates. */
export function warningDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${m ?? ''}/${d ?? ''}/${y ?? ''}`;
}

type Subject = PermissionSubject & { role: string };
/** Roles that hold every tracker permission. */
export const WARNING_ROLES = ['Owner', 'Administrator'] as const satisfies readonly BuiltInRole[];
const always = (s: Subject) => (WARNING_ROLES as readonly string[]).includes(s.role);
export const WARNING_PERMISSIONS = [
  'viewTrackingOverview',
  'addWarningTracker',
  'deactivateWarningTracker',
  'reactivateWarningTracker',
  'deleteWarningTracker',
  'issueTrackingWarnings',
  'issueBlueSquare',
  'deleteWarning',
] as const satisfies readonly PermissionKey[];
export type WarningPermission = (typeof WARNING_PERMISSIONS)[number];

/** Administrators and Owners hold every tracker permission; others need each one. */
export function mayWarn(s: Subject, permission: WarningPermission): boolean {
  return always(s) || hasPermission(s, permission);
}

/** Nobody warns themself: a warning or blue square is always given to someone else. */
export const mayWarnPerson = (callerId: string, userId: string): boolean => callerId !== userId;

/** The +/- control shows to those who may add, deactivate or delete trackers. */
export const mayManageTrackers = (s: Subject): boolean =>
  mayWarn(s, 'addWarningTracker') || mayWarn(s, 'deactivateWarningTracker') || mayWarn(s, 'deleteWarningTracker');

/** The longest warning tracker title (the tracker control shows it). */
export const TRACKER_TITLE_MAX = 80;

const title = once(() =>
  z
    .string({ error: WARNING_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: WARNING_MESSAGES.titleRequired })
    .max(TRACKER_TITLE_MAX, { error: `A tracker title can be at most ${String(TRACKER_TITLE_MAX)} characters.` }),
);

export const trackerInput = once(() => z.object({ newWarning: title(), isPermanent: z.boolean().default(false) }));
export const trackerEditInput = once(() => z.object({ editedWarning: title() }));
export const trackerToggleInput = once(() => z.object({ activeWarning: z.boolean({ error: 'activeWarning must be true or false.' }) }));
export const warningInput = once(() =>
  z.object({
    trackerId: z.uuid({ error: WARNING_MESSAGES.trackerNotFound }),
    color: z.enum(['yellow', 'red'], { error: 'A warning is yellow, or red for a blue square.' }),
  }),
);
export const warningUsersQuery = once(() =>
  z.object({
    userIds: z
      .string({ error: 'Name the people whose warnings to read.' })
      .transform((v) => v.split(',').filter(Boolean))
      .pipe(
        z
          .array(z.uuid({ error: 'We could not find that user.' }))
          .min(1, { error: 'Name the people whose warnings to read.' })
          .max(50, { error: 'Ask for at most 50 people at a time.' }),
      ),
  }),
);
