import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SUGGESTION_OPTIONS, SUGGESTION_MESSAGES as M, type SuggestionOptions } from '@goodhours/domain';
import { mailOutbox } from '../../db/schema/index.js';
import { auth, createUser, errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const post = (url: string, token: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, ...(token ? { headers: auth(token) } : {}), payload });
const category = DEFAULT_SUGGESTION_OPTIONS.suggestion[0] as string;
const suggestion = { suggestioncate: category, suggestion: 'Show the week’s hours in the page title.', confirm: 'yes' };
const bug = {
  title: 'Timer stops',
  environment: 'Chromium 130',
  reproduction: 'Start, wait',
  expected: 'Keeps going',
  actual: 'Stops',
  visual: 'https://x.example/shot',
  severity: '2. Medium',
};

describe('suggestions and bug reports', () => {
  it('mails a volunteer’s suggestion and bug report to every active Owner, signed with the caller’s name', async () => {
    await createUser(t, 'Owner', { email: 'olivia@test.goodhours.org' });
    await createUser(t, 'Owner', { email: 'gone@test.goodhours.org', isActive: false });
    const vera = await signedIn(t, 'Volunteer');
    const sent = await post(`/api/dashboard/makesuggestion/${vera.id}`, vera.token, { ...suggestion, firstName: 'Forged' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: M.sent });
    expect((await post(`/api/dashboard/bugreport/${vera.id}`, vera.token, bug)).json()).toEqual({ message: M.sent });
    const mail = await t.ctx.db.select().from(mailOutbox);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      ['olivia@test.goodhours.org', `Suggestion: ${category}`],
      ['olivia@test.goodhours.org', 'Bug report: Timer stops'],
    ]);
    expect(mail[0]?.text).toContain(`Email: ${vera.email}`);
    expect(mail[0]?.text).not.toContain('Forged');
  });

  it('refuses empty fields with the spec’s message, an unknown severity, and writing for someone else', async () => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await createUser(t, 'Volunteer');
    const empty = await post(`/api/dashboard/makesuggestion/${vera.id}`, vera.token, { ...suggestion, suggestion: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(M.fillAll);
    expect((await post(`/api/dashboard/bugreport/${vera.id}`, vera.token, { ...bug, severity: 'urgent' })).statusCode).toBe(422);
    expect((await post(`/api/dashboard/makesuggestion/${walt.id}`, vera.token, suggestion)).statusCode).toBe(403);
    expect((await post(`/api/dashboard/makesuggestion/${vera.id}`, undefined, suggestion)).statusCode).toBe(401);
  });

  it('lets only an Owner change the categories and fields; a required field must then be filled', async () => {
    const owner = await signedIn(t, 'Owner');
    const admin = await signedIn(t, 'Administrator');
    const url = `/api/dashboard/suggestionoption/${owner.id}`;
    expect((await post(url, admin.token, { action: 'add', suggestion: false, newField: 'Team' })).statusCode).toBe(403);
    const added = await post(url, owner.token, { action: 'add', suggestion: false, newField: 'Team' });
    expect(added.json<SuggestionOptions>().field).toEqual(['Team']);
    await post(url, owner.token, { action: 'edit', updatedSuggestionCategory: ['Tools', 'People'] });
    const read = await t.app.inject({ method: 'GET', url: `/api/dashboard/suggestionoption/${admin.id}`, headers: auth(admin.token) });
    expect(read.json()).toEqual({ suggestion: ['Tools', 'People'], field: ['Team'] });
    expect(errorOf(await post(url, owner.token, { action: 'edit', updatedSuggestionCategory: ['Tools', ' '] })).message).toBe(M.fillAll);
    const missingField = await post(`/api/dashboard/makesuggestion/${owner.id}`, owner.token, { ...suggestion, suggestioncate: 'Tools' });
    expect(errorOf(missingField).message).toBe(M.fillAll);
    expect(
      (
        await post(`/api/dashboard/makesuggestion/${owner.id}`, owner.token, {
          ...suggestion,
          suggestioncate: 'Tools',
          fields: { Team: 'Builders' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
