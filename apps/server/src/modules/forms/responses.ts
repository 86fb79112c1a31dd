import {
  answerOf,
  answersSchema,
  askedQuestions,
  CSV_BOM,
  csvLine,
  FORM_MESSAGES as M,
  RESPONSES_PAGE_SIZE,
  type AnswerValues,
  type FormDefinition,
  type ResponsesTable,
  type StoredAnswer,
} from '@goodhours/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { formResponses, forms, formVersions, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { readDefinition } from './versions.js';

/**
 * Checks answers by the rule of the version they answered (an older version by its own rule),
 * with the same code the browser ran. A refusal names each question's first problem, keyed by
 * the question's id.
 */
export async function checkedAnswers(
  tx: Tx,
  formId: string,
  version: number,
  answers: AnswerValues,
): Promise<{ definition: FormDefinition; answers: StoredAnswer[] }> {
  const definition = await readDefinition(tx, formId, version);
  if (!definition) throw new AppError('NOT_FOUND', M.versionNotFound);
  const parsed = answersSchema(definition).safeParse(answers);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
    throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? M.answersInvalid, fields);
  }
  return { definition, answers: parsed.data };
}

export interface NewResponse {
  formId: string;
  version: number;
  answers: StoredAnswer[];
  userId: string | null;
  jobId: string | null;
  now: Date;
}

/** Stores checked answers, tied to the version they answered. */
export async function storeResponse(tx: Tx, response: NewResponse): Promise<string> {
  const [row] = await tx
    .insert(formResponses)
    .values({ ...response, createdAt: response.now })
    .returning({ id: formResponses.id });
  if (!row) throw new Error('form response insert returned nothing');
  return row.id;
}

/** The version asked for (the current one when none is named) and its definition; 404 for an unknown form or version. */
async function shownVersion(tx: Tx, formId: string, version: number | undefined) {
  const [form] = await tx.select({ current: forms.currentVersion }).from(forms).where(eq(forms.id, formId));
  if (!form) throw new AppError('NOT_FOUND', M.formNotFound);
  const shown = version ?? form.current;
  const definition = await readDefinition(tx, formId, shown);
  if (!definition) throw new AppError('NOT_FOUND', M.versionNotFound);
  return { version: shown, definition };
}

const ROW = {
  id: formResponses.id,
  submittedAt: formResponses.createdAt,
  answers: formResponses.answers,
  firstName: users.firstName,
  lastName: users.lastName,
};

function rowsOf(tx: Tx, formId: string, version: number) {
  return tx
    .select(ROW)
    .from(formResponses)
    .leftJoin(users, eq(users.id, formResponses.userId))
    .where(and(eq(formResponses.formId, formId), eq(formResponses.version, version)))
    .orderBy(desc(formResponses.createdAt), desc(formResponses.id))
    .$dynamic();
}

type Row = { id: string; submittedAt: Date; answers: unknown[]; firstName: string | null; lastName: string | null };
const respondentOf = (r: Row) => (r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim());
const storedOf = (r: Row) => r.answers as StoredAnswer[];

/** One version's responses as a table: its asked questions are the columns, newest response first. */
export async function responsesTable(
  tx: Tx,
  formId: string,
  query: { version?: number | undefined; page: number },
): Promise<ResponsesTable> {
  const { version, definition } = await shownVersion(tx, formId, query.version);
  const asked = askedQuestions(definition);
  const [counted] = await tx
    .select({ n: count() })
    .from(formResponses)
    .where(and(eq(formResponses.formId, formId), eq(formResponses.version, version)));
  const rows = await rowsOf(tx, formId, version)
    .limit(RESPONSES_PAGE_SIZE)
    .offset((query.page - 1) * RESPONSES_PAGE_SIZE);
  const versions = await tx
    .select({ version: formVersions.version })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(desc(formVersions.version));
  return {
    formId,
    version,
    versions: versions.map((v) => v.version),
    questions: asked.map((q) => ({ id: q.id, text: q.text, type: q.type })),
    rows: rows.map((r) => ({
      id: r.id,
      submittedAt: r.submittedAt,
      respondent: respondentOf(r),
      answers: Object.fromEntries(asked.map((q) => [q.id, answerOf(storedOf(r), q.id)])),
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: RESPONSES_PAGE_SIZE,
  };
}

/**
 * One version's responses as CSV (UTF-8 with its byte-order mark, CRLF lines): the time, who
 * answered, then a column per asked question. Every cell goes through the one CSV writer, which
 * keeps typed text from running as a spreadsheet formula.
 */
export async function responsesCsv(tx: Tx, formId: string, version: number | undefined): Promise<{ version: number; text: string }> {
  const shown = await shownVersion(tx, formId, version);
  const asked = askedQuestions(shown.definition);
  let text = CSV_BOM + csvLine(['Submitted', 'Respondent', ...asked.map((q) => q.text)]);
  for (const r of await rowsOf(tx, formId, shown.version)) {
    text += csvLine([r.submittedAt.toISOString(), respondentOf(r) ?? '', ...asked.map((q) => answerOf(storedOf(r), q.id))]);
  }
  return { version: shown.version, text };
}
