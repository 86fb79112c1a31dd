import { JOB_MESSAGES as M, jobContracts, jobCopyListContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { jobCopyList } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { jobFields } from './jobs-test-setup.js';

const it = test
  .extend('owner', { auto: true }, ({ t }) => signedIn(t, 'Owner'))
  .extend(
    'jobId',
    { auto: true },
    async ({ t, owner }) => (await api(t, owner.token).call(jobContracts.create, { body: jobFields() })).json<{ id: string }>().id,
  );

describe('job copy lists', () => {
  it('hold addresses per job and per category, each once, until removed', async ({ t, owner, jobId }) => {
    const added = await api(t, owner.token).call(jobCopyListContracts.addForJob, { body: { email: ' Lead@Example.org ', jobId } });
    expect(added.statusCode).toBe(201);
    const entry = added.json<{ id: string; email: string }>();
    expect(entry.email).toBe('lead@example.org');
    const again = await api(t, owner.token).call(jobCopyListContracts.addForJob, { body: { email: 'lead@example.org', jobId } });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(M.alreadyOnJobList);
    expect(
      (await api(t, owner.token).call(jobCopyListContracts.addForCategory, { body: { email: 'g@example.org', category: 'Gardening' } }))
        .statusCode,
    ).toBe(201);
    const twice = await api(t, owner.token).call(jobCopyListContracts.addForCategory, {
      body: { email: 'g@example.org', category: 'Gardening' },
    });
    expect(errorOf(twice).message).toBe(M.alreadyOnCategoryList);

    const lists = await api(t, owner.token).call(jobCopyListContracts.list);
    expect(lists.json()).toMatchObject({
      jobs: [{ id: jobId, title: 'Garden coordinator', ccList: [{ id: entry.id, email: 'lead@example.org' }] }],
      categories: [{ category: 'Gardening', ccList: [{ email: 'g@example.org' }] }],
    });

    const removed = await api(t, owner.token).call(jobCopyListContracts.remove, { params: { id: entry.id } });
    expect(removed.json()).toEqual({ message: M.emailRemoved });
    const gone = await api(t, owner.token).call(jobCopyListContracts.remove, { params: { id: entry.id } });
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe(M.entryNotFound);
  });

  it('ask for an email, a known job and a category some job has, and save nothing otherwise', async ({ t, owner, jobId }) => {
    const empty = await api(t, owner.token).call(jobCopyListContracts.addForJob, { body: { email: '  ', jobId } });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty)).toMatchObject({ message: M.emailRequired, fields: { email: M.emailRequired } });
    expect(errorOf(await api(t, owner.token).raw(jobCopyListContracts.addForCategory, { body: { category: 'Gardening' } })).message).toBe(
      M.emailRequired,
    );
    const invalid = await api(t, owner.token).call(jobCopyListContracts.addForJob, { body: { email: 'lead@', jobId } });
    expect(errorOf(invalid).message).toBe(M.emailInvalid);
    const noJob = await api(t, owner.token).call(jobCopyListContracts.addForJob, {
      body: {
        email: 'a@example.org',
        jobId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(noJob.statusCode).toBe(404);
    const noCategory = await api(t, owner.token).call(jobCopyListContracts.addForCategory, {
      body: {
        email: 'a@example.org',
        category: 'Knitting',
      },
    });
    expect(errorOf(noCategory).message).toBe(M.categoryUnknown);
    expect(await t.ctx.db.select().from(jobCopyList)).toEqual([]);
  });

  it('are the Owner’s alone', async ({ t, jobId }) => {
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, admin.token).call(jobCopyListContracts.list)).statusCode).toBe(403);
    expect((await api(t, admin.token).call(jobCopyListContracts.addForJob, { body: { email: 'a@example.org', jobId } })).statusCode).toBe(
      403,
    );
    expect((await api(t).call(jobCopyListContracts.list)).statusCode).toBe(401);
    expect((await api(t).call(jobCopyListContracts.remove, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(
      401,
    );
  });
});
