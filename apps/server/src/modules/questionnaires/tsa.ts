import {
  AGREEMENT_VERSION,
  CSV_BOM,
  csvLine,
  TSA_LIST_PAGE_SIZE,
  TSA_MESSAGES as M,
  TSA_QUESTIONS,
  type TsaAnswerValue,
  type TsaField,
  type TsaSubmission,
  type TsaSubmissionDetail,
  type TsaSubmissionList,
  type TsaSubmissionRow,
} from '@goodhours/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { tsaSubmissions, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * The technical-support and advisory questionnaire (document 3 §2.4, §5): a submission is kept
 * with the agreement's version, the server's time, the typed signature and the signer's account.
 * A person may submit again: each submission is a new row (the Owner sees every one, newest first).
 */
export async function submitTsa(ctx: AppContext, caller: AuthUser, answers: TsaSubmission): Promise<{ id: string; submittedAt: Date }> {
  const [row] = await ctx.db
    .insert(tsaSubmissions)
    .values({
      userId: caller.id,
      answers,
      agreementVersion: AGREEMENT_VERSION,
      signedName: answers.sign,
      submittedAt: ctx.clock.now(),
    })
    .returning({ id: tsaSubmissions.id, submittedAt: tsaSubmissions.submittedAt });
  if (!row) throw new Error('tsa submission insert returned nothing');
  return row;
}

const COLUMNS = {
  id: tsaSubmissions.id,
  submittedAt: tsaSubmissions.submittedAt,
  agreementVersion: tsaSubmissions.agreementVersion,
  signedName: tsaSubmissions.signedName,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
type Joined = {
  id: string;
  submittedAt: Date;
  agreementVersion: string;
  signedName: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

function toRow(r: Joined): TsaSubmissionRow {
  return {
    id: r.id,
    submittedAt: r.submittedAt,
    agreementVersion: r.agreementVersion,
    signedName: r.signedName,
    submitter: r.userId ? { id: r.userId, name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(), email: r.email ?? '' } : null,
  };
}

const newestFirst = [desc(tsaSubmissions.submittedAt), desc(tsaSubmissions.id)];

/** The submissions, newest first, a page of 25 at a time, each with who submitted it. */
export async function listTsa(ctx: AppContext, page: number): Promise<TsaSubmissionList> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(COLUMNS)
      .from(tsaSubmissions)
      .leftJoin(users, eq(users.id, tsaSubmissions.userId))
      .orderBy(...newestFirst)
      .limit(TSA_LIST_PAGE_SIZE)
      .offset((page - 1) * TSA_LIST_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(tsaSubmissions),
  ]);
  return { items: rows.map(toRow), total: total?.n ?? 0, page, pageSize: TSA_LIST_PAGE_SIZE };
}

/** Keeps the stored answers the answer schema can carry (text, numbers, lists of text). */
function readAnswers(stored: Record<string, unknown>): Record<string, TsaAnswerValue> {
  const out: Record<string, TsaAnswerValue> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.map(String);
  }
  return out;
}

/** One submission with all its answers. */
export async function getTsa(ctx: AppContext, id: string): Promise<TsaSubmissionDetail> {
  const [row] = await ctx.db
    .select({ ...COLUMNS, answers: tsaSubmissions.answers })
    .from(tsaSubmissions)
    .leftJoin(users, eq(users.id, tsaSubmissions.userId))
    .where(eq(tsaSubmissions.id, id));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return { ...toRow(row), answers: readAnswers(row.answers) };
}

const ANSWER_FIELDS = Object.keys(TSA_QUESTIONS) as TsaField[];
const TSA_CSV_HEADER = ['Submitted at', 'Submitter name', 'Submitter email', 'Agreement version', 'Signed name', ...ANSWER_FIELDS];

const cell = (value: unknown): string | number | null =>
  typeof value === 'number' || typeof value === 'string' ? value : Array.isArray(value) ? value.map(String).join('; ') : null;

/**
 * Every submission as CSV (RFC 4180, UTF-8 with its mark), newest first: who and when, then one
 * column per question by the form's field names. Cells a spreadsheet would run as a formula are
 * escaped by the shared `csvCell`.
 */
export async function tsaCsv(ctx: AppContext): Promise<string> {
  const rows = await ctx.db
    .select({ ...COLUMNS, answers: tsaSubmissions.answers })
    .from(tsaSubmissions)
    .leftJoin(users, eq(users.id, tsaSubmissions.userId))
    .orderBy(...newestFirst);
  let text = CSV_BOM + csvLine(TSA_CSV_HEADER);
  for (const r of rows) {
    const who = toRow(r).submitter;
    text += csvLine([
      r.submittedAt.toISOString(),
      who?.name ?? '',
      who?.email ?? '',
      r.agreementVersion,
      r.signedName,
      ...ANSWER_FIELDS.map((field) => cell(r.answers[field])),
    ]);
  }
  return text;
}
