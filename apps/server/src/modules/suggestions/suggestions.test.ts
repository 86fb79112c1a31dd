import { describe, expect } from 'vitest';
import {
  DEFAULT_SUGGESTION_OPTIONS,
  SUGGESTION_MESSAGES as M,
  type RouteInput,
  type SuggestionOptions,
  suggestionContracts,
} from '@goodhours/domain';
import { mailOutbox } from '../../db/schema/index.js';
import { api, it } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';

const category = DEFAULT_SUGGESTION_OPTIONS.suggestion[0] as string;
const suggestion = {
  suggestioncate: category,
  suggestion: 'Show the week’s hours in the page title.',
  confirm: 'yes',
} satisfies RouteInput<typeof suggestionContracts.makeSuggestion>['body'];
const bug = {
  title: 'Timer stops',
  environment: 'Chromium 130',
  reproduction: 'Start, wait',
  expected: 'Keeps going',
  actual: 'Stops',
  visual: 'https://x.example/shot',
  severity: '2. Medium',
} satisfies RouteInput<typeof suggestionContracts.bugReport>['body'];

describe('suggestions and bug reports', () => {
  it('mails a volunteer’s suggestion and bug report to every active Owner, signed with the caller’s name', async ({ t }) => {
    await createUser(t, 'Owner', { email: 'olivia@test.goodhours.org' });
    await createUser(t, 'Owner', { email: 'gone@test.goodhours.org', isActive: false });
    const vera = await signedIn(t, 'Volunteer');
    const sent = await api(t, vera.token).raw(suggestionContracts.makeSuggestion, {
      params: { userId: vera.id },
      body: { ...suggestion, firstName: 'Forged' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: M.sent });
    expect((await api(t, vera.token).call(suggestionContracts.bugReport, { params: { userId: vera.id }, body: bug })).json()).toEqual({
      message: M.sent,
    });
    const mail = await t.ctx.db.select().from(mailOutbox);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      ['olivia@test.goodhours.org', `Suggestion: ${category}`],
      ['olivia@test.goodhours.org', 'Bug report: Timer stops'],
    ]);
    expect(mail[0]?.text).toContain(`Email: ${vera.email}`);
    expect(mail[0]?.text).not.toContain('Forged');
  });

  it('refuses empty fields with the spec’s message, an unknown severity, and writing for someone else', async ({ t }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await createUser(t, 'Volunteer');
    const empty = await api(t, vera.token).call(suggestionContracts.makeSuggestion, {
      params: { userId: vera.id },
      body: { ...suggestion, suggestion: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(M.fillAll);
    expect(
      (await api(t, vera.token).raw(suggestionContracts.bugReport, { params: { userId: vera.id }, body: { ...bug, severity: 'urgent' } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await api(t, vera.token).call(suggestionContracts.makeSuggestion, { params: { userId: walt.id }, body: suggestion })).statusCode,
    ).toBe(403);
    expect((await api(t).call(suggestionContracts.makeSuggestion, { params: { userId: vera.id }, body: suggestion })).statusCode).toBe(401);
  });

  it('lets only an Owner change the categories and fields; a required field must then be filled', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const admin = await signedIn(t, 'Administrator');
    const params = { userId: owner.id };
    expect(
      (
        await api(t, admin.token).call(suggestionContracts.changeOptions, {
          params,
          body: { action: 'add', suggestion: false, newField: 'Team' },
        })
      ).statusCode,
    ).toBe(403);
    const added = await api(t, owner.token).call(suggestionContracts.changeOptions, {
      params,
      body: { action: 'add', suggestion: false, newField: 'Team' },
    });
    expect(added.json<SuggestionOptions>().field).toEqual(['Team']);
    await api(t, owner.token).call(suggestionContracts.changeOptions, {
      params,
      body: { action: 'edit', updatedSuggestionCategory: ['Tools', 'People'] },
    });
    const read = await api(t, admin.token).call(suggestionContracts.options, { params: { userId: admin.id } });
    expect(read.json()).toEqual({ suggestion: ['Tools', 'People'], field: ['Team'] });
    expect(
      errorOf(
        await api(t, owner.token).call(suggestionContracts.changeOptions, {
          params,
          body: { action: 'edit', updatedSuggestionCategory: ['Tools', ' '] },
        }),
      ).message,
    ).toBe(M.fillAll);
    const missingField = await api(t, owner.token).call(suggestionContracts.makeSuggestion, {
      params: { userId: owner.id },
      body: { ...suggestion, suggestioncate: 'Tools' },
    });
    expect(errorOf(missingField).message).toBe(M.fillAll);
    expect(
      (
        await api(t, owner.token).call(suggestionContracts.makeSuggestion, {
          params: { userId: owner.id },
          body: {
            ...suggestion,
            suggestioncate: 'Tools',
            fields: { Team: 'Builders' },
          },
        })
      ).statusCode,
    ).toBe(200);
  });
});
