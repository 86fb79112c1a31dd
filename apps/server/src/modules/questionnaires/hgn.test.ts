import {
  HGN_BACKEND_FIELDS,
  HGN_DEFAULT_QUESTIONS,
  HGN_FRONTEND_FIELDS,
  HGN_MESSAGES as M,
  MESSAGES,
  hgnContracts,
  type HgnSubmissionInput,
  type RouteInput,
} from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { hgnQuestions, hgnSubmissions } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn, type TestApp } from '../../test/harness.js';

// Every key rated the same (fromEntries loses the keys' names).
const ratings = <K extends string>(keys: readonly K[], value: number) =>
  Object.fromEntries(keys.map((k) => [k, value])) as Record<K, number>;
function answers(over: { name?: string; react?: number; monday?: 'N/A' | number[]; github?: string } = {}): HgnSubmissionInput {
  return {
    userInfo: { name: over.name ?? '  ada lovelace ', email: ' Ada@Example.org ', github: over.github ?? 'ada-l', slack: 'ada lovelace' },
    general: {
      hours: '10-20 hours',
      period: '3-6 months',
      standup: 'Yes',
      location: 'London, UK',
      manager: 'No',
      combined_frontend_backend: 6,
      mern_skills: 5,
      leadership_skills: 4,
      leadership_experience: 3,
      preferences: ['Frontend'],
      availability: { Monday: over.monday ?? [11, 9, 10], Tuesday: 'N/A', Wednesday: [14, 15], Thursday: 'N/A', Friday: 'N/A' },
    },
    frontend: { ...ratings(HGN_FRONTEND_FIELDS, 6), React: over.react ?? 8 },
    backend: ratings(HGN_BACKEND_FIELDS, 5),
    followUp: { platform: 'Linux', other_skills: '', suggestion: '', additional_info: '' },
  };
}
const it = test
  .extend('owner', { auto: true }, ({ t }) => signedIn(t, 'Owner'))
  .extend('volunteer', { auto: true }, ({ t }) => signedIn(t, 'Volunteer'))
  .extend(
    'stored',
    ({ t }) =>
      async (userId: string) =>
        (await t.ctx.db.select().from(hgnSubmissions).where(eq(hgnSubmissions.userId, userId)))[0],
  );

