import {
  APPLICATIONS_PER_HOUR,
  FORM_MESSAGES as F,
  JOB_MESSAGES as M,
  jobContracts,
  jobCopyListContracts,
  type FormDefinitionInput,
} from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { formResponses, mailOutbox } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { applicationForm, jobFields, publishedJob } from './jobs-test-setup.js';

const it = test
  .extend('owner', { auto: true }, ({ t }) => signedIn(t, 'Owner'))
  .extend(
    'apply',
    ({ t }) =>
      (jobId: string, answers: Record<string, string>, version = 1) =>
        api(t).call(jobContracts.apply, { params: { id: jobId }, body: { version, answers } }),
  );

describe('applications', () => {
  it('are stored with the job and emailed to its list and its category’s, each address once', async ({ t, owner, apply }) => {
    const id = await publishedJob(t, owner.token);
    await api(t, owner.token).call(jobCopyListContracts.addForJob, { body: { email: 'lead@example.org', jobId: id } });
    await api(t, owner.token).call(jobCopyListContracts.addForJob, { body: { email: 'both@example.org', jobId: id } });
    await api(t, owner.token).call(jobCopyListContracts.addForCategory, { body: { email: 'both@example.org', category: 'Gardening' } });
    await api(t, owner.token).call(jobCopyListContracts.addForCategory, { body: { email: 'garden@example.org', category: 'Gardening' } });

    const res = await apply(id, { name: 'Ada <b>Lovelace</b>', email: ' Ada@Example.org ', shift: 'Evening' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: M.applied });
    const [stored] = await t.ctx.db.select().from(formResponses);
    expect(stored).toMatchObject({ jobId: id, userId: null, version: 1 });

    const mails = await t.ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual(['both@example.org', 'garden@example.org', 'lead@example.org']);
    const mail = mails[0];
    expect(mail).toMatchObject({ kind: 'job-application', subject: 'New application: Garden coordinator' });
    expect(mail?.text).toContain('Preferred shift\n    Evening');
    expect(mail?.text).toContain('Your email\n    ada@example.org');
    expect(mail?.text).toContain(`http://localhost:4500/jobformbuilder?job=${id}&tab=responses`);
    expect(mail?.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');

    const table = await api(t, owner.token).call(jobContracts.responses, { params: { id } });
    expect(table.json()).toMatchObject({
      rows: [{ respondent: null, answers: { name: 'Ada <b>Lovelace</b>', email: 'ada@example.org', shift: 'Evening' } }],
      total: 1,
    });
    const csv = await api(t, owner.token).call(jobContracts.exportResponses, { params: { id } });
    expect(csv.body).toContain('Submitted,Respondent,Your name,Your email,Preferred shift');
    expect(csv.body).toContain('ada@example.org,Evening');
  });

  it('stop on a missing answer, an option not offered or an address that is not one, store nothing and email nobody', async ({
    t,
    owner,
    apply,
  }) => {
    const id = await publishedJob(t, owner.token);
    await api(t, owner.token).call(jobCopyListContracts.addForJob, { body: { email: 'lead@example.org', jobId: id } });
    const missing = await apply(id, { name: 'Ada', email: 'ada@example.org' });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing)).toMatchObject({ message: F.answerRequired, fields: { shift: F.answerRequired } });
    expect(errorOf(await apply(id, { name: 'Ada', email: 'ada@example.org', shift: 'Night' })).fields).toEqual({
      shift: F.answerNotAnOption,
    });
    const noAddress = await apply(id, { name: 'Ada', email: 'ada at home', shift: 'Morning' });
    expect(noAddress.statusCode).toBe(422);
    expect(errorOf(noAddress).fields).toEqual({ email: F.answerEmail });
    expect(await t.ctx.db.select().from(formResponses)).toEqual([]);
    expect(await t.ctx.db.select().from(mailOutbox)).toEqual([]);
  });

  it('to an older version of the form are checked by that version', async ({ t, owner, apply }) => {
    const id = await publishedJob(t, owner.token);
    const v2: FormDefinitionInput = {
      ...applicationForm,
      questions: [...applicationForm.questions, { id: 'cv', text: 'Link to your CV', type: 'textbox', required: true }],
    };
    expect((await api(t, owner.token).call(jobContracts.saveForm, { params: { id }, body: v2 })).json()).toMatchObject({ version: 2 });
    // Someone who opened the page before the change answers version 1, without the new question.
    expect((await apply(id, { name: 'Ada', email: 'ada@example.org', shift: 'Morning' }, 1)).statusCode).toBe(201);
    expect(errorOf(await apply(id, { name: 'Ada', email: 'ada@example.org', shift: 'Morning' }, 2)).fields).toEqual({
      cv: F.answerRequired,
    });
    expect((await api(t, owner.token).call(jobContracts.responses, { params: { id }, query: { version: '1' } })).json()).toMatchObject({
      total: 1,
    });
    expect((await api(t, owner.token).call(jobContracts.responses, { params: { id } })).json()).toMatchObject({ version: 2, total: 0 });
  });

  it('reach only published jobs with a form, and 10 an hour from one network address', async ({ t, owner, apply }) => {
    const draft = (await api(t, owner.token).call(jobContracts.create, { body: jobFields() })).json<{ id: string }>().id;
    expect(errorOf(await apply(draft, {})).message).toBe(M.jobNotFound);
    const id = await publishedJob(t, owner.token);
    for (let i = 0; i < APPLICATIONS_PER_HOUR; i++)
      expect((await apply(id, { name: `P${String(i)}`, email: 'ada@example.org', shift: 'Morning' })).statusCode).toBe(201);
    const over = await apply(id, { name: 'One more', email: 'ada@example.org', shift: 'Morning' });
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).message).toBe(M.tooManyApplications);
    expect(over.headers['retry-after']).toBeDefined();
    t.clock.advance(3600_000);
    expect((await apply(id, { name: 'Next hour', email: 'ada@example.org', shift: 'Morning' })).statusCode).toBe(201);
  });

  it('are read by the job’s managers only', async ({ t, owner }) => {
    const id = await publishedJob(t, owner.token);
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t, volunteer.token).call(jobContracts.responses, { params: { id } })).statusCode).toBe(403);
    expect((await api(t).call(jobContracts.exportResponses, { params: { id } })).statusCode).toBe(401);
  });
});
