import { z } from '../zod.js';
import { daysBetween } from '../time/week.js';
import { pacificDate } from '../time/week.js';
import { once } from '../contracts/once.js';

/**
 * The header's team-deadline reminder (document 2 §2 'Header dialogs and banners'): open tasks of
 * the person and their teammates whose due date is near or has passed.
 */

/** Tasks due within this many days are listed... */
export const DEADLINE_AHEAD_DAYS = 7;
/** ...and those overdue by at most this many (older ones are the task owners' own business). */
export const DEADLINE_OVERDUE_DAYS = 14;
/** At most this many are sent; the dialog says when there were more. */
export const DEADLINE_LIMIT = 50;

export const teamDeadlineSchema = once(() =>
  z.object({
    taskId: z.uuid(),
    num: z.string(),
    taskName: z.string(),
    projectId: z.uuid().nullable(),
    projectName: z.string().nullable(),
    dueDatetime: z.string().describe('ISO date-time'),
    /** Who works on it, the person first. */
    assignees: z
      .array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }))
      .describe('Who works on it, the person first.'),
    /** Whether the person themself is on the task. */
    mine: z.boolean().describe('Whether the person themself is on the task.'),
  }),
);
export type TeamDeadline = z.infer<ReturnType<typeof teamDeadlineSchema>>;

export const teamDeadlinesSchema = once(() =>
  z.object({
    deadlines: z.array(teamDeadlineSchema()),
    /** How many matched before the limit. */
    total: z.number().int().describe('How many matched before the limit.'),
  }),
);
export type TeamDeadlines = z.infer<ReturnType<typeof teamDeadlinesSchema>>;

/** Whole calendar days from `now` to `due` in Pacific time: 0 today, negative when overdue. */
export function daysUntil(due: string, now: Date): number {
  return daysBetween(pacificDate(now), pacificDate(new Date(due)));
}

/** 'Due today', 'Due tomorrow', 'Due in 3 days', 'Overdue by 1 day', 'Overdue by 4 days'. */
export function deadlineLabel(due: string, now: Date): string {
  const days = daysUntil(due, now);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${String(days)} days`;
  return `Overdue by ${String(-days)} day${days === -1 ? '' : 's'}`;
}

/** The reminder's line: how many of the team's deadlines are near, and how many have passed. */
export function deadlineReminderText(deadlines: readonly TeamDeadline[], now: Date): string {
  const overdue = deadlines.filter((d) => daysUntil(d.dueDatetime, now) < 0).length;
  const soon = deadlines.length - overdue;
  const parts: string[] = [];
  if (soon) parts.push(`${String(soon)} team task${soon === 1 ? ' is' : 's are'} due in the next ${String(DEADLINE_AHEAD_DAYS)} days`);
  const noun = soon ? '' : ` team task${overdue === 1 ? '' : 's'}`;
  if (overdue) parts.push(`${String(overdue)}${noun} ${overdue === 1 ? 'is' : 'are'} overdue`);
  return `${parts.join(' and ')}.`;
}
