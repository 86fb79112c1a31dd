import { BADGE_ADMIN_MESSAGES as M, BADGE_TYPES, type BadgeAdmin } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { CRITERIA_FIELDS, criteriaFieldsOf, criteriaText, deleteQuestion } from './badge-criteria';
import { badgeBodyOf, checkBadgeForm, formValuesOf, pictureProblem, saveFailure, type BadgeFormValues } from './badge-form-model';
import { kindWord as KIND_WORD, PNG } from './badge-test-data';

const kindWord: BadgeAdmin = { ...KIND_WORD, description: 'For a kind word', ranking: 3 };

const values = (patch: Partial<BadgeFormValues>): BadgeFormValues => ({ ...formValuesOf(), badgeName: 'Streak', ...patch });
const errorsOf = (patch: Partial<BadgeFormValues>) => {
  const checked = checkBadgeForm(values(patch));
  return checked.ok ? {} : checked.errors;
};

describe('badge criteria', () => {
  it('names the criteria fields of every type, and none for Custom, Personal Max and Most Hrs', () => {
    expect(Object.keys(CRITERIA_FIELDS)).toEqual([...BADGE_TYPES]);
    expect(criteriaFieldsOf('X Hours for X Week Streak')).toEqual(['totalHrs', 'weeks']);
    expect(criteriaFieldsOf('Total Hrs in Category')).toEqual(['totalHrs', 'category']);
    expect(criteriaFieldsOf('Custom')).toEqual([]);
    expect(criteriaFieldsOf(null)).toEqual([]);
  });

  it('says each badge’s criteria in words', () => {
    const words = (patch: Partial<BadgeAdmin>) => criteriaText({ ...kindWord, ...patch });
    expect(words({ type: 'Minimum Hours Multiple', multiple: 2 })).toBe('2× weekly commitment');
    expect(words({ type: 'X Hours for X Week Streak', totalHrs: 10, weeks: 4 })).toBe('10 h for 4 weeks');
    expect(words({ type: 'Total Hrs in Category', totalHrs: 20, category: 'Housing' })).toBe('20 h in Housing');
    expect(words({ type: 'Lead a team of X+', people: 5 })).toBe('5+ people');
    expect(words({ type: 'No Infringement Streak', months: 6 })).toBe('6 months');
    expect(words({ type: 'No Infringement Streak', months: 1 })).toBe('1 month');
    for (const type of ['Custom', 'Personal Max', 'Most Hrs in Week']) expect(words({ type })).toBe('');
  });

  it('asks before deleting with the number of people who hold the badge', () => {
    expect(deleteQuestion('Kind Word', 3)).toBe('Delete “Kind Word”? 3 people hold this badge; it will be taken from each of them.');
    expect(deleteQuestion('Kind Word', 1)).toBe('Delete “Kind Word”? 1 person holds this badge; it will be taken from them.');
    expect(deleteQuestion('Kind Word', 0)).toBe('Delete “Kind Word”? No one holds this badge.');
  });
});

describe('the badge form', () => {
  it('needs a name and a type', () => {
    expect(errorsOf({ badgeName: '  ', type: null })).toEqual({ badgeName: M.nameRequired, type: M.typeInvalid });
  });

  it('needs the criteria of the chosen type, each under its field', () => {
    expect(errorsOf({ type: 'Minimum Hours Multiple' })).toEqual({ multiple: M.multipleRequired });
    expect(errorsOf({ type: 'X Hours for X Week Streak', totalHrs: 10 })).toEqual({ weeks: M.weeksRequired });
    expect(errorsOf({ type: 'Total Hrs in Category', totalHrs: '' })).toEqual({ totalHrs: M.hoursRequired, category: M.categoryRequired });
    expect(errorsOf({ type: 'Lead a team of X+', people: 0 })).toEqual({ people: M.peopleRequired });
    expect(errorsOf({ type: 'No Infringement Streak', months: 1.5 })).toEqual({ months: M.monthsRequired });
    expect(errorsOf({ type: 'Custom', ranking: -1 })).toEqual({ ranking: M.rankingInvalid });
  });

  it('sends only the chosen type’s criteria, and an empty ranking as 0 (last)', () => {
    const checked = checkBadgeForm(
      values({ type: 'Total Hrs in Category', totalHrs: 20, category: 'Housing', multiple: 2, weeks: 4, ranking: '' }),
    );
    expect(checked).toEqual({
      ok: true,
      input: {
        badgeName: 'Streak',
        description: '',
        type: 'Total Hrs in Category',
        ranking: 0,
        excludedFromCount: false,
        multiple: null,
        totalHrs: 20,
        weeks: null,
        months: null,
        people: null,
        category: 'Housing',
      },
    });
  });

  it('leaves the picture out of an edit unless a new one was chosen', () => {
    const edit = formValuesOf(kindWord);
    expect(edit).toMatchObject({ badgeName: 'Kind Word', type: 'Custom', ranking: 3, multiple: '', image: null });
    expect(badgeBodyOf(edit)).not.toHaveProperty('image');
    const checked = checkBadgeForm(edit);
    expect(checked.ok && 'image' in checked.input).toBe(false);
    expect(badgeBodyOf({ ...edit, image: PNG })).toHaveProperty('image', PNG);
  });

  it('refuses a picture that is not a PNG, JPEG, GIF or WebP by its content', () => {
    expect(pictureProblem(PNG)).toBeNull();
    expect(pictureProblem(`data:image/png;base64,${btoa('<svg/>')}`)).toBe(M.imageInvalid);
    expect(errorsOf({ type: 'Custom', image: 'data:text/plain;base64,aGk=' })).toEqual({ image: M.imageInvalid });
  });

  it('puts the server’s refusals under their fields', () => {
    const taken = new ApiError({ status: 409, code: 'CONFLICT', message: M.nameTaken, fields: { badgeName: M.nameTaken } });
    expect(saveFailure(taken)).toEqual({ errors: { badgeName: M.nameTaken }, message: null });
    const invalid = new ApiError({ status: 422, code: 'VALIDATION', message: M.weeksRequired, fields: { weeks: M.weeksRequired } });
    expect(saveFailure(invalid)).toEqual({ errors: { weeks: M.weeksRequired }, message: null });
    const refused = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this.' });
    expect(saveFailure(refused)).toEqual({ errors: {}, message: 'You do not have permission to do this.' });
    expect(saveFailure(new Error('boom'))).toEqual({ errors: {}, message: M.generic });
  });
});
