import { z } from '../zod.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import { hasAnyPermission, type PermissionSubject } from '../permissions/has-permission.js';
import type { BuiltInRole } from '../roles.js';
import { once } from '../contracts/once.js';

/**
 * Team Member Tasks (document 2 §2, §4 'Task review' and 'Follow-up checkbox', §5, §9): members a
 * page, each one line until opened to its tasks and warnings (decisions 062, 063).
 */
export const TEAM_TASKS_PAGE_SIZE = 10;
export const DAY_FILTERS = [1, 2, 3, 4, 7] as const;
export type DayFilter = (typeof DAY_FILTERS)[number];
export const DAY_FILTER_COLOURS: Record<DayFilter, string> = { 1: '#228B22', 2: '#6495ED', 3: '#eb8334', 4: '#DC143C', 7: '#6a6a6a' };
export const REVIEW_LINK_MIN_LENGTH = 20;
export const FOLLOW_UP_THRESHOLDS = [50, 75, 90] as const;

export const TEAM_TASKS_MESSAGES = {
  copied: 'Task Copied!',
  markedDone: 'Task is successfully marked as done.',
  removed: 'User has been removed from the task successfully.',
  updateFailed: 'Failed to update task',
  linkRequired: 'A valid URL is required for review',
  linkHttps: "Please enter a valid URL starting with 'https://'.",
  linkTooShort: 'Please enter a valid URL of at least 20 characters',
  invalidDomainTitle: 'Invalid Domain Type',
  invalidDomain:
    'Nice try, but that link is about as useful as a chocolate teapot! We need a GitHub PR link, Google Doc, Dropbox folder, or One Community webpage.',
  invalidDropbox: 'Please use Share or Copy link in Dropbox to create a link that works for people other than just you.',
  onlyOwnTask: 'Only the person doing this task can submit it for review.',
  notSubmitted: 'This task has not been submitted for review.',
  notAResource: 'This person is not on this task.',
  followUpLoadFailed: 'Error: loading follow-up data.',
  followUpFailed: 'Error: Unable to set follow-up.',
  awaitingReview: 'Work Submitted and Awaiting Review',
  moreWork: 'More work needed, reset this button',
  /** Ours (issue 42): what a review decided, said once it is done. */
  reviewCompleted: (name: string, task: string) => `“${task}” is complete and removed from ${name}'s tasks.`,
  reviewReset: (name: string, task: string) => `${name} was asked for more work on “${task}”.`,
  reviewSubmitted: (task: string) => `“${task}” was submitted for review.`,
} as const;

/** The community's own web sites, accepted in any form. */
export const COMMUNITY_DOMAINS = ['onecommunityglobal.org', 'onecommunityranch.org'];

export type ReviewLinkCheck = { ok: true; url: string } | { ok: false; message: string; invalidDomain: boolean };

/** A link submitted for review (document 2 §5 'Task review link'). */
export function checkReviewLink(input: string): ReviewLinkCheck {
  const text = input.trim();
  const M = TEAM_TASKS_MESSAGES;
  if (!text) return { ok: false, message: M.linkRequired, invalidDomain: false };
  if (text.length < REVIEW_LINK_MIN_LENGTH) return { ok: false, message: M.linkTooShort, invalidDomain: false };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: M.linkHttps, invalidDomain: false };
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.')) return { ok: false, message: M.linkHttps, invalidDomain: false };
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const path = url.pathname;
  const good = { ok: true as const, url: url.toString() };
  if (host === 'docs.google.com') {
    return ['/document/d/', '/spreadsheets/d/', '/presentation/d/', '/forms/d/'].some((p) => path.includes(p))
      ? good
      : { ok: false, message: M.invalidDomain, invalidDomain: true };
  }
  if (host === 'dropbox.com' || host.endsWith('.dropbox.com')) {
    return path.includes('/s/') || path.includes('/scl/') ? good : { ok: false, message: M.invalidDropbox, invalidDomain: true };
  }
  if (host === 'github.com') return path.includes('/pull/') ? good : { ok: false, message: M.invalidDomain, invalidDomain: true };
  if (COMMUNITY_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) return good;
  return { ok: false, message: M.invalidDomain, invalidDomain: true };
}

/** The highest threshold the progress has passed (0 below 50 %). */
export function followUpLevel(progress: number): number {
  return FOLLOW_UP_THRESHOLDS.filter((t) => progress >= t).at(-1) ?? 0;
}

/**
 * Whether a checked follow-up turns red and unchecked again: progress has passed a threshold
 * above the level at which it was last checked.
 */
export function followUpDue(progress: number, checkedAt: number | null): boolean {
  const level = followUpLevel(progress);
  return level > 0 && level > followUpLevel(checkedAt ?? 0);
}

