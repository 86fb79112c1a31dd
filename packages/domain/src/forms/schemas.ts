import { z } from '../zod.js';
import { timestamp } from '../contracts/common.js';
import { answersInput } from './answers.js';
import { formDefinitionAnswer, QUESTION_TYPES } from './definition.js';
import { FORM_MESSAGES as M } from './messages.js';
import { once } from '../contracts/once.js';

/** How many responses a page of the Owner's table holds. */
export const RESPONSES_PAGE_SIZE = 50;

export const formVersionNumber = once(() =>
  z.coerce.number({ error: M.badVersion }).int(M.badVersion).min(1, M.badVersion).max(1_000_000, M.badVersion),
);

/** A form as the filler reads it: its current version's definition. */
export const currentForm = once(() =>
  z.object({
    id: z.uuid(),
    version: z.number().int(),
    definition: formDefinitionAnswer,
    updatedAt: timestamp(),
  }),
);
export type CurrentForm = z.output<ReturnType<typeof currentForm>>;

/** The general form (/formviewer), or null before the Owner first saves one. */
export const generalFormAnswer = once(() => z.object({ form: currentForm().nullable() }));

/** A save: the form as it is now, and whether the save made a new version. */
export const formSaved = once(() =>
  currentForm().extend({
    changed: z.boolean().describe('False when the definition was the same as the current version’s: no version was made.'),
  }),
);

/** Every version of a form, newest first, with how many responses each has. */
export const formVersionsAnswer = once(() =>
  z.object({
    versions: z.array(
      z.object({ version: z.number().int(), createdAt: timestamp(), responses: z.number().int(), definition: formDefinitionAnswer }),
    ),
  }),
);

/** A response to the general form: the version answered and the answers, checked by that version's rule. */
export const formResponseInput = once(() =>
  z.object({
    formId: z.uuid({ error: M.formNotFound }),
    version: formVersionNumber(),
    answers: answersInput(),
  }),
);
export type FormResponseInput = z.input<ReturnType<typeof formResponseInput>>;

/** An answer the filler can only submit: the versioned rule decides (field errors are keyed by question id). */
export const formSubmitted = once(() => z.object({ id: z.uuid(), message: z.string() }));

export const responsesQuery = once(() =>
  z.object({
    version: formVersionNumber().optional().describe('The version whose responses are read; the current one when left out.'),
    page: z.coerce.number({ error: M.badPage }).int(M.badPage).min(1, M.badPage).max(100_000, M.badPage).default(1),
  }),
);
export const responsesExportQuery = once(() => responsesQuery().pick({ version: true }));

/** One version's responses, ready for a table: its asked questions as columns, a row per response. */
export const responsesTable = once(() =>
  z.object({
    formId: z.uuid(),
    version: z.number().int(),
    versions: z.array(z.number().int()).describe('Every version of the form, newest first (another can be read with ?version=).'),
    questions: z.array(z.object({ id: z.string(), text: z.string(), type: z.enum(QUESTION_TYPES) })),
    rows: z.array(
      z.object({
        id: z.uuid(),
        submittedAt: timestamp(),
        respondent: z.string().nullable().describe('The member who answered; null for an anonymous job application.'),
        answers: z.record(z.string(), z.string()),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type ResponsesTable = z.output<ReturnType<typeof responsesTable>>;
