import { FORM_MESSAGES as M, formDefinitionSchema } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { answersValidator, emptyAnswers, splitServerErrors } from './answer-values';

const definition = formDefinitionSchema.parse({
  title: 'Apply',
  questions: [
    { id: 'name', text: 'Your name', type: 'textbox', required: true },
    { id: 'shift', text: 'Preferred shift', type: 'dropdown', options: ['Morning', 'Evening'], required: true },
    { id: 'skills', text: 'Skills', type: 'checkbox', options: ['Cooking', 'Driving'] },
    { id: 'notes', text: 'Notes', type: 'paragraph', visible: false },
  ],
});

describe('the form filler’s answers', () => {
  it('start empty for every asked question (hidden ones are not asked)', () => {
    expect(emptyAnswers(definition)).toEqual({ name: '', shift: '', skills: [] });
  });

  it('are stopped on a missing required answer, under the question, before anything is sent', () => {
    const check = answersValidator(definition);
    expect(check(emptyAnswers(definition))).toEqual({ name: M.answerRequired, shift: M.answerRequired });
    expect(check({ name: 'Ada', shift: 'Evening', skills: [] })).toEqual({});
    expect(check({ name: 'Ada', shift: 'Night', skills: ['Flying'] })).toEqual({ shift: M.answerNotAnOption, skills: M.answerNotAnOption });
  });

  it('are stopped when nothing at all is answered, even on a form of optional questions (issue 42, defect 17)', () => {
    const optional = formDefinitionSchema.parse({
      title: 'Feedback',
      questions: [
        { id: 'liked', text: 'What did you like?', type: 'textbox' },
        { id: 'topics', text: 'Topics', type: 'checkbox', options: ['Tools', 'Safety'] },
      ],
    });
    const check = answersValidator(optional);
    expect(check(emptyAnswers(optional))).toEqual({ '': M.answersEmpty });
    expect(check({ liked: '', topics: ['Safety'] })).toEqual({});
  });

  it('show the server’s refusal under its question, and anything else above the button', () => {
    expect(splitServerErrors(definition, { shift: M.answerRequired, _: M.answersUnknown, notes: 'x' })).toEqual({
      onFields: { shift: M.answerRequired },
      other: M.answersUnknown,
    });
    expect(splitServerErrors(definition, undefined)).toEqual({ onFields: {}, other: null });
  });
});
