import { APPLICATIONS_PER_HOUR, FORM_MESSAGES as F, JOB_MESSAGES as M } from '@goodhours/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formResponses, mailOutbox } from '../../db/schema/index.js';
import { errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { applicationForm, jobFields, publishedJob, requester } from './jobs-test-setup.js';

let t: TestApp;
let owner: { id: string; token: string };
let send: ReturnType<typeof requester>;
beforeEach(async () => {
  t = await startTestApp();
  owner = await signedIn(t, 'Owner');
  send = requester(t);
});
afterEach(async () => {
  await t.app.close();
});

const apply = (jobId: string, answers: Record<string, unknown>, version = 1) =>
  send('POST', `/api/jobs/${jobId}/applications`, undefined, { version, answers });

describe('applications', () => {
  it('are stored with the job and emailed to its list and its category’s, each address once', async () => {
    const id = await publishedJob(t, owner.token);
    await send('POST', '/api/job-notification-list/job', owner.token, { email: 'lead@example.org', jobId: id });
    await send('POST', '/api/job-notification-list/job', owner.token, { email: 'both@example.org', jobId: id });
    await send('POST', '/api/job-notification-list/category', owner.token, { email: 'both@example.org', category: 'Gardening' });
    await send('POST', '/api/job-notification-list/category', owner.token, { email: 'garden@example.org', category: 'Gardening' });

    const res = await apply(id, { name: 'Ada <b>Lovelace</b>', shift: 'Evening' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: M.applied });
    const [stored] = await t.ctx.db.select().from(formResponses);
    expect(stored).toMatchObject({ jobId: id, userId: null, version: 1 });

    const mails = await t.ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual(['both@example.org', 'garden@example.org', 'lead@example.org']);
    const mail = mails[0];
    expect(mail).toMatchObject({ kind: 'job-application', subject: 'New application: Garden coordinator' });
    expect(mail?.text).toContain('Preferred shift\n    Evening');
    expect(mail?.text).toContain(`http://localhost:4500/jobformbuilder?job=${id}&tab=responses`);
    expect(mail?.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');

    const table = await send('GET', `/api/jobs/${id}/responses`, owner.token);
    expect(table.json()).toMatchObject({
      rows: [{ respondent: null, answers: { name: 'Ada <b>Lovelace</b>', shift: 'Evening' } }],
      total: 1,
    });
    const csv = await send('GET', `/api/jobs/${id}/responses/export`, owner.token);
    expect(csv.body).toContain('Submitted,Respondent,Your name,Preferred shift');
  });

  it('stop on a missing answer or an option not offered, store nothing and email nobody', async () => {
    const id = await publishedJob(t, owner.token);
    await send('POST', '/api/job-notification-list/job', owner.token, { email: 'lead@example.org', jobId: id });
    const missing = await apply(id, { name: 'Ada' });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing)).toMatchObject({ message: F.answerRequired, fields: { shift: F.answerRequired } });
    expect(errorOf(await apply(id, { name: 'Ada', shift: 'Night' })).fields).toEqual({ shift: F.answerNotAnOption });
    expect(await t.ctx.db.select().from(formResponses)).toEqual([]);
    expect(await t.ctx.db.select().from(mailOutbox)).toEqual([]);
  });

  it('to an older version of the form are checked by that version', async () => {
    const id = await publishedJob(t, owner.token);
    const v2 = {
      ...applicationForm,
      questions: [...applicationForm.questions, { id: 'cv', text: 'Link to your CV', type: 'textbox', required: true }],
    };
    expect((await send('PUT', `/api/jobs/${id}/form`, owner.token, v2)).json()).toMatchObject({ version: 2 });
    // Someone who opened the page before the change answers version 1, without the new question.
    expect((await apply(id, { name: 'Ada', shift: 'Morning' }, 1)).statusCode).toBe(201);
    expect(errorOf(await apply(id, { name: 'Ada', shift: 'Morning' }, 2)).fields).toEqual({ cv: F.answerRequired });
    expect((await send('GET', `/api/jobs/${id}/responses?version=1`, owner.token)).json()).toMatchObject({ total: 1 });
    expect((await send('GET', `/api/jobs/${id}/responses`, owner.token)).json()).toMatchObject({ version: 2, total: 0 });
  });

  it('reach only published jobs with a form, and 10 an hour from one network address', async () => {
    const draft = (await send('POST', '/api/jobs', owner.token, jobFields())).json<{ id: string }>().id;
    expect(errorOf(await apply(draft, {})).message).toBe(M.jobNotFound);
    const id = await publishedJob(t, owner.token);
    for (let i = 0; i < APPLICATIONS_PER_HOUR; i++)
      expect((await apply(id, { name: `P${String(i)}`, shift: 'Morning' })).statusCode).toBe(201);
    const over = await apply(id, { name: 'One more', shift: 'Morning' });
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).message).toBe(M.tooManyApplications);
    expect(over.headers['retry-after']).toBeDefined();
    t.clock.advance(3600_000);
    expect((await apply(id, { name: 'Next hour', shift: 'Morning' })).statusCode).toBe(201);
  });

  it('are read by the job’s managers only', async () => {
    const id = await publishedJob(t, owner.token);
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await send('GET', `/api/jobs/${id}/responses`, volunteer.token)).statusCode).toBe(403);
    expect((await send('GET', `/api/jobs/${id}/responses/export`)).statusCode).toBe(401);
  });
});
