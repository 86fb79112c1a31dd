import { z } from '../zod.js';
import { calendarDate } from '../contracts/common.js';
import { TIME_OFF_MESSAGES as M } from './messages.js';
import { MAX_TIME_OFF_WEEKS } from './time-off-weeks.js';
import { once } from '../contracts/once.js';

const startingDate = z
  .string({ error: M.startingDateRequired })
  .trim()
  .min(1, M.startingDateRequired)
  .pipe(calendarDate(M.startingDateInvalid));

const duration = z
  .number({ error: M.durationInvalid })
  .int(M.durationInvalid)
  .min(1, M.durationInvalid)
  .max(MAX_TIME_OFF_WEEKS, M.durationInvalid);

const reason = z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(1000, M.reasonTooLong);

/** `POST /api/setTimeOffRequest`. */
export const setTimeOffRequestInput = z.object({
  requestFor: z.uuid({ error: M.requestForInvalid }),
  startingDate,
  duration,
  reason,
});

/** `POST /api/updateTimeOffRequest/{id}`: any of the three, at least one. */
export const updateTimeOffRequestInput = z
  .object({ startingDate: startingDate.optional(), duration: duration.optional(), reason: reason.optional() })
  .refine((v) => v.startingDate !== undefined || v.duration !== undefined || v.reason !== undefined, M.nothingToChange);

/** `GET /api/getTimeOffRequests?userId=`. */
export const timeOffRequestsQuery = once(() => z.object({ userId: z.uuid({ error: M.requestForInvalid }).optional() }));

export type SetTimeOffRequestInput = z.input<typeof setTimeOffRequestInput>;
export type UpdateTimeOffRequestInput = z.input<typeof updateTimeOffRequestInput>;

/** One request as the API answers it (document 1 §3 Time-off request). */
export const timeOffRequestSchema = once(() =>
  z.object({
    id: z.uuid(),
    requestFor: z.uuid().describe('The person the time off is for'),
    startingDate: z.string().describe('YYYY-MM-DD, a Sunday'),
    endingDate: z.string().describe('YYYY-MM-DD, a Saturday'),
    duration: z.number().int().describe('Weeks'),
    reason: z.string(),
    createdDate: z.string().describe('ISO date-time'),
  }),
);
export type TimeOffRequest = z.infer<ReturnType<typeof timeOffRequestSchema>>;

/** `GET /api/getTimeOffRequests`: requests grouped by the id of the person they are for. */
export const timeOffRequestsByUserSchema = once(() => z.record(z.string(), z.array(timeOffRequestSchema())));
export type TimeOffRequestsByUser = z.infer<ReturnType<typeof timeOffRequestsByUserSchema>>;
