import { describe, expect } from 'vitest';
import {
  type SummarySaveInput,
  DEFAULT_AI_PROMPT,
  MESSAGES,
  SUMMARY_MESSAGES as M,
  USER_MESSAGES,
  type WeeklySummaries,
  weeklySummaryContracts,
} from '@goodhours/domain';
import { weeklySummaries } from '../../db/schema/index.js';
import { api, it } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${String(i)}`).join(' ')}</p>`;
const form = (slot: number, summary: string): SummarySaveInput => ({
  slot,
  summary,
  mediaUrl: ' https://drive.example.org/photos ',
  mediaConfirm: true,
  editorConfirm: true,
  proofreadConfirm: true,
});

// The harness clock stands at Wednesday 2026-11-18 10:00 Pacific: this week began 2026-11-15.
describe('/api/weeklySummaries/:userId', () => {
  it('saves this week’s summary with its due date, media link and count, and moves it to last week', async ({ t }) => {
    const vera = await signedIn(t, 'Volunteer');
    const saved = await api(t, vera.token).call(weeklySummaryContracts.save, { params: { userId: vera.id }, body: form(0, words(50)) });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<WeeklySummaries>();
    expect(body.slots[0]).toMatchObject({ weekStart: '2026-11-15', dueDate: '2026-11-22T08:00:00.000Z', summary: words(50) });
    expect(body).toMatchObject({ mediaUrl: 'https://drive.example.org/photos', weeklySummariesCount: 1 });

    const moved = await api(t, vera.token).call(weeklySummaryContracts.move, { params: { userId: vera.id }, body: { from: 0, to: 1 } });
    expect(moved.json<WeeklySummaries>().slots.map((s) => (s.summary === '' ? '' : s.weekStart))).toEqual(['', '2026-11-08', '', '']);
    const again = await api(t, vera.token).call(weeklySummaryContracts.move, { params: { userId: vera.id }, body: { from: 0, to: 1 } });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(M.nothingToMove);
  });

  it('refuses 49 words, a missing confirmation or media link, and keeps what was saved', async ({ t }) => {
    const vera = await signedIn(t, 'Volunteer');
    await api(t, vera.token).call(weeklySummaryContracts.save, { params: { userId: vera.id }, body: form(0, words(60)) });
    const short = await api(t, vera.token).call(weeklySummaryContracts.save, { params: { userId: vera.id }, body: form(0, words(49)) });
    expect(short.statusCode).toBe(422);
    expect(errorOf(short).message).toBe(M.minWords);
    expect(
      errorOf(
        await api(t, vera.token).raw(weeklySummaryContracts.save, {
          params: { userId: vera.id },
          body: { ...form(0, words(50)), editorConfirm: false },
        }),
      ).message,
    ).toBe(M.editorConfirm);
    expect(
      errorOf(
        await api(t, vera.token).call(weeklySummaryContracts.save, {
          params: { userId: vera.id },
          body: { ...form(0, words(50)), mediaUrl: 'not a link' },
        }),
      ).message,
    ).toBe(M.mediaRequired);
    expect(
      errorOf(
        await api(t, vera.token).call(weeklySummaryContracts.save, {
          params: { userId: vera.id },
          body: form(0, `${words(50)}<img src="x.png">`),
        }),
      ).message,
    ).toBe(M.picturesRefused);
    const kept = await api(t, vera.token).call(weeklySummaryContracts.get, { params: { userId: vera.id } });
    expect(kept.json<WeeklySummaries>().slots[0]?.summary).toBe(words(60));
  });

  it('lets readers of summaries read, an Administrator write for the person, and refuses another volunteer', async ({ t }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    const core = await signedIn(t, 'Core Team');
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, core.token).call(weeklySummaryContracts.get, { params: { userId: vera.id } })).statusCode).toBe(200);
    expect((await api(t, walt.token).call(weeklySummaryContracts.get, { params: { userId: vera.id } })).statusCode).toBe(403);
    expect(
      (await api(t, walt.token).call(weeklySummaryContracts.save, { params: { userId: vera.id }, body: form(0, words(50)) })).statusCode,
    ).toBe(403);
    expect(
      (
        await api(t, admin.token).call(weeklySummaryContracts.save, { params: { userId: vera.id }, body: form(2, words(55)) })
      ).json<WeeklySummaries>().slots[2]?.summary,
    ).toBe(words(55));
    expect((await api(t).call(weeklySummaryContracts.get, { params: { userId: vera.id } })).statusCode).toBe(401);
    expect(errorOf(await api(t, vera.token).call(weeklySummaryContracts.get, { params: { userId: 'nope' } })).message).toBe(
      MESSAGES.userNotFound,
    );
    expect((await api(t, admin.token).call(weeklySummaryContracts.get, { params: { userId: crypto.randomUUID() } })).statusCode).toBe(404);
  });

  it('lets a profile editor change a summary in the admin view with at least 50 words', async ({ t }) => {
    const vera = await signedIn(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    const core = await signedIn(t, 'Core Team');
    const edit = (token: string, summary: string) =>
      api(t, token).call(weeklySummaryContracts.edit, { params: { userId: vera.id }, body: { slot: 1, summary } });
    expect((await edit(admin.token, words(51))).json<WeeklySummaries>().slots[1]?.summary).toBe(words(51));
    expect(errorOf(await edit(admin.token, words(10))).message).toBe(M.adminMinWords);
    expect((await edit(core.token, words(51))).statusCode).toBe(403);
    expect(
      (await api(t, core.token).call(weeklySummaryContracts.get, { params: { userId: vera.id } })).json<WeeklySummaries>().mayEdit,
    ).toBe(false);
  });
});

