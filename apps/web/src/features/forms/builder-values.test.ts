import { FORM_MESSAGES as M, formDefinitionSchema } from '@goodhours/domain';
import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { builderValues, moveTarget, newQuestion, withType, type BuilderValues } from './builder-values';

const errorsOf = (values: BuilderValues) => schemaResolver(formDefinitionSchema, { sync: true })(values);

describe('the form builder’s values', () => {
  it('start empty for a new form and from the saved definition otherwise', () => {
    expect(builderValues(null, 'Apply: Cook')).toEqual({ title: 'Apply: Cook', description: '', questions: [] });
    const saved = { title: 'T', description: 'D', questions: [{ ...newQuestion([]), text: 'Name' }] };
    const values = builderValues(saved);
    expect(values).toEqual(saved);
    values.questions[0]?.options.push('changed');
    expect(saved.questions[0]?.options).toEqual([]);
  });

  it('give each new question an id no other question has', () => {
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push(newQuestion(ids).id);
    expect(new Set(ids).size).toBe(200);
    expect(ids.every((id) => /^q[0-9a-f]{10}$/.test(id))).toBe(true);
  });

  it('give a question answered from options one option to fill in, and take options from one that is not', () => {
    const q = { ...newQuestion([]), text: 'Shift' };
    const dropdown = withType(q, 'dropdown');
    expect(dropdown.options).toEqual(['']);
    expect(withType({ ...dropdown, options: ['Morning'] }, 'radio').options).toEqual(['Morning']);
    expect(withType({ ...dropdown, options: ['Morning'] }, 'date').options).toEqual([]);
  });

  it('are checked with the builder’s messages, under the field they concern', () => {
    const q = { ...newQuestion([]), id: 'q1' };
    expect(errorsOf({ title: 'T', description: '', questions: [q] })).toEqual({ 'questions.0.text': M.labelRequired });
    expect(errorsOf({ title: 'T', description: '', questions: [withType({ ...q, text: 'Shift' }, 'dropdown')] })).toEqual({
      'questions.0.options.0': M.optionEmpty,
    });
    expect(errorsOf({ title: 'T', description: '', questions: [{ ...q, text: 'Shift', type: 'checkbox' }] })).toEqual({
      'questions.0.options': M.optionsRequired,
    });
    expect(errorsOf({ title: '', description: '', questions: [] })).toEqual({ title: M.titleRequired, questions: M.questionsRequired });
  });

  it('move a question up or down, never past either end', () => {
    expect(moveTarget(0, -1, 3)).toBeNull();
    expect(moveTarget(0, 1, 3)).toBe(1);
    expect(moveTarget(2, 1, 3)).toBeNull();
    expect(moveTarget(2, -1, 3)).toBe(1);
  });
});