/** The check-in checkbox's tooltip by band (below 50, 50-75, 75-90, 90 and above). */
export function followUpTooltip(progress: number): string {
  if (progress >= 90) return 'This task is at 90% or more of its estimate: check in on it now and help finish it.';
  if (progress >= 75) return 'This task is past 75% of its estimate: check in on how it is going.';
  if (progress >= 50) return 'This task is past half its estimate: a good time to check in.';
  return 'Check in with this person on this task once it passes half its estimate.';
}

/**
 * Team members' hours colour (§9) against their required hours (`requiredHours`): purple at 1.75x,
 * fuchsia at 1.5x, dark green at 1.25x, else green.
 */
export function memberHoursColour(tangibleHours: number, requiredHours: number): string {
  const ratio = requiredHours > 0 ? tangibleHours / requiredHours : 0;
  if (ratio >= 1.75) return 'grape';
  if (ratio >= 1.5) return 'pink';
  if (ratio >= 1.25) return 'teal';
  return 'green';
}

/** The roles that filter Team Member Tasks and act on submitted work (document 2 §6). */
export const TASK_REVIEWER_ROLES = ['Administrator', 'Owner', 'Manager', 'Mentor'] as const satisfies readonly BuiltInRole[];
/** Others act on submitted work with this permission. */
export const TASK_REVIEW_PERMISSIONS = ['putReviewStatus'] as const satisfies readonly PermissionKey[];
/** The roles that remove a person from a task; others need removeUserFromTask. */
export const TASK_REMOVER_ROLES = ['Owner', 'Administrator'] as const satisfies readonly BuiltInRole[];
export const TASK_REMOVER_PERMISSIONS = ['removeUserFromTask'] as const satisfies readonly PermissionKey[];

const isOneOf = (roles: readonly string[], role: string): boolean => roles.includes(role);
/** Team, Team Code and Color filters (document 2 §6). */
export const mayFilterTeamTasks = (role: string): boolean => isOneOf(TASK_REVIEWER_ROLES, role);
/** Act on submitted work: Owner, Administrator, Mentor, Manager or putReviewStatus. */
export const mayReviewTasks = (s: PermissionSubject & { role: string }): boolean =>
  isOneOf(TASK_REVIEWER_ROLES, s.role) || hasAnyPermission(s, TASK_REVIEW_PERMISSIONS);
/** The follow-up checkbox is for every role but Volunteer. */
export const mayFollowUp = (role: string): boolean => role !== 'Volunteer';
/** The 'Remove User from Task' cross. */
export const mayRemoveFromTask = (s: PermissionSubject & { role: string }): boolean =>
  isOneOf(TASK_REMOVER_ROLES, s.role) || hasAnyPermission(s, TASK_REMOVER_PERMISSIONS);

const csv = (item: z.ZodType<string, string>) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(item).max(50, { error: 'Choose at most 50 values.' }));

export const teamTasksQuery = once(() =>
  z.object({
    page: z.coerce
      .number({ error: 'The page must be a number.' })
      .int()
      .min(1, { error: 'The page must be a number.' })
      .max(100_000, { error: 'The page must be a number.' })
      .default(1),
    days: z.coerce
      .number({ error: 'Choose 1, 2, 3, 4 or 7 days.' })
      .min(1, { error: 'Choose 1, 2, 3, 4 or 7 days.' })
      .max(7, { error: 'Choose 1, 2, 3, 4 or 7 days.' })
      .refine((d) => (DAY_FILTERS as readonly number[]).includes(d), { error: 'Choose 1, 2, 3, 4 or 7 days.' })
      .optional(),
    teams: csv(z.uuid({ error: 'Choose teams from the list.' })),
    codes: csv(z.string().max(50)),
    colors: csv(z.string().max(50)),
  }),
);
export type TeamTasksQuery = z.infer<ReturnType<typeof teamTasksQuery>>;

export const reviewSubmitInput = once(() =>
  z.object({
    taskId: z.uuid({ error: 'We could not find that task.' }),
    link: z.string({ error: TEAM_TASKS_MESSAGES.linkRequired }).max(2000),
  }),
);
export const reviewDecisionInput = once(() =>
  z.object({ status: z.enum(['Reviewed', 'Unsubmitted'], { error: 'Choose Reviewed or Unsubmitted.' }) }),
);
export const followUpInput = once(() =>
  z.object({
    followUpCheck: z.boolean({ error: 'followUpCheck must be true or false.' }),
    followUpPercentageDeadline: z
      .number({ error: 'The percentage must be a number.' })
      .min(0)
      .max(100, { error: 'The percentage must be between 0 and 100.' }),
  }),
);
