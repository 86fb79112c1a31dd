import { z } from '../zod.js';
import { FORM_MESSAGES as M } from './messages.js';

/**
 * Every question type the spec names (document 3 §3): the job form's input types, then the
 * general form builder's. Both kinds of form use all of them.
 */
export const QUESTION_TYPES = [
  'textbox',
  'textarea',
  'checkbox',
  'radio',
  'dropdown',
  'date',
  'select',
  'short_answer',
  'paragraph',
  'multi_select',
  // Ours (issue 42): an address to answer the respondent at, checked as one.
  'email',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  textbox: 'Text box',
  textarea: 'Text area',
  checkbox: 'Checkboxes',
  radio: 'Radio buttons',
  dropdown: 'Dropdown',
  date: 'Date',
  select: 'Select',
  short_answer: 'Short answer',
  paragraph: 'Paragraph',
  multi_select: 'Multi-select',
  email: 'Email address',
};

/** How a type is answered: a line of text, a longer text, one option, several options, a date, or an email address. */
export type AnswerKind = 'text' | 'longText' | 'one' | 'many' | 'date' | 'email';

const KINDS: Record<QuestionType, AnswerKind> = {
  textbox: 'text',
  short_answer: 'text',
  textarea: 'longText',
  paragraph: 'longText',
  radio: 'one',
  dropdown: 'one',
  select: 'one',
  checkbox: 'many',
  multi_select: 'many',
  date: 'date',
  email: 'email',
};

export const answerKind = (type: QuestionType): AnswerKind => KINDS[type];

/** Checkbox, radio and dropdown (and select, multi-select) are answered from options, so they need some. */
export const needsOptions = (type: QuestionType): boolean => KINDS[type] === 'one' || KINDS[type] === 'many';

/** A question's id: made by the builder, kept across versions so answers stay tied to their question. */
export const QUESTION_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
export const MAX_QUESTIONS = 100;
export const MAX_OPTIONS = 50;
/** The longest form title, description, field label and option (the builder shows each). */
export const FORM_LIMITS = { title: 200, description: 2000, label: 500, option: 200 } as const;

const option = z
  .string({ error: M.optionEmpty })
  .trim()
  .min(1, M.optionEmpty)
  .max(FORM_LIMITS.option, M.optionTooLong)
  .refine((s) => !s.includes(','), M.optionComma);

/** One question of the builder (document 3 §3 form question), checked with the builder's messages (§5). */
export const formQuestionSchema = z
  .object({
    id: z.string({ error: M.questionIdInvalid }).regex(QUESTION_ID, M.questionIdInvalid),
    text: z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(FORM_LIMITS.label, M.labelTooLong),
    type: z.enum(QUESTION_TYPES, { error: M.questionTypeInvalid }),
    options: z.array(option, { error: M.optionsRequired }).max(MAX_OPTIONS, M.tooManyOptions).default([]),
    required: z.boolean().default(false),
    visible: z.boolean().default(true),
  })
  .superRefine((q, ctx) => {
    if (!needsOptions(q.type)) return;
    if (q.options.length === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: M.optionsRequired });
    const seen = new Set<string>();
    q.options.forEach((o, i) => {
      const key = o.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options', i], message: M.optionDuplicate });
      seen.add(key);
    });
  })
  // Options left over from another type are not kept.
  .transform((q) => (needsOptions(q.type) ? q : { ...q, options: [] }));

/** The one form-definition schema (issue 21): what the builder saves and each version stores. */
export const formDefinitionSchema = z
  .object({
    title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(FORM_LIMITS.title, M.titleTooLong),
    description: z.string({ error: M.descriptionTooLong }).trim().max(FORM_LIMITS.description, M.descriptionTooLong).default(''),
    questions: z
      .array(formQuestionSchema, { error: M.questionsRequired })
      .min(1, M.questionsRequired)
      .max(MAX_QUESTIONS, M.tooManyQuestions),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    d.questions.forEach((q, i) => {
      if (seen.has(q.id)) ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: M.questionIdDuplicate });
      seen.add(q.id);
    });
  });
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormQuestion = FormDefinition['questions'][number];

/** A definition as answers carry it (no rules: the server only sends what it stored). */
export const formDefinitionAnswer = z.object({
  title: z.string(),
  description: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      type: z.enum(QUESTION_TYPES),
      options: z.array(z.string()),
      required: z.boolean(),
      visible: z.boolean(),
    }),
  ),
});

/** Whether two definitions say the same (an unchanged save makes no new version). */
export function sameDefinition(a: FormDefinition, b: FormDefinition): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(d: FormDefinition): FormDefinition {
  return {
    title: d.title,
    description: d.description,
    questions: d.questions.map((q) => ({
      id: q.id,
      text: q.text,
      type: q.type,
      options: [...q.options],
      required: q.required,
      visible: q.visible,
    })),
  };
}