describe('the questions', () => {
  it('are seeded on first read and shown to anyone signed in, by page and number', async ({ t, volunteer }) => {
    const res = await api(t, volunteer.token).call(hgnContracts.questions);
    expect(res.statusCode).toBe(200);
    const { questions } = res.json<{ questions: { page: number; qno: number; title: string }[] }>();
    expect(questions).toHaveLength(HGN_DEFAULT_QUESTIONS.length);
    expect(questions.find((q) => q.page === 3 && q.qno === 5)?.title).toBe('React');
    expect((await api(t).call(hgnContracts.questions)).statusCode).toBe(401);
  });

  it('are edited by the Owner (title and text), kept on the next read, and refused to others', async ({ t, owner, volunteer }) => {
    const { questions } = (await api(t, owner.token).call(hgnContracts.questions)).json<{ questions: { id: string; page: number }[] }>();
    const id = questions[0]?.id ?? '';
    const update = (token: string, body: object) => api(t, token).raw(hgnContracts.updateQuestion, { params: { id }, body });

    const refused = await update(volunteer.token, { title: 'Hours', text: 'How many?' });
    expect(refused.statusCode).toBe(403);
    const empty = await update(owner.token, { title: '  ', text: 'How many?' });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(M.questionTitleRequired);

    const saved = await update(owner.token, { title: ' Hours a week ', text: 'How many hours can you give?', page: 9 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id, page: 2, qno: 1, title: 'Hours a week', text: 'How many hours can you give?' });
    const again = (await api(t, volunteer.token).call(hgnContracts.questions)).json<{ questions: { id: string; title: string }[] }>();
    expect(again.questions.find((q) => q.id === id)?.title).toBe('Hours a week');
    expect(await t.ctx.db.select().from(hgnQuestions)).toHaveLength(HGN_DEFAULT_QUESTIONS.length);

    const unknown = await api(t, owner.token).call(hgnContracts.updateQuestion, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: {
        title: 'A',
        text: 'B',
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(M.questionNotFound);
  });
});

describe('my questionnaire', () => {
  it('is kept page by page as a draft, for its owner only', async ({ t, owner, volunteer }) => {
    expect((await api(t, volunteer.token).call(hgnContracts.mine)).json()).toEqual({
      status: 'new',
      answers: {},
      submittedAt: null,
      updatedAt: null,
    });
    const draft = { userInfo: { name: 'ada', email: 'ada@example.org' }, general: { mern_skills: 4, availability: { Monday: [9] } } };
    const saved = await api(t, volunteer.token).call(hgnContracts.saveDraft, { body: draft });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'draft', answers: draft, submittedAt: null });
    expect((await api(t, volunteer.token).call(hgnContracts.mine)).json()).toMatchObject({ status: 'draft', answers: draft });
    // Another person sees their own (none), never this one.
    expect((await api(t, owner.token).call(hgnContracts.mine)).json()).toMatchObject({ status: 'new', answers: {} });
    expect((await api(t).call(hgnContracts.mine)).statusCode).toBe(401);
    expect((await api(t).call(hgnContracts.saveDraft, { body: draft })).statusCode).toBe(401);
  });

  it('refuses a draft answer of the wrong kind and keeps the one saved before', async ({ t, volunteer, stored }) => {
    await api(t, volunteer.token).call(hgnContracts.saveDraft, { body: { frontend: { React: 6 } } });
    const res = await api(t, volunteer.token).call(hgnContracts.saveDraft, { body: { frontend: { React: 12 } } });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(M.rating);
    expect((await stored(volunteer.id))?.answers).toEqual({ frontend: { React: 6 } });
  });

  it('is submitted whole: names title-cased, each weekday collapsed; then read-only', async ({ t, volunteer, stored }) => {
    await api(t, volunteer.token).call(hgnContracts.saveDraft, { body: { userInfo: { name: 'ada' } } });
    const res = await api(t, volunteer.token).call(hgnContracts.submit, { body: answers() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'submitted', submittedAt: '2026-11-18T18:00:00.000Z' });
    const row = await stored(volunteer.id);
    expect(row?.answers).toMatchObject({
      userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', slack: 'Ada Lovelace' },
      general: { availability: { Monday: [{ from: 9, to: 12 }], Tuesday: 'N/A', Wednesday: [{ from: 14, to: 16 }] } },
    });
    // Read back as the form shows it.
    const mine = (await api(t, volunteer.token).call(hgnContracts.mine)).json<{ status: string; answers: { general: unknown } }>();
    expect(mine.status).toBe('submitted');
    expect(mine.answers.general).toMatchObject({ availability: { Monday: [9, 10, 11], Tuesday: 'N/A' } });

    const draftAfter = await api(t, volunteer.token).call(hgnContracts.saveDraft, { body: { userInfo: { name: 'Someone Else' } } });
    expect(draftAfter.statusCode).toBe(409);
    expect(errorOf(draftAfter).message).toBe(M.submittedAlready);
    const submitAgain = await api(t, volunteer.token).call(hgnContracts.submit, { body: answers({ name: 'Other' }) });
    expect(submitAgain.statusCode).toBe(409);
    expect((await stored(volunteer.id))?.answers).toEqual(row?.answers);
  });

  it('refuses an incomplete submission with the field’s message and saves nothing', async ({ t, volunteer, stored }) => {
    const noName = await api(t, volunteer.token).call(hgnContracts.submit, { body: answers({ name: ' ' }) });
    expect(noName.statusCode).toBe(422);
    expect(errorOf(noName).message).toBe(M.nameRequired);
    const badRating = await api(t, volunteer.token).call(hgnContracts.submit, { body: answers({ react: 11 }) });
    expect(errorOf(badRating)).toMatchObject({ code: 'VALIDATION', message: M.rating });
    const noDay = await api(t, volunteer.token).call(hgnContracts.submit, { body: answers({ monday: [] }) });
    expect(errorOf(noDay).message).toBe(M.availabilityDay('Monday'));
    expect(await stored(volunteer.id)).toBeUndefined();
    expect((await api(t).call(hgnContracts.submit, { body: answers() })).statusCode).toBe(401);
  });
});

