import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_AI_PROMPT, MESSAGES, SUMMARY_MESSAGES as M, type WeeklySummaries } from '@goodhours/domain';
import { auth, createUser, errorOf, login, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

// The harness clock stands at Wednesday 2026-11-18 10:00 Pacific: this week began 2026-11-15.
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${String(i)}`).join(' ')}</p>`;
const form = (slot: number, summary: string) => ({ slot, summary, mediaUrl: ' https://drive.example.org/photos ', mediaConfirm: true, editorConfirm: true, proofreadConfirm: true });
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

describe('/api/weeklySummaries/:userId', () => {
  it('saves this week’s summary with its due date, media link and count, and moves it to last week', async () => {
    const vera = await signedIn(t, 'Volunteer');
    const saved = await call('PUT', `/api/weeklySummaries/${vera.id}`, vera.token, form(0, words(50)));
    expect(saved.statusCode).toBe(200);
    const body = saved.json<WeeklySummaries>();
    expect(body.slots[0]).toMatchObject({ weekStart: '2026-11-15', dueDate: '2026-11-22T08:00:00.000Z', summary: words(50) });
    expect(body).toMatchObject({ mediaUrl: 'https://drive.example.org/photos', weeklySummariesCount: 1 });

    const moved = await call('POST', `/api/weeklySummaries/${vera.id}/move`, vera.token, { from: 0, to: 1 });
    expect(moved.json<WeeklySummaries>().slots.map((s) => s.summary === '' ? '' : s.weekStart)).toEqual(['', '2026-11-08', '', '']);
    const again = await call('POST', `/api/weeklySummaries/${vera.id}/move`, vera.token, { from: 0, to: 1 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(M.nothingToMove);
  });

  it('refuses 49 words, a missing confirmation or media link, and keeps what was saved', async () => {
    const vera = await signedIn(t, 'Volunteer');
    await call('PUT', `/api/weeklySummaries/${vera.id}`, vera.token, form(0, words(60)));
    const short = await call('PUT', `/api/weeklySummaries/${vera.id}`, vera.token, form(0, words(49)));
    expect(short.statusCode).toBe(422);
    expect(errorOf(short).message).toBe(M.minWords);
    expect(errorOf(await call('PUT', `/api/weeklySummaries/${vera.id}`, vera.token, { ...form(0, words(50)), editorConfirm: false })).message).toBe(M.editorConfirm);
    expect(errorOf(await call('PUT', `/api/weeklySummaries/${vera.id}`, vera.token, { ...form(0, words(50)), mediaUrl: 'not a link' })).message).toBe(M.mediaRequired);
    expect(errorOf(await call('PUT', `/api/weeklySummaries/${vera.id}`, vera.token, form(0, `${words(50)}<img src="x.png">`))).message).toBe(M.picturesRefused);
    const kept = await call('GET', `/api/weeklySummaries/${vera.id}`, vera.token);
    expect(kept.json<WeeklySummaries>().slots[0]?.summary).toBe(words(60));
  });

  it('lets readers of summaries read, an Administrator write for the person, and refuses another volunteer', async () => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    const core = await signedIn(t, 'Core Team');
    const admin = await signedIn(t, 'Administrator');
    expect((await call('GET', `/api/weeklySummaries/${vera.id}`, core.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/weeklySummaries/${vera.id}`, walt.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/weeklySummaries/${vera.id}`, walt.token, form(0, words(50)))).statusCode).toBe(403);
    expect((await call('PUT', `/api/weeklySummaries/${vera.id}`, admin.token, form(2, words(55)))).json<WeeklySummaries>().slots[2]?.summary).toBe(words(55));
    expect((await call('GET', `/api/weeklySummaries/${vera.id}`)).statusCode).toBe(401);
    expect(errorOf(await call('GET', '/api/weeklySummaries/nope', vera.token)).message).toBe(MESSAGES.userNotFound);
    expect((await call('GET', `/api/weeklySummaries/${crypto.randomUUID()}`, admin.token)).statusCode).toBe(404);
  });

  it('lets a profile editor change a summary in the admin view with at least 50 words', async () => {
    const vera = await signedIn(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    const core = await signedIn(t, 'Core Team');
    const edit = (token: string, summary: string) => call('PUT', `/api/weeklySummaries/${vera.id}/edit`, token, { slot: 1, summary });
    expect((await edit(admin.token, words(51))).json<WeeklySummaries>().slots[1]?.summary).toBe(words(51));
    expect(errorOf(await edit(admin.token, words(10))).message).toBe(M.adminMinWords);
    expect((await edit(core.token, words(51))).statusCode).toBe(403);
  });
});

describe('the AI prompt', () => {
  it('starts with the built-in prompt; only an Owner changes it; copies are recorded per person', async () => {
    const owner = await signedIn(t, 'Owner');
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer');
    const veraToken = await login(t, vera.email);
    expect((await call('GET', '/api/dashboard/aiPrompt', veraToken)).json()).toEqual({ aIPromptText: DEFAULT_AI_PROMPT, modifiedDatetime: null });
    expect((await call('PUT', '/api/dashboard/aiPrompt', admin.token, { aIPromptText: 'Shorter, please.' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/dashboard/aiPrompt', owner.token, { aIPromptText: '' })).statusCode).toBe(422);
    const saved = await call('PUT', '/api/dashboard/aiPrompt', owner.token, { aIPromptText: 'Shorter, please.' });
    expect(saved.json()).toEqual({ aIPromptText: 'Shorter, please.', modifiedDatetime: '2026-11-18T18:00:00.000Z' });

    expect((await call('GET', `/api/dashboard/aiPrompt/copied/${vera.id}`, veraToken)).json()).toEqual({ message: null });
    expect((await call('PUT', `/api/dashboard/aiPrompt/copied/${vera.id}`, veraToken)).json()).toEqual({ message: '2026-11-18T18:00:00.000Z' });
    expect((await call('GET', `/api/dashboard/aiPrompt/copied/${owner.id}`, veraToken)).statusCode).toBe(403);
  });
});
