import { z } from '../zod.js';
import { calendarDate } from '../contracts/common.js';
import { INFRINGEMENT_MESSAGES as M } from './messages.js';
import { once } from '../contracts/once.js';

/** Both fields are needed before Submit (document 1 §5); the date is a Pacific `YYYY-MM-DD`. */
export const infringementInput = z.object({
  date: z.string({ error: M.dateAndSummaryRequired }).trim().min(1, M.dateAndSummaryRequired).pipe(calendarDate(M.dateInvalid)),
  description: z.string({ error: M.dateAndSummaryRequired }).trim().min(1, M.dateAndSummaryRequired).max(2000, M.summaryTooLong),
});

export type InfringementInput = z.input<typeof infringementInput>;

/** A blue square dated after today (Pacific) is refused. */
export function isFutureInfringementDate(date: string, today: string): boolean {
  return date > today;
}

/** One blue square as the API answers it (document 1 §3 Infringement). */
export const infringementSchema = once(() =>
  z.object({
    id: z.uuid(),
    date: z.string().describe('YYYY-MM-DD (Pacific)'),
    description: z.string(),
    createdDate: z.string().describe('ISO date-time'),
    closeWeek: z.string().nullable().describe('YYYY-MM-DD: the week whose weekly close gave it; null when given by hand'),
  }),
);
export type Infringement = z.infer<ReturnType<typeof infringementSchema>>;
