import { FORM_MESSAGES as M, formContracts, type FormDefinitionInput } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { formResponses, formVersions, forms } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';

const v1: FormDefinitionInput = {
  title: 'Volunteer interest',
  description: 'Tell us how you would like to help.',
  questions: [
    { id: 'name', text: 'Your name', type: 'short_answer', required: true },
    { id: 'days', text: 'Days you can help', type: 'multi_select', options: ['Mon', 'Tue', 'Wed'], required: true },
  ],
};
const v2: FormDefinitionInput = { ...v1, questions: [...v1.questions, { id: 'why', text: 'Why us?', type: 'paragraph', required: true }] };

const it = test
  .extend('owner', { auto: true }, ({ t }) => signedIn(t, 'Owner'))
  .extend('volunteer', { auto: true }, ({ t }) => signedIn(t, 'Volunteer'))
  .extend('saveGeneral', ({ t, owner }) => async (definition: FormDefinitionInput) => {
    const res = await api(t, owner.token).call(formContracts.saveGeneral, { body: definition });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: string; version: number; changed: boolean }>();
  });

describe('the general form', () => {
  it('is made on the Owner’s first save; a changed save makes a version, an unchanged one none', async ({
    t,
    owner,
    volunteer,
    saveGeneral,
  }) => {
    expect((await api(t, volunteer.token).call(formContracts.general)).json()).toEqual({ form: null });
    const first = await saveGeneral(v1);
    expect(first).toMatchObject({ version: 1, changed: true, definition: { title: 'Volunteer interest' } });
    expect(await saveGeneral(v1)).toMatchObject({ id: first.id, version: 1, changed: false });
    expect(await saveGeneral(v2)).toMatchObject({ id: first.id, version: 2, changed: true });
    expect(await t.ctx.db.select().from(forms)).toHaveLength(1);
    expect(await t.ctx.db.select().from(formVersions)).toHaveLength(2);

    const read = await api(t, volunteer.token).call(formContracts.general);
    expect(read.json<{ form: { version: number; definition: { questions: unknown[] } } }>().form).toMatchObject({ version: 2 });
    const versions = await api(t, owner.token).call(formContracts.versions, { params: { id: first.id } });
    expect(versions.json<{ versions: { version: number; responses: number }[] }>().versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it('refuses the builder’s mistakes with its messages and saves nothing', async ({ t, owner }) => {
    const bad = async (question: Record<string, unknown>, message: string, field: string) => {
      const res = await api(t, owner.token).raw(formContracts.saveGeneral, {
        body: {
          title: 'T',
          questions: [{ id: 'q1', text: 'Q', type: 'radio', ...question }],
        },
      });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toMatchObject({ message, fields: { [field]: message } });
    };
    await bad({ text: '  ', options: ['Yes'] }, M.labelRequired, 'questions.0.text');
    await bad({ options: [] }, M.optionsRequired, 'questions.0.options');
    await bad({ options: ['Yes', ''] }, M.optionEmpty, 'questions.0.options.1');
    expect(await t.ctx.db.select().from(forms)).toEqual([]);
  });

  it('is built by the Owner alone; reading it needs a session', async ({ t, volunteer, saveGeneral }) => {
    expect((await api(t, volunteer.token).call(formContracts.saveGeneral, { body: v1 })).statusCode).toBe(403);
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, admin.token).call(formContracts.saveGeneral, { body: v1 })).statusCode).toBe(403);
    expect((await api(t).call(formContracts.general)).statusCode).toBe(401);
    const { id } = await saveGeneral(v1);
    for (const contract of [formContracts.versions, formContracts.responses, formContracts.exportResponses]) {
      expect((await api(t, volunteer.token).call(contract, { params: { id } })).statusCode).toBe(403);
    }
    expect((await api(t).call(formContracts.submit, { body: { formId: id, version: 1, answers: {} } })).statusCode).toBe(401);
  });
});

