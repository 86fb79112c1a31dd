import { eq } from 'drizzle-orm';
import {
  changedFields,
  entrySeconds,
  isTrackedTimeEdit,
  mayActOnEntriesOf,
  mayDeleteEntry,
  mayEditEntry,
  mayToggleTangible,
  pacificDate,
  refusedFields,
  splitSeconds,
  TIME_ENTRY_MESSAGES as M,
  type TimeEntry,
  type TimeEntryUpdateResult,
  type TimeEntryValues,
} from '@goodhours/domain';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { timeEntries } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { lockPerson, moveTotals, type LockedPerson } from './bookkeeping.js';
import type { Contribution } from './contribution.js';
import { recordTimeEdit } from './edit-history.js';
import { checkEntryDate, cleanNotes, resolvePlace } from './entry-input.js';
import { entryById } from './entry-query.js';

type EntryRow = typeof timeEntries.$inferSelect;

/** The entry and its person, both locked (entry first, then person, always in this order). */
async function lockEntry(tx: Tx, id: string): Promise<{ row: EntryRow; person: LockedPerson; before: Contribution }> {
  const [row] = await tx.select().from(timeEntries).where(eq(timeEntries.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const person = await lockPerson(tx, row.personId);
  const before = { seconds: row.totalSeconds, isTangible: row.isTangible, taskId: row.taskId };
  return { row, person, before };
}

function refuse(caller: AuthUser, person: LockedPerson, message: string): never {
  throw new AppError('FORBIDDEN', mayActOnEntriesOf(caller, person.id, person) ? message : M.protectedAccount);
}

async function readBack(tx: Tx, id: string): Promise<TimeEntry> {
  const entry = await entryById(tx, id);
  if (!entry) throw new Error('time entry vanished');
  return entry;
}

/**
 * `PUT /api/TimeEntry/{id}`: each changed field must be one the caller may change (document 2
 * §6, document 4 §4); the totals move from the old contribution to the new one. A same-day self
 * edit of the time by someone without editTimeEntryTime is recorded, and from the 5th within
 * 365 days adds a blue square. Nothing changed: the entry is answered as it is.
 */
export async function updateEntry(ctx: AppContext, caller: AuthUser, id: string, input: TimeEntryValues): Promise<TimeEntryUpdateResult> {
  const notes = cleanNotes(input.notes);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { row, person, before } = await lockEntry(tx, id);
    if (input.personId !== row.personId) throw new AppError('VALIDATION', M.personCannotChange, { personId: M.personCannotChange });
    const old = { ...row, ...splitSeconds(row.totalSeconds) };
    const next = { ...input, taskId: input.taskId ?? null, notes };
    const changed = changedFields(old, next);
    const onlyTangibility = changed.length === 1 && changed[0] === 'tangibility';
    const allowed = onlyTangibility ? mayToggleTangible(caller, row, now, person) : mayEditEntry(caller, row, now, person);
    if (!allowed) refuse(caller, person, onlyTangibility ? M.mayNotToggle : M.mayNotEdit);
    if (!changed.length) return { entry: await readBack(tx, id), timeEditRecorded: false, editsInLastYear: 0, blueSquareAdded: false };
    const refused = refusedFields(caller, row, changed, now, person);
    if (refused.length) {
      const message = M.mayNotChangeFields(refused);
      throw new AppError('FORBIDDEN', message, Object.fromEntries(refused.map((f) => [f, message])));
    }
    if (changed.includes('date')) checkEntryDate(input.dateOfWork, { max: pacificDate(now) });
    const place = await resolvePlace(tx, input.projectId, input.taskId);
    const seconds = entrySeconds(input.hours, input.minutes);
    await tx
      .update(timeEntries)
      .set({
        dateOfWork: input.dateOfWork,
        projectId: place.projectId,
        wbsId: place.wbsId,
        taskId: place.taskId,
        totalSeconds: seconds,
        notes,
        isTangible: input.isTangible,
        entryType: input.entryType,
      })
      .where(eq(timeEntries.id, id));
    await moveTotals(tx, person, {
      before,
      after: { seconds, isTangible: input.isTangible, taskId: place.taskId },
      now,
    });
    let limit = { editsInLastYear: 0, blueSquareAdded: false };
    const tracked = changed.includes('time') && isTrackedTimeEdit(caller, row, now);
    if (tracked) {
      limit = await recordTimeEdit(ctx, tx, { userId: row.personId, entryId: id, initialSeconds: row.totalSeconds, finalSeconds: seconds });
    }
    return { entry: await readBack(tx, id), timeEditRecorded: tracked, ...limit };
  });
}

/** `PATCH /api/TimeEntry/{id}/tangible`: moves the hours between tangible and intangible. */
export async function setTangible(ctx: AppContext, caller: AuthUser, id: string, isTangible: boolean): Promise<TimeEntry> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { row, person, before } = await lockEntry(tx, id);
    if (!mayToggleTangible(caller, row, now, person)) refuse(caller, person, M.mayNotToggle);
    if (row.isTangible !== isTangible) {
      await tx.update(timeEntries).set({ isTangible }).where(eq(timeEntries.id, id));
      await moveTotals(tx, person, { before, after: { ...before, isTangible }, now });
    }
    return readBack(tx, id);
  });
}

/** `DELETE /api/TimeEntry/{id}`: takes away exactly what the entry had added. */
export async function deleteEntry(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { row, person, before } = await lockEntry(tx, id);
    if (!mayDeleteEntry(caller, row, now, person)) refuse(caller, person, M.mayNotDelete);
    await tx.delete(timeEntries).where(eq(timeEntries.id, id));
    await moveTotals(tx, person, { before, now });
  });
}
