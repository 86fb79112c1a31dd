import { hgnSubmissionAsDraft, HGN_MESSAGES as M, type HgnDraft, type HgnStatus, type HgnSubmission } from '@goodhours/domain';
import { eq, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { hgnSubmissions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/** The caller's own questionnaire, as the form shows it. */
export interface HgnMine {
  status: HgnStatus;
  answers: HgnDraft;
  submittedAt: Date | null;
  updatedAt: Date | null;
}

type Row = typeof hgnSubmissions.$inferSelect;

function mineOf(row: Row | undefined): HgnMine {
  if (!row) return { status: 'new', answers: {}, submittedAt: null, updatedAt: null };
  const { submittedAt, updatedAt } = row;
  if (submittedAt) {
    // Stored after its full check (hgnSubmissionInput): title-cased, ranges collapsed.
    return { status: 'submitted', answers: hgnSubmissionAsDraft(row.answers as unknown as HgnSubmission), submittedAt, updatedAt };
  }
  return { status: 'draft', answers: row.answers, submittedAt: null, updatedAt };
}

/** The caller's questionnaire: never their own id from the request, always the session's. */
export async function myHgn(ctx: AppContext, caller: AuthUser): Promise<HgnMine> {
  const [row] = await ctx.db.select().from(hgnSubmissions).where(eq(hgnSubmissions.userId, caller.id));
  return mineOf(row);
}

/**
 * Writes the caller's row in one statement: created, or replaced while it is still a draft. A
 * submitted questionnaire is left as it is (the update's condition), and the caller is told so.
 */
async function writeOwn(ctx: AppContext, caller: AuthUser, answers: object, submittedAt: Date | null): Promise<HgnMine> {
  const now = ctx.clock.now();
  const values = { answers: answers as Record<string, unknown>, submittedAt, updatedAt: now };
  const [row] = await ctx.db
    .insert(hgnSubmissions)
    .values({ userId: caller.id, ...values })
    .onConflictDoUpdate({ target: hgnSubmissions.userId, set: values, setWhere: isNull(hgnSubmissions.submittedAt) })
    .returning();
  if (!row) throw new AppError('CONFLICT', M.submittedAlready);
  return mineOf(row);
}

/** Keeps the answers so far (each page's Next), editable until submitted. */
export function saveHgnDraft(ctx: AppContext, caller: AuthUser, draft: HgnDraft): Promise<HgnMine> {
  return writeOwn(ctx, caller, draft, null);
}

/**
 * Submits the questionnaire, checked whole by its contract (names and Slack title-cased, each
 * weekday collapsed to ranges or N/A); from then on it is read-only. Submitting twice, even at
 * the same moment from two devices, keeps the first.
 */
export function submitHgn(ctx: AppContext, caller: AuthUser, submission: HgnSubmission): Promise<HgnMine> {
  return writeOwn(ctx, caller, submission, ctx.clock.now());
}