describe('/api/weeklySummaries/:userId (more)', () => {
  it('counts every summary ever kept, shows the Not Required option, and only this week’s four slots', async ({ t }) => {
    const vera = await createUser(t, 'Volunteer', { weeklySummaryOption: 'Not Required', mediaUrl: 'https://photos.example.org/vera' });
    const token = await login(t, vera.email);
    await t.ctx.db.insert(weeklySummaries).values([
      { userId: vera.id, weekStart: '2026-09-06', summary: words(60), dueDate: new Date('2026-09-13T07:00:00Z') },
      {
        userId: vera.id,
        weekStart: '2026-11-01',
        summary: words(70),
        dueDate: new Date('2026-11-08T08:00:00Z'),
        uploadDate: new Date('2026-11-07T20:00:00Z'),
      },
    ]);
    const body = (await api(t, token).call(weeklySummaryContracts.get, { params: { userId: vera.id } })).json<WeeklySummaries>();
    expect(body).toMatchObject({
      weeklySummaryOption: 'Not Required',
      mediaUrl: 'https://photos.example.org/vera',
      weeklySummariesCount: 2,
    });
    expect(body.slots.map((s) => [s.weekStart, s.summary ? 'text' : '', s.uploadDate])).toEqual([
      ['2026-11-15', '', null],
      ['2026-11-08', '', null],
      ['2026-11-01', 'text', '2026-11-07T20:00:00.000Z'],
      ['2026-10-25', '', null],
    ]);
  });

  it('stores sanitised HTML and counts the words that remain', async ({ t }) => {
    const vera = await signedIn(t, 'Volunteer');
    const hidden = `<script>${words(60)}</script>${words(10)}`;
    const refused = await api(t, vera.token).call(weeklySummaryContracts.save, { params: { userId: vera.id }, body: form(0, hidden) });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(M.minWords);
    const saved = await api(t, vera.token).call(weeklySummaryContracts.save, {
      params: { userId: vera.id },
      body: form(0, `<p onclick="steal()">${words(50).slice(3)}<a href="javascript:x()">link</a>`),
    });
    const html = saved.json<WeeklySummaries>().slots[0]?.summary ?? '';
    expect(html).not.toMatch(/onclick|javascript/);
    expect(html).toContain('word49');
  });

  it('clears a week when saved empty, and refuses moves to the same week or by another volunteer', async ({ t }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    await api(t, vera.token).call(weeklySummaryContracts.save, { params: { userId: vera.id }, body: form(1, words(50)) });
    const sameWeek = await api(t, vera.token).call(weeklySummaryContracts.move, { params: { userId: vera.id }, body: { from: 1, to: 1 } });
    expect(sameWeek.statusCode).toBe(422);
    expect(errorOf(sameWeek).message).toBe(M.sameSlot);
    expect(
      (await api(t, vera.token).call(weeklySummaryContracts.move, { params: { userId: vera.id }, body: { from: 1, to: 7 } })).statusCode,
    ).toBe(422);
    expect(
      (await api(t, walt.token).call(weeklySummaryContracts.move, { params: { userId: vera.id }, body: { from: 1, to: 3 } })).statusCode,
    ).toBe(403);
    expect((await api(t).call(weeklySummaryContracts.move, { params: { userId: vera.id }, body: { from: 1, to: 3 } })).statusCode).toBe(
      401,
    );
    const cleared = await api(t, vera.token).call(weeklySummaryContracts.save, { params: { userId: vera.id }, body: form(1, '<p></p>') });
    expect(cleared.json<WeeklySummaries>()).toMatchObject({ weeklySummariesCount: 0 });
    expect((await api(t).call(weeklySummaryContracts.save, { params: { userId: vera.id }, body: form(0, words(50)) })).statusCode).toBe(
      401,
    );
  });

  it('keeps an Owner’s summaries from an Administrator, as the Owner’s profile is', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const admin = await signedIn(t, 'Administrator');
    const save = await api(t, admin.token).call(weeklySummaryContracts.save, { params: { userId: owner.id }, body: form(0, words(50)) });
    expect(save.statusCode).toBe(403);
    expect(errorOf(save).message).toBe(USER_MESSAGES.noPermissionToEdit);
    expect(
      (await api(t, admin.token).call(weeklySummaryContracts.edit, { params: { userId: owner.id }, body: { slot: 0, summary: words(50) } }))
        .statusCode,
    ).toBe(403);
    const read = (id: string, token: string) => api(t, token).call(weeklySummaryContracts.get, { params: { userId: id } });
    expect((await read(owner.id, admin.token)).json<WeeklySummaries>().mayEdit).toBe(false);
    expect((await read(owner.id, owner.token)).json<WeeklySummaries>().mayEdit).toBe(true);
    expect((await read(admin.id, owner.token)).json<WeeklySummaries>().mayEdit).toBe(true);
    expect(
      (await api(t, owner.token).call(weeklySummaryContracts.edit, { params: { userId: admin.id }, body: { slot: 0, summary: words(50) } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api(t).call(weeklySummaryContracts.edit, { params: { userId: admin.id }, body: { slot: 0, summary: words(50) } })).statusCode,
    ).toBe(401);
  });
});

describe('the AI prompt', () => {
  it('starts with the built-in prompt; only an Owner changes it; copies are recorded per person', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer');
    const veraToken = await login(t, vera.email);
    expect((await api(t, veraToken).call(weeklySummaryContracts.aiPrompt)).json()).toEqual({
      aIPromptText: DEFAULT_AI_PROMPT,
      modifiedDatetime: null,
    });
    expect(
      (await api(t, admin.token).call(weeklySummaryContracts.saveAiPrompt, { body: { aIPromptText: 'Shorter, please.' } })).statusCode,
    ).toBe(403);
    expect((await api(t, owner.token).call(weeklySummaryContracts.saveAiPrompt, { body: { aIPromptText: '' } })).statusCode).toBe(422);
    const saved = await api(t, owner.token).call(weeklySummaryContracts.saveAiPrompt, { body: { aIPromptText: 'Shorter, please.' } });
    expect(saved.json()).toEqual({ aIPromptText: 'Shorter, please.', modifiedDatetime: '2026-11-18T18:00:00.000Z' });

    expect((await api(t, veraToken).call(weeklySummaryContracts.promptCopied, { params: { userId: vera.id } })).json()).toEqual({
      message: null,
    });
    expect((await api(t, veraToken).call(weeklySummaryContracts.recordPromptCopy, { params: { userId: vera.id } })).json()).toEqual({
      message: '2026-11-18T18:00:00.000Z',
    });
    expect((await api(t, veraToken).call(weeklySummaryContracts.promptCopied, { params: { userId: owner.id } })).statusCode).toBe(403);
    expect((await api(t, veraToken).call(weeklySummaryContracts.recordPromptCopy, { params: { userId: owner.id } })).statusCode).toBe(403);
    expect((await api(t, admin.token).call(weeklySummaryContracts.promptCopied, { params: { userId: vera.id } })).json()).toEqual({
      message: '2026-11-18T18:00:00.000Z',
    });
    expect(errorOf(await api(t, veraToken).call(weeklySummaryContracts.recordPromptCopy, { params: { userId: 'nobody' } })).message).toBe(
      MESSAGES.userNotFound,
    );
    expect(
      (await api(t, admin.token).call(weeklySummaryContracts.promptCopied, { params: { userId: crypto.randomUUID() } })).statusCode,
    ).toBe(404);
  });

  it('answers 401 without a token', async ({ t }) => {
    expect((await api(t).call(weeklySummaryContracts.aiPrompt)).statusCode).toBe(401);
    expect((await api(t).call(weeklySummaryContracts.saveAiPrompt, { body: { aIPromptText: 'x' } })).statusCode).toBe(401);
    expect((await api(t).call(weeklySummaryContracts.promptCopied, { params: { userId: crypto.randomUUID() } })).statusCode).toBe(401);
    expect((await api(t).call(weeklySummaryContracts.recordPromptCopy, { params: { userId: crypto.randomUUID() } })).statusCode).toBe(401);
  });
});
