import { HGN_BACKEND_FIELDS, HGN_DEFAULT_QUESTIONS, HGN_FRONTEND_FIELDS, HGN_MESSAGES as M, MESSAGES } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hgnQuestions, hgnSubmissions } from '../../db/schema/index.js';
import { auth, errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let owner: { id: string; token: string };
let volunteer: { id: string; token: string };
beforeEach(async () => {
  t = await startTestApp();
  owner = await signedIn(t, 'Owner');
  volunteer = await signedIn(t, 'Volunteer');
});
afterEach(async () => {
  await t.app.close();
});

type Method = 'GET' | 'PUT' | 'POST';
const send = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

const ratings = (keys: readonly string[], value: number) => Object.fromEntries(keys.map((k) => [k, value]));
function answers(over: { name?: string; react?: number; monday?: 'N/A' | number[]; github?: string } = {}) {
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
const stored = async (userId: string) => (await t.ctx.db.select().from(hgnSubmissions).where(eq(hgnSubmissions.userId, userId)))[0];

describe('the questions', () => {
  it('are seeded on first read and shown to anyone signed in, by page and number', async () => {
    const res = await send('GET', '/api/hgnform/questions', volunteer.token);
    expect(res.statusCode).toBe(200);
    const { questions } = res.json<{ questions: { page: number; qno: number; title: string }[] }>();
    expect(questions).toHaveLength(HGN_DEFAULT_QUESTIONS.length);
    expect(questions.find((q) => q.page === 3 && q.qno === 5)?.title).toBe('React');
    expect((await send('GET', '/api/hgnform/questions')).statusCode).toBe(401);
  });

  it('are edited by the Owner (title and text), kept on the next read, and refused to others', async () => {
    const { questions } = (await send('GET', '/api/hgnform/questions', owner.token)).json<{ questions: { id: string; page: number }[] }>();
    const id = questions[0]?.id ?? '';
    const url = `/api/hgnform/questions/${id}`;

    const refused = await send('PUT', url, volunteer.token, { title: 'Hours', text: 'How many?' });
    expect(refused.statusCode).toBe(403);
    const empty = await send('PUT', url, owner.token, { title: '  ', text: 'How many?' });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(M.questionTitleRequired);

    const saved = await send('PUT', url, owner.token, { title: ' Hours a week ', text: 'How many hours can you give?', page: 9 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id, page: 2, qno: 1, title: 'Hours a week', text: 'How many hours can you give?' });
    const again = (await send('GET', '/api/hgnform/questions', volunteer.token)).json<{ questions: { id: string; title: string }[] }>();
    expect(again.questions.find((q) => q.id === id)?.title).toBe('Hours a week');
    expect(await t.ctx.db.select().from(hgnQuestions)).toHaveLength(HGN_DEFAULT_QUESTIONS.length);

    const unknown = await send('PUT', '/api/hgnform/questions/00000000-0000-4000-8000-000000000000', owner.token, {
      title: 'A',
      text: 'B',
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(M.questionNotFound);
  });
});

describe('my questionnaire', () => {
  it('is kept page by page as a draft, for its owner only', async () => {
    expect((await send('GET', '/api/hgnform/mine', volunteer.token)).json()).toEqual({
      status: 'new',
      answers: {},
      submittedAt: null,
      updatedAt: null,
    });
    const draft = { userInfo: { name: 'ada', email: 'ada@example.org' }, general: { mern_skills: 4, availability: { Monday: [9] } } };
    const saved = await send('PUT', '/api/hgnform/mine', volunteer.token, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'draft', answers: draft, submittedAt: null });
    expect((await send('GET', '/api/hgnform/mine', volunteer.token)).json()).toMatchObject({ status: 'draft', answers: draft });
    // Another person sees their own (none), never this one.
    expect((await send('GET', '/api/hgnform/mine', owner.token)).json()).toMatchObject({ status: 'new', answers: {} });
    expect((await send('GET', '/api/hgnform/mine')).statusCode).toBe(401);
    expect((await send('PUT', '/api/hgnform/mine', undefined, draft)).statusCode).toBe(401);
  });

  it('refuses a draft answer of the wrong kind and keeps the one saved before', async () => {
    await send('PUT', '/api/hgnform/mine', volunteer.token, { frontend: { React: 6 } });
    const res = await send('PUT', '/api/hgnform/mine', volunteer.token, { frontend: { React: 12 } });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(M.rating);
    expect((await stored(volunteer.id))?.answers).toEqual({ frontend: { React: 6 } });
  });

  it('is submitted whole: names title-cased, each weekday collapsed; then read-only', async () => {
    await send('PUT', '/api/hgnform/mine', volunteer.token, { userInfo: { name: 'ada' } });
    const res = await send('POST', '/api/hgnform/mine/submit', volunteer.token, answers());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'submitted', submittedAt: '2026-11-18T18:00:00.000Z' });
    const row = await stored(volunteer.id);
    expect(row?.answers).toMatchObject({
      userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', slack: 'Ada Lovelace' },
      general: { availability: { Monday: [{ from: 9, to: 12 }], Tuesday: 'N/A', Wednesday: [{ from: 14, to: 16 }] } },
    });
    // Read back as the form shows it.
    const mine = (await send('GET', '/api/hgnform/mine', volunteer.token)).json<{ status: string; answers: { general: unknown } }>();
    expect(mine.status).toBe('submitted');
    expect(mine.answers.general).toMatchObject({ availability: { Monday: [9, 10, 11], Tuesday: 'N/A' } });

    const draftAfter = await send('PUT', '/api/hgnform/mine', volunteer.token, { userInfo: { name: 'Someone Else' } });
    expect(draftAfter.statusCode).toBe(409);
    expect(errorOf(draftAfter).message).toBe(M.submittedAlready);
    const submitAgain = await send('POST', '/api/hgnform/mine/submit', volunteer.token, answers({ name: 'Other' }));
    expect(submitAgain.statusCode).toBe(409);
    expect((await stored(volunteer.id))?.answers).toEqual(row?.answers);
  });

  it('refuses an incomplete submission with the field’s message and saves nothing', async () => {
    const noName = await send('POST', '/api/hgnform/mine/submit', volunteer.token, answers({ name: ' ' }));
    expect(noName.statusCode).toBe(422);
    expect(errorOf(noName).message).toBe(M.nameRequired);
    const badRating = await send('POST', '/api/hgnform/mine/submit', volunteer.token, answers({ react: 11 }));
    expect(errorOf(badRating)).toMatchObject({ code: 'VALIDATION', message: M.rating });
    const noDay = await send('POST', '/api/hgnform/mine/submit', volunteer.token, answers({ monday: [] }));
    expect(errorOf(noDay).message).toBe(M.availabilityDay('Monday'));
    expect(await stored(volunteer.id)).toBeUndefined();
    expect((await send('POST', '/api/hgnform/mine/submit', undefined, answers())).statusCode).toBe(401);
  });
});

describe('the answers, for the Owner', () => {
  async function submitAs(role: string, over: Parameters<typeof answers>[0]) {
    const person = await signedIn(t, role);
    expect((await send('POST', '/api/hgnform/mine/submit', person.token, answers(over))).statusCode).toBe(200);
    return person;
  }

  it('are found by skills at least a minimum and a free weekday, drafts left out', async () => {
    await submitAs('Volunteer', { name: 'zoe react', react: 9, monday: [9] });
    await submitAs('Volunteer', { name: 'ben react', react: 7, monday: 'N/A' });
    await submitAs('Manager', { name: 'cleo css', react: 3, monday: [18, 19] });
    await send('PUT', '/api/hgnform/mine', volunteer.token, { frontend: { React: 10 }, general: { availability: { Monday: [9] } } });

    const names = async (query: string) => {
      const res = await send('GET', `/api/hgnform/responses${query}`, owner.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ responses: { name: string }[] }>().responses.map((r) => r.name);
    };
    expect(await names('')).toEqual(['Ben React', 'Cleo Css', 'Zoe React']);
    expect(await names('?skill=React&min=7')).toEqual(['Ben React', 'Zoe React']);
    expect(await names('?skill=React&min=7&day=Monday')).toEqual(['Zoe React']);
    expect(await names('?skill=React&min=7&skill=Overall&min=6')).toEqual([]);
    expect(await names('?day=Monday')).toEqual(['Cleo Css', 'Zoe React']);

    const [row] = (await send('GET', '/api/hgnform/responses?skill=React&min=9', owner.token)).json<{ responses: object[] }>().responses;
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

  it('refuse a search they cannot read, with its message, and anyone but the Owner', async () => {
    const unknown = await send('GET', '/api/hgnform/responses?skill=Cobol&min=7', owner.token);
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).message).toBe(M.skillUnknown);
    const noMin = await send('GET', '/api/hgnform/responses?skill=React', owner.token);
    expect(errorOf(noMin).message).toBe(M.minimumPerSkill);
    const badMin = await send('GET', '/api/hgnform/responses?skill=React&min=eleven', owner.token);
    expect(errorOf(badMin).message).toBe(M.minimumInvalid);
    const badDay = await send('GET', '/api/hgnform/responses?day=Saturday', owner.token);
    expect(errorOf(badDay).message).toBe(M.dayInvalid);

    const admin = await signedIn(t, 'Administrator');
    for (const url of ['/api/hgnform/responses', '/api/hgnform/responses.csv']) {
      expect((await send('GET', url, volunteer.token)).statusCode).toBe(403);
      expect(errorOf(await send('GET', url, admin.token)).message).toBe(MESSAGES.forbidden);
      expect((await send('GET', url)).statusCode).toBe(401);
    }
  });

  it('are exported as CSV with a header row, the same search, and no formula left to run', async () => {
    await submitAs('Volunteer', { name: 'zoe react', react: 9, github: '=HYPERLINK("http://x","y")' });
    await submitAs('Volunteer', { name: 'ben react', react: 2 });
    const res = await send('GET', '/api/hgnform/responses.csv?skill=React&min=5', owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="hgn-responses-2026-11-18.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Name,Email,GitHub,Slack,Submitted,Weekly hours,/);
    expect(lines[0]).toContain(',Monday,Tuesday,Wednesday,Thursday,Friday,');
    expect(lines).toHaveLength(3); // header, Zoe, and the empty end after the last CRLF
    expect(lines[1]).toContain(`Zoe React,ada@example.org,"'=HYPERLINK(""http://x"",""y"")",Ada Lovelace,2026-11-18T18:00:00.000Z`);
    expect(lines[1]).toContain(',09:00-12:00,N/A,14:00-16:00,N/A,N/A,');
    const bad = await send('GET', '/api/hgnform/responses.csv?day=Sunday', owner.token);
    expect(errorOf(bad).message).toBe(M.dayInvalid);
  });
});