describe('the answers, for the Owner', () => {
  const submitAs = async (t: TestApp, role: string, over: Parameters<typeof answers>[0]) => {
    const person = await signedIn(t, role);
    expect((await api(t, person.token).call(hgnContracts.submit, { body: answers(over) })).statusCode).toBe(200);
    return person;
  };

  it('are found by skills at least a minimum and a free weekday, drafts left out', async ({ t, owner, volunteer }) => {
    await submitAs(t, 'Volunteer', { name: 'zoe react', react: 9, monday: [9] });
    await submitAs(t, 'Volunteer', { name: 'ben react', react: 7, monday: 'N/A' });
    await submitAs(t, 'Manager', { name: 'cleo css', react: 3, monday: [18, 19] });
    await api(t, volunteer.token).call(hgnContracts.saveDraft, {
      body: { frontend: { React: 10 }, general: { availability: { Monday: [9] } } },
    });

    const names = async (query: RouteInput<typeof hgnContracts.responses>['query'] = {}) => {
      const res = await api(t, owner.token).call(hgnContracts.responses, { query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ responses: { name: string }[] }>().responses.map((r) => r.name);
    };
    expect(await names()).toEqual(['Ben React', 'Cleo Css', 'Zoe React']);
    expect(await names({ skill: 'React', min: 7 })).toEqual(['Ben React', 'Zoe React']);
    expect(await names({ skill: 'React', min: 7, day: 'Monday' })).toEqual(['Zoe React']);
    expect(await names({ skill: ['React', 'Overall'], min: [7, 6] })).toEqual([]);
    expect(await names({ day: 'Monday' })).toEqual(['Cleo Css', 'Zoe React']);

    const [row] = (await api(t, owner.token).call(hgnContracts.responses, { query: { skill: 'React', min: '9' } })).json<{
      responses: object[];
    }>().responses;
    expect(row).toEqual({
      userId: expect.any(String),
      name: 'Zoe React',
      email: 'ada@example.org',
      github: 'ada-l',
      slack: 'Ada Lovelace',
      submittedAt: '2026-11-18T18:00:00.000Z',
      skills: expect.objectContaining({ React: 9, CSS: 6, Overall: 5, mern_skills: 5 }),
      availability: { Monday: [{ from: 9, to: 10 }], Tuesday: 'N/A', Wednesday: [{ from: 14, to: 16 }], Thursday: 'N/A', Friday: 'N/A' },
    });
  });

  it('refuse a search they cannot read, with its message, and anyone but the Owner', async ({ t, owner, volunteer }) => {
    const unknown = await api(t, owner.token).raw(hgnContracts.responses, { query: { skill: 'Cobol', min: '7' } });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).message).toBe(M.skillUnknown);
    const noMin = await api(t, owner.token).call(hgnContracts.responses, { query: { skill: 'React' } });
    expect(errorOf(noMin).message).toBe(M.minimumPerSkill);
    const badMin = await api(t, owner.token).call(hgnContracts.responses, { query: { skill: 'React', min: 'eleven' } });
    expect(errorOf(badMin).message).toBe(M.minimumInvalid);
    const badDay = await api(t, owner.token).raw(hgnContracts.responses, { query: { day: 'Saturday' } });
    expect(errorOf(badDay).message).toBe(M.dayInvalid);

    const admin = await signedIn(t, 'Administrator');
    for (const contract of [hgnContracts.responses, hgnContracts.responsesCsv]) {
      expect((await api(t, volunteer.token).call(contract)).statusCode).toBe(403);
      expect(errorOf(await api(t, admin.token).call(contract)).message).toBe(MESSAGES.forbidden);
      expect((await api(t).call(contract)).statusCode).toBe(401);
    }
  });

  it('are exported as CSV with a header row, the same search, and no formula left to run', async ({ t, owner }) => {
    await submitAs(t, 'Volunteer', { name: 'zoe react', react: 9, github: '=HYPERLINK("http://x","y")' });
    await submitAs(t, 'Volunteer', { name: 'ben react', react: 2 });
    const res = await api(t, owner.token).call(hgnContracts.responsesCsv, { query: { skill: 'React', min: '5' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="hgn-responses-2026-11-18.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Name,Email,GitHub,Slack,Submitted,Weekly hours,/);
    expect(lines[0]).toContain(',Monday,Tuesday,Wednesday,Thursday,Friday,');
    expect(lines).toHaveLength(3); // header, Zoe, and the empty end after the last CRLF
    expect(lines[1]).toContain(`Zoe React,ada@example.org,"'=HYPERLINK(""http://x"",""y"")",Ada Lovelace,2026-11-18T18:00:00.000Z`);
    expect(lines[1]).toContain(',09:00-12:00,N/A,14:00-16:00,N/A,N/A,');
    const bad = await api(t, owner.token).raw(hgnContracts.responsesCsv, { query: { day: 'Sunday' } });
    expect(errorOf(bad).message).toBe(M.dayInvalid);
  });
});
