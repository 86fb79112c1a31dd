import { and, count, desc, eq, gt } from 'drizzle-orm';
import { editAddsBlueSquare, pacificDate, TIME_ENTRY_MESSAGES, type TimeEntryEditHistory } from '@goodhours/domain';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { timeEntryEdits } from '../../db/schema/index.js';
import { addInfringement } from '../infringements/index.js';

const YEAR_MS = 365 * 24 * 3600 * 1000;
const yearBefore = (now: Date) => new Date(now.getTime() - YEAR_MS);

/** Recorded time edits of a person within the 365 days before `now`. */
async function editsInLastYear(tx: Tx, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(timeEntryEdits)
    .where(and(eq(timeEntryEdits.userId, userId), gt(timeEntryEdits.editedAt, yearBefore(now))));
  return row?.n ?? 0;
}

/**
 * The system, not the editing person, gives this blue square: the infringements service's Owner
 * protection must not stop a rule of document 4 §4 from applying to a protected account.
 */
const SYSTEM: AuthUser = {
  id: '00000000-0000-0000-0000-000000000000',
  email: '',
  firstName: 'Goodhours',
  lastName: '',
  role: 'Owner',
  isProtected: false,
  profilePic: null,
  sessionId: '',
  expiresAt: new Date(0),
  rolePermissions: [],
  frontPermissions: ['addDeleteEditOwners'],
  removedDefaultPermissions: [],
  portals: [],
};

/**
 * Records a same-day self edit of an entry's time (document 4 §4 `timeEntryEditHistory`). From
 * the 5th within 365 days, each one adds a blue square, through the infringements service so the
 * email is queued the same way, inside this transaction (the service's own transaction becomes
 * a savepoint).
 */
export async function recordTimeEdit(
  ctx: AppContext,
  tx: Tx,
  edit: { userId: string; entryId: string; initialSeconds: number; finalSeconds: number },
): Promise<{ editsInLastYear: number; blueSquareAdded: boolean }> {
  const now = ctx.clock.now();
  await tx.insert(timeEntryEdits).values({ ...edit, editedAt: now });
  const edits = await editsInLastYear(tx, edit.userId, now);
  const blueSquareAdded = editAddsBlueSquare(edits);
  if (blueSquareAdded) {
    const inThisTransaction: AppContext = { ...ctx, db: tx };
    await addInfringement(inThisTransaction, SYSTEM, edit.userId, {
      date: pacificDate(now),
      description: TIME_ENTRY_MESSAGES.editLimitBlueSquare(edits),
    });
  }
  return { editsInLastYear: edits, blueSquareAdded };
}

/** The person's recorded time edits of the last 365 days, newest first. */
export async function editHistory(ctx: AppContext, userId: string): Promise<TimeEntryEditHistory> {
  const rows = await ctx.db
    .select()
    .from(timeEntryEdits)
    .where(and(eq(timeEntryEdits.userId, userId), gt(timeEntryEdits.editedAt, yearBefore(ctx.clock.now()))))
    .orderBy(desc(timeEntryEdits.editedAt));
  return {
    editsInLastYear: rows.length,
    edits: rows.map((r) => ({ date: r.editedAt.toISOString(), initialSeconds: r.initialSeconds, finalSeconds: r.finalSeconds })),
  };
}
