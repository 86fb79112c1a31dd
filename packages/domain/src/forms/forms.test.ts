import { describe, expect, it } from 'vitest';
import { answersSchema, emptyAnswers } from './answers.js';
import { formDefinitionSchema, needsOptions, QUESTION_TYPES, sameDefinition, type FormDefinition } from './definition.js';
import { FORM_MESSAGES as M } from './messages.js';

const q = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, text: `Question ${id}`, type, ...extra });

const issues = (input: unknown) =>
  (formDefinitionSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message] as const);

const definition = (questions: unknown[]): FormDefinition => formDefinitionSchema.parse({ title: 'Volunteer interest', questions });

describe('the form definition', () => {
  it('accepts every question type the spec names', () => {
    const questions = QUESTION_TYPES.map((type, i) => q(`q${String(i)}`, type, needsOptions(type) ? { options: ['Yes', 'No'] } : {}));
    const parsed = definition(questions);
    expect(parsed.questions.map((x) => x.type)).toEqual([...QUESTION_TYPES]);
    expect(parsed.questions[0]).toMatchObject({ required: false, visible: true, options: [] });
  });

  it('gives the builder’s messages: a label, at least one option, no empty option', () => {
    expect(issues({ title: 'T', questions: [q('a', 'textbox', { text: '   ' })] })).toEqual([['questions.0.text', M.labelRequired]]);
    for (const type of ['checkbox', 'radio', 'dropdown', 'select', 'multi_select']) {
      expect(issues({ title: 'T', questions: [q('a', type)] })).toEqual([['questions.0.options', M.optionsRequired]]);
    }
    expect(issues({ title: 'T', questions: [q('a', 'radio', { options: ['Yes', ' '] })] })).toEqual([
      ['questions.0.options.1', M.optionEmpty],
    ]);
  });

  it('refuses a comma in an option (multi-select answers are joined by commas) and the same option twice', () => {
    expect(issues({ title: 'T', questions: [q('a', 'checkbox', { options: ['Red, blue'] })] })).toEqual([
      ['questions.0.options.0', M.optionComma],
    ]);
    expect(issues({ title: 'T', questions: [q('a', 'dropdown', { options: ['Red', 'red'] })] })).toEqual([
      ['questions.0.options.1', M.optionDuplicate],
    ]);
  });

  it('needs a title and a question, and question ids that differ', () => {
    expect(issues({ title: ' ', questions: [] })).toEqual([
      ['title', M.titleRequired],
      ['questions', M.questionsRequired],
    ]);
    expect(issues({ title: 'T', questions: [q('a', 'textbox'), q('a', 'date')] })).toEqual([['questions.1.id', M.questionIdDuplicate]]);
    expect(issues({ title: 'T', questions: [q('__proto__', 'textbox')] })).toEqual([['questions.0.id', M.questionIdInvalid]]);
  });

  it('drops options left over when a question changes to a type without them', () => {
    expect(definition([q('a', 'textbox', { options: ['Left over'] })]).questions[0]?.options).toEqual([]);
  });

  it('tells an unchanged definition from a changed one', () => {
    const a = definition([q('a', 'radio', { options: ['Yes', 'No'] })]);
    expect(sameDefinition(a, definition([q('a', 'radio', { options: ['Yes', 'No'] })]))).toBe(true);
    expect(sameDefinition(a, definition([q('a', 'radio', { options: ['No', 'Yes'] })]))).toBe(false);
    expect(sameDefinition(a, definition([q('a', 'radio', { options: ['Yes', 'No'], required: true })]))).toBe(false);
  });
});

describe('the answers of a form', () => {
  const form = definition([
    q('name', 'short_answer', { required: true }),
    q('about', 'paragraph'),
    q('role', 'dropdown', { options: ['Cook', 'Driver'], required: true }),
    q('days', 'multi_select', { options: ['Mon', 'Tue', 'Wed'], required: true }),
    q('start', 'date'),
    q('secret', 'textbox', { visible: false }),
  ]);
  const schema = answersSchema(form);
  const problems = (answers: unknown) =>
    Object.fromEntries((schema.safeParse(answers).error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

  it('stores one answer per asked question, in order, several options joined by commas in the options’ order', () => {
    expect(schema.parse({ name: '  Ada ', role: 'Driver', days: ['Wed', 'Mon'], start: '2026-12-01' })).toEqual([
      { questionId: 'name', answer: 'Ada' },
      { questionId: 'about', answer: '' },
      { questionId: 'role', answer: 'Driver' },
      { questionId: 'days', answer: 'Mon, Wed' },
      { questionId: 'start', answer: '2026-12-01' },
    ]);
  });

  it('says which required questions are missing', () => {
    expect(problems(emptyAnswers(form))).toEqual({ name: M.answerRequired, role: M.answerRequired, days: M.answerRequired });
    expect(problems({})).toEqual({ name: M.answerRequired, role: M.answerRequired, days: M.answerRequired });
  });

  it('refuses an option the question does not offer, an impossible date, a long answer and unknown or hidden questions', () => {
    const base = { name: 'Ada', role: 'Cook', days: ['Mon'] };
    expect(problems({ ...base, role: 'Pilot' })).toEqual({ role: M.answerNotAnOption });
    expect(problems({ ...base, days: ['Mon', 'Sun'] })).toEqual({ days: M.answerNotAnOption });
    expect(problems({ ...base, start: '2026-02-30' })).toEqual({ start: M.answerDate });
    expect(problems({ ...base, name: 'x'.repeat(501) })).toEqual({ name: M.answerTooLong(500) });
    expect(problems({ ...base, about: 'x'.repeat(5001) })).toEqual({ about: M.answerTooLong(5000) });
    expect(problems({ ...base, secret: 'x' })).toEqual({ _: M.answersUnknown });
    expect(problems({ ...base, other: 'x' })).toEqual({ _: M.answersUnknown });
  });

  it('takes an email address only when it looks like one, trimmed and in lower case', () => {
    const contact = answersSchema(definition([q('email', 'email', { required: true }), q('other', 'email')]));
    const said = (answers: unknown) =>
      Object.fromEntries((contact.safeParse(answers).error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));
    expect(contact.parse({ email: ' Ada@Example.ORG ' })).toEqual([
      { questionId: 'email', answer: 'ada@example.org' },
      { questionId: 'other', answer: '' },
    ]);
    expect(said({ email: '' })).toEqual({ email: M.answerRequired });
    expect(said({ email: 'ada@' })).toEqual({ email: M.answerEmail });
    expect(said({ email: 'ada@example.org', other: 'not an address' })).toEqual({ other: M.answerEmail });
    expect(said({ email: `${'a'.repeat(250)}@example.org` })).toEqual({ email: M.answerEmail });
  });

  it('starts the form with an empty answer for every asked question', () => {
    expect(emptyAnswers(form)).toEqual({ name: '', about: '', role: '', days: [], start: '' });
  });
});
