import { describe, expect, it } from 'vitest';
import { hgnFirstIncompletePage, hgnResponsesQuery, hgnSearchFilters, hgnSubmissionAsDraft } from './hgn-answers.js';
import { HGN_BACKEND_FIELDS, HGN_FRONTEND_FIELDS, hgnFieldAt } from './hgn-fields.js';
import { HGN_MESSAGES as M } from './hgn-messages.js';
import { HGN_DEFAULT_QUESTIONS } from './hgn-questions.js';
import { hgnDraft, hgnGeneralInput, hgnSubmissionInput, hgnUserInfoInput, type HgnSubmissionInput } from './hgn-schemas.js';

const sevens = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 7]));

function completeAnswers(): HgnSubmissionInput {
  return {
    userInfo: { name: '  ada   lovelace ', email: ' Ada@Example.org ', github: 'ada-l', slack: 'ada lovelace' },
    general: {
      hours: '10-20 hours',
      period: '3-6 months',
      standup: 'Yes',
      location: 'London, UK',
      manager: 'Maybe later',
      combined_frontend_backend: 6,
      mern_skills: 5,
      leadership_skills: 4,
      leadership_experience: 3,
      preferences: ['Frontend', 'Frontend', 'Documentation'],
      availability: { Monday: [10, 9, 11], Tuesday: 'N/A', Wednesday: [14], Thursday: 'N/A', Friday: [20, 21] },
    },
    frontend: sevens(HGN_FRONTEND_FIELDS) as HgnSubmissionInput['frontend'],
    backend: sevens(HGN_BACKEND_FIELDS) as HgnSubmissionInput['backend'],
    followUp: { platform: 'Linux', other_skills: '', suggestion: '', additional_info: '' },
  };
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the development-team questionnaire', () => {
  it('title-cases the name and Slack, lower-cases the email, and collapses each weekday on submission', () => {
    const out = hgnSubmissionInput.parse(completeAnswers());
    expect(out.userInfo).toEqual({ name: 'Ada Lovelace', email: 'ada@example.org', github: 'ada-l', slack: 'Ada Lovelace' });
    expect(out.general.availability).toEqual({
      Monday: [{ from: 9, to: 12 }],
      Tuesday: 'N/A',
      Wednesday: [{ from: 14, to: 15 }],
      Thursday: 'N/A',
      Friday: [{ from: 20, to: 22 }],
    });
    expect(out.general.preferences).toEqual(['Frontend', 'Documentation']);
    // Read back into the form, the hours come back in order.
    expect(hgnSubmissionAsDraft(out).general?.availability?.Monday).toEqual([9, 10, 11]);
  });

  it('requires a name and a valid email, and keeps GitHub and Slack optional', () => {
    expect(firstMessage(hgnUserInfoInput.safeParse({ name: '  ', email: 'a@b.org' }))).toBe(M.nameRequired);
    expect(firstMessage(hgnUserInfoInput.safeParse({ name: 'Ada', email: 'not-an-email' }))).toBe(M.emailInvalid);
    expect(hgnUserInfoInput.parse({ name: 'Ada', email: 'a@b.org' })).toEqual({ name: 'Ada', email: 'a@b.org', github: '', slack: '' });
  });

  it('takes ratings as whole numbers from 1 to 10 only', () => {
    const general = completeAnswers().general;
    for (const bad of [0, 11, 6.5, '7', undefined]) {
      expect(firstMessage(hgnGeneralInput.safeParse({ ...general, mern_skills: bad }))).toBe(M.rating);
    }
    expect(hgnGeneralInput.safeParse({ ...general, mern_skills: 10 }).success).toBe(true);
  });

  it('asks for hours or N/A on every weekday, naming the day', () => {
    const general = completeAnswers().general;
    const result = hgnGeneralInput.safeParse({ ...general, availability: { ...general.availability, Thursday: [] } });
    expect(firstMessage(result)).toBe(M.availabilityDay('Thursday'));
    expect(firstMessage(hgnGeneralInput.safeParse({ ...general, preferences: [] }))).toBe(M.option);
    expect(firstMessage(hgnGeneralInput.safeParse({ ...general, hours: 'All of them' }))).toBe(M.required);
  });

  it('keeps a draft of any part answered so far, as typed, but each answer of its kind', () => {
    expect(hgnDraft().parse({ userInfo: { name: 'ada' }, general: { availability: { Monday: [] } } })).toEqual({
      userInfo: { name: 'ada' },
      general: { availability: { Monday: [] } },
    });
    expect(firstMessage(hgnDraft().safeParse({ frontend: { React: 12 } }))).toBe(M.rating);
    expect(firstMessage(hgnDraft().safeParse({ general: { availability: { Monday: [24] } } }))).toBe(M.hourInvalid);
  });

  it('names the first page that is not complete yet', () => {
    const all = completeAnswers();
    expect(hgnFirstIncompletePage({})).toBe(1);
    expect(hgnFirstIncompletePage({ userInfo: all.userInfo })).toBe(2);
    expect(hgnFirstIncompletePage({ userInfo: all.userInfo, general: all.general, frontend: { React: 5 } })).toBe(3);
    expect(hgnFirstIncompletePage({ ...all, followUp: {} })).toBe(6);
  });

  it('reads a search as skill-minimum pairs and a day, and refuses a skill without its minimum', () => {
    const one = hgnResponsesQuery().parse({ skill: 'React', min: '7', day: 'Monday' });
    expect(hgnSearchFilters(one)).toEqual({ skills: [{ skill: 'React', min: 7 }], day: 'Monday' });
    const two = hgnResponsesQuery().parse({ skill: ['React', 'MongoDB'], min: ['7', '5'] });
    expect(hgnSearchFilters(two).skills).toEqual([
      { skill: 'React', min: 7 },
      { skill: 'MongoDB', min: 5 },
    ]);
    expect(firstMessage(hgnResponsesQuery().safeParse({ skill: ['React', 'CSS'], min: '7' }))).toBe(M.minimumPerSkill);
    expect(firstMessage(hgnResponsesQuery().safeParse({ skill: 'Cobol', min: '7' }))).toBe(M.skillUnknown);
    expect(firstMessage(hgnResponsesQuery().safeParse({ skill: 'React', min: '11' }))).toBe(M.minimumInvalid);
    expect(firstMessage(hgnResponsesQuery().safeParse({ day: 'Sunday' }))).toBe(M.dayInvalid);
  });

  it('numbers the default questions of pages 2 to 5 in the order of their fields', () => {
    expect(HGN_DEFAULT_QUESTIONS.map((q) => q.page).filter((p, i, a) => a.indexOf(p) === i)).toEqual([2, 3, 4, 5]);
    expect(HGN_DEFAULT_QUESTIONS).toHaveLength(11 + 11 + 11 + 4);
    expect(hgnFieldAt(3, 5)).toBe('React');
    expect(HGN_DEFAULT_QUESTIONS.find((q) => q.page === 3 && q.qno === 5)?.title).toBe('React');
    expect(new Set(HGN_DEFAULT_QUESTIONS.map((q) => `${String(q.page)}:${String(q.qno)}`)).size).toBe(HGN_DEFAULT_QUESTIONS.length);
  });
});
