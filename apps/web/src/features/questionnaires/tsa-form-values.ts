import {
  MESSAGES,
  TSA_DESIGN_RATINGS,
  TSA_INFRASTRUCTURE_RATINGS,
  TSA_PAGE_SCHEMAS,
  TSA_PARTICIPATION_RATINGS,
  TSA_QUESTION_PAGES,
  TSA_QUESTIONS,
  tsaSubmissionInput,
  type TsaField,
  type TsaSubmissionInput,
} from '@goodhours/domain';
import { isApiError } from '../../api/client';

export type TsaRatingField =
  (typeof TSA_INFRASTRUCTURE_RATINGS)[number] | (typeof TSA_PARTICIPATION_RATINGS)[number] | (typeof TSA_DESIGN_RATINGS)[number];
export type TsaBoxesField = 'areaofExpertise' | 'meetingAvailability' | 'timeCommitment';

/** What the questionnaire holds while it is filled in: a rating not chosen is null, a radio not chosen '', an agreement 'agree' or ''. */
export type TsaValues = { [K in TsaField]: K extends TsaRatingField ? number | null : K extends TsaBoxesField ? string[] : string };
export type TsaErrors = Partial<Record<TsaField, string>>;

const FIELDS = Object.keys(TSA_QUESTIONS) as TsaField[];
const RATINGS = new Set<string>([...TSA_INFRASTRUCTURE_RATINGS, ...TSA_PARTICIPATION_RATINGS, ...TSA_DESIGN_RATINGS]);
const BOXES = new Set<string>(['areaofExpertise', 'meetingAvailability', 'timeCommitment']);

const isRating = (field: string): field is TsaRatingField => RATINGS.has(field);
const isBoxes = (field: string): field is TsaBoxesField => BOXES.has(field);

/** A new questionnaire: the email and name of the signed-in person filled in, nothing else. */
export function emptyTsaValues(person: { email: string; name: string }): TsaValues {
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) values[field] = isRating(field) ? null : isBoxes(field) ? [] : '';
  return { ...(values as TsaValues), email: person.email, fullname: person.name };
}

/** The questions of a page (1 to 7), in the order the page shows them. */
export function tsaPageFields(page: number): TsaField[] {
  const schema = TSA_PAGE_SCHEMAS[page - 1];
  return schema ? (Object.keys(schema.shape) as TsaField[]) : [];
}

/** The element a question's problem sends the view and the focus to. */
export const tsaFieldId = (field: TsaField) => `tsa-${field}`;

/** Each missing or wrong answer of a page, by the page's own schema (document 3 §5). */
export function checkTsaPage(page: number, values: TsaValues): TsaErrors {
  const schema = TSA_PAGE_SCHEMAS[page - 1];
  if (!schema) return {};
  const result = schema.safeParse(values);
  const errors: TsaErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]) as TsaField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The first question of the page, in its order, that has a problem. */
export function firstProblem(page: number, errors: TsaErrors): TsaField | undefined {
  return tsaPageFields(page).find((field) => errors[field]);
}

/** The first page before `page` that is not complete, or null: the questionnaire is linear (document 3 §4). */
export function firstIncompletePage(values: TsaValues, page: number): number | null {
  for (let p = 1; p < Math.min(page, TSA_QUESTION_PAGES + 1); p++) {
    if (Object.keys(checkTsaPage(p, values)).length > 0) return p;
  }
  return null;
}

/** The page a question is on. */
export function pageOfField(field: string): number | null {
  for (let p = 1; p <= TSA_QUESTION_PAGES; p++) if ((tsaPageFields(p) as string[]).includes(field)) return p;
  return null;
}

/** The whole questionnaire as the server reads it, checked by the same rule; null when a page is incomplete. */
export function tsaSubmissionOf(values: TsaValues): TsaSubmissionInput | null {
  const result = tsaSubmissionInput.safeParse(values);
  return result.success ? result.data : null;
}

/** How a refused submit is shown: under the questions it names (and on their page), or in an alert. */
export interface TsaRefusal {
  errors: TsaErrors;
  page: number | null;
  alert: string | null;
}

export function tsaRefusal(error: unknown): TsaRefusal {
  if (!isApiError(error)) return { errors: {}, page: null, alert: MESSAGES.unexpectedError };
  const errors: TsaErrors = {};
  let page: number | null = null;
  if (error.status === 422) {
    for (const [key, message] of Object.entries(error.fields ?? {})) {
      const on = pageOfField(key);
      if (on === null) continue;
      errors[key as TsaField] ??= message;
      page = page === null ? on : Math.min(page, on);
    }
  }
  return { errors, page, alert: page === null ? error.message : null };
}

/** Answers are kept per person in this browser tab until they are submitted (a reload keeps them). */
const storageKey = (userId: string) => `goodhours.tsa.${userId}`;
const submittedKey = (userId: string) => `goodhours.tsa.${userId}.submitted`;

function fitsField(field: TsaField, value: unknown): boolean {
  if (isRating(field)) return value === null || typeof value === 'number';
  if (isBoxes(field)) return Array.isArray(value) && value.every((v) => typeof v === 'string');
  return typeof value === 'string';
}

/** The answers kept for the person, over a new questionnaire (anything unreadable is left out). */
export function loadTsaValues(userId: string, fresh: TsaValues): TsaValues {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(storageKey(userId)) ?? 'null');
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null) return fresh;
  const values: Record<string, unknown> = { ...fresh };
  for (const field of FIELDS) {
    const value = (stored as Record<string, unknown>)[field];
    if (fitsField(field, value)) values[field] = value;
  }
  return values as TsaValues;
}

export function saveTsaValues(userId: string, values: TsaValues): void {
  sessionStorage.setItem(storageKey(userId), JSON.stringify(values));
  sessionStorage.removeItem(submittedKey(userId));
}

/** After a submit: the answers are dropped and the thank-you page may be shown. */
export function markTsaSubmitted(userId: string): void {
  sessionStorage.removeItem(storageKey(userId));
  sessionStorage.setItem(submittedKey(userId), '1');
}

export function wasTsaSubmitted(userId: string): boolean {
  return sessionStorage.getItem(submittedKey(userId)) === '1';
}