describe('answers', () => {
  it('are checked by the version they answered, an older one by its own rule, and kept with it', async ({ t, volunteer, saveGeneral }) => {
    const { id } = await saveGeneral(v1);
    await saveGeneral(v2);
    // Version 1 did not ask 'why': an answer to it is complete without one.
    const old = await api(t, volunteer.token).call(formContracts.submit, {
      body: {
        formId: id,
        version: 1,
        answers: { name: 'Ada', days: ['Wed', 'Mon'] },
      },
    });
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({ message: M.submitted });
    // Version 2 asks it, and requires it.
    const missing = await api(t, volunteer.token).call(formContracts.submit, {
      body: {
        formId: id,
        version: 2,
        answers: { name: 'Bo', days: ['Tue'] },
      },
    });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing)).toEqual({ code: 'VALIDATION', message: M.answerRequired, fields: { why: M.answerRequired } });
    // Version 1 is not asked what version 2 asks.
    const unknown = await api(t, volunteer.token).call(formContracts.submit, {
      body: {
        formId: id,
        version: 1,
        answers: { name: 'Bo', days: ['Tue'], why: 'x' },
      },
    });
    expect(errorOf(unknown).message).toBe(M.answersUnknown);
    const noVersion = await api(t, volunteer.token).call(formContracts.submit, { body: { formId: id, version: 9, answers: {} } });
    expect(noVersion.statusCode).toBe(404);
    expect(errorOf(noVersion).message).toBe(M.versionNotFound);
    const rows = await t.ctx.db.select().from(formResponses);
    expect(rows).toEqual([
      expect.objectContaining({
        version: 1,
        userId: volunteer.id,
        jobId: null,
        answers: [
          { questionId: 'name', answer: 'Ada' },
          { questionId: 'days', answer: 'Mon, Wed' },
        ],
      }),
    ]);
  });

  it('are refused when nothing at all is answered, and nothing is stored (issue 42, defect 17)', async ({ t, volunteer, saveGeneral }) => {
    const { id } = await saveGeneral({
      title: 'Feedback',
      questions: [
        { id: 'liked', text: 'What did you like?', type: 'short_answer', required: false },
        { id: 'days', text: 'Days', type: 'multi_select', options: ['Mon', 'Tue'], required: false },
      ],
    });
    const empty = await api(t, volunteer.token).call(formContracts.submit, {
      body: { formId: id, version: 1, answers: { liked: '  ', days: [] } },
    });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(M.answersEmpty);
    expect(await t.ctx.db.select().from(formResponses)).toEqual([]);
    const one = await api(t, volunteer.token).call(formContracts.submit, { body: { formId: id, version: 1, answers: { days: ['Tue'] } } });
    expect(one.statusCode).toBe(201);
  });

  it('are read by the Owner as a table per version and exported as CSV', async ({ t, owner, volunteer, saveGeneral }) => {
    const { id } = await saveGeneral(v1);
    await api(t, volunteer.token).call(formContracts.submit, {
      body: {
        formId: id,
        version: 1,
        answers: { name: '=HYPERLINK("x")', days: ['Tue'] },
      },
    });
    await saveGeneral(v2);
    t.clock.advance(60_000);
    await api(t, volunteer.token).call(formContracts.submit, {
      body: {
        formId: id,
        version: 2,
        answers: { name: 'Bo', days: ['Mon'], why: 'Food' },
      },
    });

    const current = await api(t, owner.token).call(formContracts.responses, { params: { id } });
    expect(current.json()).toMatchObject({
      version: 2,
      versions: [2, 1],
      questions: [{ id: 'name' }, { id: 'days' }, { id: 'why', text: 'Why us?' }],
      rows: [{ respondent: expect.stringContaining('Volunteer'), answers: { name: 'Bo', days: 'Mon', why: 'Food' } }],
      total: 1,
    });
    const older = await api(t, owner.token).call(formContracts.responses, { params: { id }, query: { version: '1' } });
    expect(older.json()).toMatchObject({ version: 1, questions: [{ id: 'name' }, { id: 'days' }], total: 1 });

    const csv = await api(t, owner.token).call(formContracts.exportResponses, { params: { id }, query: { version: '1' } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="form-responses-v1-2026-11-18.csv"');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Submitted,Respondent,Your name,Days you can help');
    expect(lines[1]).toContain(`'=HYPERLINK(""x"")`);
    expect((await api(t, owner.token).call(formContracts.responses, { params: { id }, query: { version: '7' } })).statusCode).toBe(404);
  });
});
