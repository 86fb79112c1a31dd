import { z } from '../zod.js';
import { calendarDate } from '../contracts/common.js';
import { answerKind, FORM_LIMITS, MAX_OPTIONS, MAX_QUESTIONS, QUESTION_ID, type FormDefinition, type FormQuestion } from './definition.js';
import { FORM_MESSAGES as M } from './messages.js';
import { once } from '../contracts/once.js';

/** The longest answer of a one-line question, of a paragraph, and of an email address. */
export const ANSWER_LIMITS = { text: 500, longText: 5000, email: 254 } as const;

/** What a person fills in: a text (or option, or date) per question, or the options ticked. */
export type AnswerValue = string | string[];
export type AnswerValues = Record<string, AnswerValue>;

/** An answer as stored and read (document 3 §3 form answer): several options joined by commas. */
export interface StoredAnswer {
  questionId: string;
  answer: string;
}

/** What joins the options of a multi-select answer (options hold no comma, so it reads back). */
export const MULTI_ANSWER_SEPARATOR = ', ';

/** The questions a person is asked: the visible ones, in the builder's order. */
export const askedQuestions = (definition: Pick<FormDefinition, 'questions'>): FormQuestion[] =>
  definition.questions.filter((q) => q.visible);

/** An empty answer for every asked question: what the form starts with. */
export function emptyAnswers(definition: FormDefinition): AnswerValues {
  return Object.fromEntries(askedQuestions(definition).map((q) => [q.id, answerKind(q.type) === 'many' ? [] : '']));
}

const missing = (q: FormQuestion, ctx: z.RefinementCtx) => {
  if (q.required) ctx.addIssue({ code: 'custom', message: M.answerRequired });
};

function textAnswer(q: FormQuestion, max: number) {
  return z
    .string({ error: M.answersInvalid })
    .optional()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      if (v === '') missing(q, ctx);
      else if (v.length > max) ctx.addIssue({ code: 'custom', message: M.answerTooLong(max) });
    });
}

function oneOption(q: FormQuestion) {
  return z
    .string({ error: M.answerNotAnOption })
    .optional()
    .transform((v) => v ?? '')
    .superRefine((v, ctx) => {
      if (v === '') missing(q, ctx);
      else if (!q.options.includes(v)) ctx.addIssue({ code: 'custom', message: M.answerNotAnOption });
    });
}

function dateAnswer(q: FormQuestion) {
  const date = calendarDate(M.answerDate);
  return z
    .string({ error: M.answerDate })
    .optional()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      if (v === '') missing(q, ctx);
      else if (!date.safeParse(v).success) ctx.addIssue({ code: 'custom', message: M.answerDate });
    });
}

/**
 * An email address (the one rule of an email answer): trimmed, at most 254 characters, shaped as
 * an address, kept in lower case.
 */
function emailAnswer(q: FormQuestion) {
  const email = z.email({ error: M.answerEmail });
  return z
    .string({ error: M.answerEmail })
    .optional()
    .transform((v) => (v ?? '').trim().toLowerCase())
    .superRefine((v, ctx) => {
      if (v === '') missing(q, ctx);
      else if (v.length > ANSWER_LIMITS.email || !email.safeParse(v).success) ctx.addIssue({ code: 'custom', message: M.answerEmail });
    });
}

/** Several options: each one of the question's, stored in the options' order, joined by commas. */
function manyOptions(q: FormQuestion) {
  return z
    .array(z.string({ error: M.answerNotAnOption }), { error: M.answerNotAnOption })
    .optional()
    .transform((v) => v ?? [])
    .superRefine((v, ctx) => {
      if (v.length === 0) missing(q, ctx);
      else if (v.some((o) => !q.options.includes(o))) ctx.addIssue({ code: 'custom', message: M.answerNotAnOption });
    })
    .transform((v) => q.options.filter((o) => v.includes(o)).join(MULTI_ANSWER_SEPARATOR));
}

function answerSchema(q: FormQuestion): z.ZodType<string, AnswerValue | undefined> {
  switch (answerKind(q.type)) {
    case 'text':
      return textAnswer(q, ANSWER_LIMITS.text);
    case 'longText':
      return textAnswer(q, ANSWER_LIMITS.longText);
    case 'one':
      return oneOption(q);
    case 'date':
      return dateAnswer(q);
    case 'many':
      return manyOptions(q);
    case 'email':
      return emailAnswer(q);
  }
}

/**
 * The rule of a form's answers, built from one version's definition: the browser checks the form
 * with it and the server checks the submission with it (the same code, the same messages). Each
 * asked question is keyed by its id; an answer to a question the version does not ask is refused,
 * and so is a response that answers nothing.
 * The output is what is stored: one answer per asked question, in order.
 */
export function answersSchema(definition: FormDefinition) {
  const asked = askedQuestions(definition);
  const shape: Record<string, z.ZodType<string, AnswerValue | undefined>> = {};
  for (const q of asked) shape[q.id] = answerSchema(q);
  return z
    .strictObject(shape, { error: M.answersUnknown })
    .refine((values) => Object.values(values).some((answer) => answer !== ''), {
      message: M.answersEmpty,
      // Said only when each answer passed: a required question left empty says so itself.
      when: (payload) => payload.issues.length === 0,
    })
    .transform((values): StoredAnswer[] =>
      asked.map((q) => ({ questionId: q.id, answer: (values as Record<string, string>)[q.id] ?? '' })),
    );
}

/** Answers as they travel: by question id, a text or the options ticked (the version's rule checks them). */
export const answersInput = once(() =>
  z
    .record(
      z.string().regex(QUESTION_ID, M.answersUnknown),
      z.union(
        [
          z.string().max(ANSWER_LIMITS.longText * 2, M.answersInvalid),
          z.array(z.string().max(FORM_LIMITS.option, M.answersInvalid)).max(MAX_OPTIONS, M.answersInvalid),
        ],
        { error: M.answersInvalid },
      ),
      { error: M.answersInvalid },
    )
    .refine((r) => Object.keys(r).length <= MAX_QUESTIONS, M.answersUnknown),
);

/** A stored answer's text for a question ('' when the version did not ask it). */
export function answerOf(answers: readonly StoredAnswer[], questionId: string): string {
  return answers.find((a) => a.questionId === questionId)?.answer ?? '';
}
