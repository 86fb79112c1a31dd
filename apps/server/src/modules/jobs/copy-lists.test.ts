import { JOB_MESSAGES as M } from '@goodhours/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobCopyList } from '../../db/schema/index.js';
import { errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { jobFields, requester } from './jobs-test-setup.js';

let t: TestApp;
let owner: { id: string; token: string };
let send: ReturnType<typeof requester>;
let jobId: string;
beforeEach(async () => {
  t = await startTestApp();
  owner = await signedIn(t, 'Owner');
  send = requester(t);
  jobId = (await send('POST', '/api/jobs', owner.token, jobFields())).json<{ id: string }>().id;
});
afterEach(async () => {
  await t.app.close();
});

describe('job copy lists', () => {
  it('hold addresses per job and per category, each once, until removed', async () => {
    const added = await send('POST', '/api/job-notification-list/job', owner.token, { email: ' Lead@Example.org ', jobId });
    expect(added.statusCode).toBe(201);
    const entry = added.json<{ id: string; email: string }>();
    expect(entry.email).toBe('lead@example.org');
    const again = await send('POST', '/api/job-notification-list/job', owner.token, { email: 'lead@example.org', jobId });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(M.alreadyOnJobList);
    expect(
      (await send('POST', '/api/job-notification-list/category', owner.token, { email: 'g@example.org', category: 'Gardening' }))
        .statusCode,
    ).toBe(201);
    const twice = await send('POST', '/api/job-notification-list/category', owner.token, { email: 'g@example.org', category: 'Gardening' });
    expect(errorOf(twice).message).toBe(M.alreadyOnCategoryList);

    const lists = await send('GET', '/api/job-notification-list', owner.token);
    expect(lists.json()).toMatchObject({
      jobs: [{ id: jobId, title: 'Garden coordinator', ccList: [{ id: entry.id, email: 'lead@example.org' }] }],
      categories: [{ category: 'Gardening', ccList: [{ email: 'g@example.org' }] }],
    });

    const removed = await send('DELETE', `/api/job-notification-list/${entry.id}`, owner.token);
    expect(removed.json()).toEqual({ message: M.emailRemoved });
    const gone = await send('DELETE', `/api/job-notification-list/${entry.id}`, owner.token);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe(M.entryNotFound);
  });

  it('ask for an email, a known job and a category some job has, and save nothing otherwise', async () => {
    const empty = await send('POST', '/api/job-notification-list/job', owner.token, { email: '  ', jobId });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty)).toMatchObject({ message: M.emailRequired, fields: { email: M.emailRequired } });
    expect(errorOf(await send('POST', '/api/job-notification-list/category', owner.token, { category: 'Gardening' })).message).toBe(
      M.emailRequired,
    );
    const invalid = await send('POST', '/api/job-notification-list/job', owner.token, { email: 'lead@', jobId });
    expect(errorOf(invalid).message).toBe(M.emailInvalid);
    const noJob = await send('POST', '/api/job-notification-list/job', owner.token, {
      email: 'a@example.org',
      jobId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noJob.statusCode).toBe(404);
    const noCategory = await send('POST', '/api/job-notification-list/category', owner.token, {
      email: 'a@example.org',
      category: 'Knitting',
    });
    expect(errorOf(noCategory).message).toBe(M.categoryUnknown);
    expect(await t.ctx.db.select().from(jobCopyList)).toEqual([]);
  });

  it('are the Owner’s alone', async () => {
    const admin = await signedIn(t, 'Administrator');
    expect((await send('GET', '/api/job-notification-list', admin.token)).statusCode).toBe(403);
    expect((await send('POST', '/api/job-notification-list/job', admin.token, { email: 'a@example.org', jobId })).statusCode).toBe(403);
    expect((await send('GET', '/api/job-notification-list')).statusCode).toBe(401);
    expect((await send('DELETE', '/api/job-notification-list/00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });
});
