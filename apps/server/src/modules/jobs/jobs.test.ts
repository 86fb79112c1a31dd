import { JOB_MESSAGES as M, FORM_MESSAGES as F, jobContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { applicationForm, jobFields, publishedJob } from './jobs-test-setup.js';

const it = test.extend('owner', { auto: true }, ({ t }) => signedIn(t, 'Owner'));

type Page = { jobs: { id: string; title: string }[]; pagination: { page: number; total: number; totalPages: number } };

describe('job ads', () => {
  it('are written by the Owner, sanitised, and published only once their application form is saved', async ({ t, owner }) => {
    const made = await api(t, owner.token).call(jobContracts.create, {
      body: jobFields({ description: '<p onclick="x()">Dig</p><script>alert(1)</script>' }),
    });
    expect(made.statusCode).toBe(201);
    const job = made.json<{ id: string; description: string; isPublished: boolean; formId: string | null }>();
    expect(job).toMatchObject({ description: '<p>Dig</p>', isPublished: false, formId: null });

    const early = await api(t, owner.token).call(jobContracts.update, {
      params: { id: job.id },
      body: { ...jobFields(), isPublished: true },
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(M.formNeededToPublish);
    expect((await api(t).call(jobContracts.get, { params: { id: job.id } })).statusCode).toBe(404);

    const saved = await api(t, owner.token).call(jobContracts.saveForm, { params: { id: job.id }, body: applicationForm });
    expect(saved.json()).toMatchObject({ version: 1, changed: true });
    expect((await api(t, owner.token).call(jobContracts.saveForm, { params: { id: job.id }, body: applicationForm })).json()).toMatchObject(
      {
        version: 1,
        changed: false,
      },
    );
    t.clock.advance(60_000);
    const published = await api(t, owner.token).call(jobContracts.update, {
      params: { id: job.id },
      body: { ...jobFields(), isPublished: true },
    });
    expect(published.json()).toMatchObject({ isPublished: true, formVersion: 1, datePosted: '2026-11-18T18:01:00.000Z' });

    const shown = await api(t).call(jobContracts.get, { params: { id: job.id } });
    expect(shown.json()).toMatchObject({
      title: 'Garden coordinator',
      form: {
        version: 1,
        definition: { questions: [{ id: 'name' }, { id: 'email', type: 'email' }, { id: 'shift', options: ['Morning', 'Evening'] }] },
      },
    });
    expect(shown.json()).not.toHaveProperty('isPublished');
  });

  it('are published only when their application form asks for the applicant’s email, and keep asking once published', async ({
    t,
    owner,
  }) => {
    const as = api(t, owner.token);
    const id = (await as.call(jobContracts.create, { body: jobFields() })).json<{ id: string }>().id;
    const noEmail = { ...applicationForm, questions: applicationForm.questions.filter((q) => q.type !== 'email') };
    expect((await as.call(jobContracts.saveForm, { params: { id }, body: noEmail })).statusCode).toBe(200);
    const refused = await as.call(jobContracts.update, { params: { id }, body: { ...jobFields({ title: 'Renamed' }), isPublished: true } });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ message: M.emailQuestionNeeded, fields: { isPublished: M.emailQuestionNeeded } });
    // An email question that is optional, or hidden, does not reach the applicant either.
    const optional = {
      ...applicationForm,
      questions: applicationForm.questions.map((q) => (q.type === 'email' ? { ...q, required: false } : q)),
    };
    expect((await as.call(jobContracts.saveForm, { params: { id }, body: optional })).json()).toMatchObject({ version: 2 });
    expect(errorOf(await as.call(jobContracts.update, { params: { id }, body: { ...jobFields(), isPublished: true } })).message).toBe(
      M.emailQuestionNeeded,
    );
    const [unchanged] = await t.ctx.db.select().from(jobs);
    expect(unchanged).toMatchObject({ title: 'Garden coordinator', isPublished: false });
    expect((await api(t).call(jobContracts.get, { params: { id } })).statusCode).toBe(404);

    expect((await as.call(jobContracts.saveForm, { params: { id }, body: applicationForm })).json()).toMatchObject({ version: 3 });
    const published = await as.call(jobContracts.update, { params: { id }, body: { ...jobFields(), isPublished: true } });
    expect(published.json()).toMatchObject({ isPublished: true, formVersion: 3 });

    const dropped = await as.call(jobContracts.saveForm, { params: { id }, body: noEmail });
    expect(dropped.statusCode).toBe(422);
    expect(errorOf(dropped).message).toBe(M.emailQuestionKept);
    expect((await as.call(jobContracts.form, { params: { id } })).json()).toMatchObject({ form: { version: 3 } });
  });

  it('are managed by the Owner and holders of manageJobForms; others are refused', async ({ t, owner }) => {
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, admin.token).call(jobContracts.create, { body: jobFields() })).statusCode).toBe(201);
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t, volunteer.token).call(jobContracts.create, { body: jobFields() })).statusCode).toBe(403);
    expect((await api(t, volunteer.token).call(jobContracts.manage)).statusCode).toBe(403);
    expect((await api(t).call(jobContracts.manage)).statusCode).toBe(401);
    expect((await api(t, owner.token).call(jobContracts.manage)).json<{ jobs: unknown[] }>().jobs).toHaveLength(1);
  });

  it('refuses bad input with a clear message and saves nothing', async ({ t, owner }) => {
    const empty = await api(t, owner.token).call(jobContracts.create, {
      body: { title: ' ', category: 'Kitchen', description: '<p>x</p>' },
    });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(M.titleRequired);
    const onlyScript = await api(t, owner.token).call(jobContracts.create, {
      body: jobFields({ description: '<script>alert(1)</script><p> </p>' }),
    });
    expect(errorOf(onlyScript)).toMatchObject({ code: 'VALIDATION', message: M.descriptionRequired });
    const id = (await api(t, owner.token).call(jobContracts.create, { body: jobFields() })).json<{ id: string }>().id;
    const badForm = await api(t, owner.token).call(jobContracts.saveForm, {
      params: { id },
      body: {
        title: 'T',
        questions: [{ id: 'q', text: '', type: 'textbox' }],
      },
    });
    expect(errorOf(badForm).message).toBe(F.labelRequired);
    expect((await api(t, owner.token).call(jobContracts.form, { params: { id } })).json()).toEqual({ form: null });
    expect(await t.ctx.db.select().from(jobs)).toHaveLength(1);
  });
});

