import { eq } from 'drizzle-orm';
import {
  allowedEntryDates,
  entrySeconds,
  mayActOnEntriesOf,
  mayPostEntryFor,
  TIME_ENTRY_MESSAGES as M,
  type TimeEntry,
  type TimeEntryValues,
} from '@goodhours/domain';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { timeEntries } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { lockPerson, moveTotals } from './bookkeeping.js';
import { checkEntryDate, cleanNotes, resolvePlace } from './entry-input.js';
import { entryById } from './entry-query.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export interface CreateResult {
  entry: TimeEntry;
  /** False when the idempotency key named an entry already made: nothing new was written. */
  created: boolean;
}

async function existingWithKey(tx: Tx, key: string | undefined, personId: string): Promise<TimeEntry | undefined> {
  if (!key) return undefined;
  const [row] = await tx
    .select({ id: timeEntries.id, personId: timeEntries.personId })
    .from(timeEntries)
    .where(eq(timeEntries.idempotencyKey, key));
  if (!row) return undefined;
  if (row.personId !== personId) throw new AppError('CONFLICT', M.duplicateKey);
  return entryById(tx, row.id);
}

/**
 * `POST /api/TimeEntry` (document 4 §4): one's own entry, or someone else's with postTimeEntry.
 * In one transaction under the person's row lock: the entry, the running totals, the task's
 * hours and, for a first entry, the start date. A repeated idempotency key returns the entry
 * it made (the timer's submit cannot create a duplicate).
 */
export async function createEntry(ctx: AppContext, caller: AuthUser, input: TimeEntryValues): Promise<CreateResult> {
  const notes = cleanNotes(input.notes);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const person = await lockPerson(tx, input.personId);
      if (!mayPostEntryFor(caller, person.id, person)) {
        throw new AppError('FORBIDDEN', mayActOnEntriesOf(caller, person.id, person) ? M.mayNotPostForOthers : M.protectedAccount);
      }
      const existing = await existingWithKey(tx, input.idempotencyKey, person.id);
      if (existing) return { entry: existing, created: false };
      checkEntryDate(input.dateOfWork, allowedEntryDates(caller, person.id, now));
      const place = await resolvePlace(tx, input.projectId, input.taskId);
      const seconds = entrySeconds(input.hours, input.minutes);
      const [row] = await tx
        .insert(timeEntries)
        .values({
          personId: person.id,
          dateOfWork: input.dateOfWork,
          createdAt: now,
          entryType: input.entryType,
          projectId: place.projectId,
          wbsId: place.wbsId,
          taskId: place.taskId,
          totalSeconds: seconds,
          notes,
          isTangible: input.isTangible,
          idempotencyKey: input.idempotencyKey ?? null,
        })
        .returning({ id: timeEntries.id });
      if (!row) throw new Error('time entry insert returned nothing');
      await moveTotals(tx, person, {
        after: { seconds, isTangible: input.isTangible, taskId: place.taskId },
        startDate: input.dateOfWork,
        now,
      });
      const entry = await entryById(tx, row.id);
      if (!entry) throw new Error('time entry vanished');
      return { entry, created: true };
    });
  } catch (error) {
    // Two people racing with the same key meet the unique index.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.duplicateKey);
    throw error;
  }
}
