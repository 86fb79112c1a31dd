import { z } from '../zod.js';
import { hasPermission, type PermissionSubject } from '../permissions/has-permission.js';
import { once } from '../contracts/once.js';

/** The summary bar 'Activity for {first last}' (document 2 §2, §4, §6). */
export const summaryBarSchema = once(() =>
  z.object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    weeklyCommittedHours: z.number(),
    missedHours: z.number(),
    tangibleHours: z.number(),
    totalHours: z.number(),
    weeklySummaryOption: z.string(),
    summaryStatus: z.enum(['submitted', 'missing', 'notRequired']),
    taskCount: z.number().int(),
    badgeCount: z.number().int(),
    blueSquareCount: z.number().int(),
  }),
);
export type SummaryBar = z.infer<ReturnType<typeof summaryBarSchema>>;

/**
 * The bar's buttons act for the person themself, for Owners and Administrators viewing them, and
 * for holders of putUserProfileImportantInfo; an Owner's bar only for Owners.
 */
export function maySeeSummaryBar(caller: PermissionSubject & { id: string; role: string }, person: { id: string; role: string }): boolean {
  if (caller.id === person.id) return true;
  if (person.role === 'Owner' && caller.role !== 'Owner') return false;
  return caller.role === 'Owner' || caller.role === 'Administrator' || hasPermission(caller, 'putUserProfileImportantInfo');
}