describe('the landing page', () => {
  it('lists published jobs newest first, 18 a page, by search and by category', async ({ t, owner }) => {
    for (let i = 0; i < 19; i++) {
      t.clock.advance(1000);
      await publishedJob(t, owner.token, { title: `Kitchen helper ${String(i)}`, category: 'Kitchen' });
    }
    t.clock.advance(1000);
    await publishedJob(t, owner.token, { title: 'Beekeeper', category: 'Gardening', description: '<p>Look after the hives</p>' });
    await api(t, owner.token).call(jobContracts.create, { body: jobFields({ title: 'Hidden hive job', description: '<p>hives</p>' }) });

    const first = (await api(t).call(jobContracts.list)).json<Page>();
    expect(first.jobs).toHaveLength(18);
    expect(first.jobs[0]?.title).toBe('Beekeeper');
    expect(first.pagination).toEqual({ page: 1, limit: 18, total: 20, totalPages: 2 });
    expect((await api(t).call(jobContracts.list, { query: { page: '2' } })).json<Page>().jobs.map((j) => j.title)).toEqual([
      'Kitchen helper 1',
      'Kitchen helper 0',
    ]);

    // 'hive' finds 'hives' (English stemming); the unpublished job is not found.
    expect((await api(t).call(jobContracts.list, { query: { search: 'hive' } })).json<Page>().jobs.map((j) => j.title)).toEqual([
      'Beekeeper',
    ]);
    expect(
      (await api(t).call(jobContracts.list, { query: { search: 'helper', category: 'Gardening' } })).json<Page>().pagination.total,
    ).toBe(0);
    expect((await api(t).call(jobContracts.list, { query: { category: 'Kitchen', limit: '5' } })).json<Page>().pagination).toMatchObject({
      total: 19,
      totalPages: 4,
    });
    // A word typed is enough as the start of a word (issue 42, defect 16): 'rain' finds 'Rainwater'.
    await publishedJob(t, owner.token, { title: 'Rainwater systems volunteer', category: 'Building' });
    expect((await api(t).call(jobContracts.list, { query: { search: 'rain' } })).json<Page>().jobs.map((j) => j.title)).toEqual([
      'Rainwater systems volunteer',
    ]);
    expect((await api(t).call(jobContracts.list, { query: { search: 'RAIN syst' } })).json<Page>().pagination.total).toBe(1);
    expect((await api(t).call(jobContracts.list, { query: { search: 'rain kitchen' } })).json<Page>().pagination.total).toBe(0);
    // Query syntax is read as words, never as an error.
    expect((await api(t).call(jobContracts.list, { query: { search: '"hive & | ! :*' } })).statusCode).toBe(200);
    expect((await api(t).call(jobContracts.categories)).json()).toEqual({ categories: ['Building', 'Gardening', 'Kitchen'] });
    expect((await api(t).call(jobContracts.list, { query: { limit: '19' } })).statusCode).toBe(422);
  });
});
