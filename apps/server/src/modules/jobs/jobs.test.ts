import { JOB_MESSAGES as M, FORM_MESSAGES as F } from '@goodhours/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
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

type Page = { jobs: { id: string; title: string }[]; pagination: { page: number; total: number; totalPages: number } };

describe('job ads', () => {
  it('are written by the Owner, sanitised, and published only once their application form is saved', async () => {
    const made = await send(
      'POST',
      '/api/jobs',
      owner.token,
      jobFields({ description: '<p onclick="x()">Dig</p><script>alert(1)</script>' }),
    );
    expect(made.statusCode).toBe(201);
    const job = made.json<{ id: string; description: string; isPublished: boolean; formId: string | null }>();
    expect(job).toMatchObject({ description: '<p>Dig</p>', isPublished: false, formId: null });

    const early = await send('PUT', `/api/jobs/${job.id}`, owner.token, { ...jobFields(), isPublished: true });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(M.formNeededToPublish);
    expect((await send('GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);

    const saved = await send('PUT', `/api/jobs/${job.id}/form`, owner.token, applicationForm);
    expect(saved.json()).toMatchObject({ version: 1, changed: true });
    expect((await send('PUT', `/api/jobs/${job.id}/form`, owner.token, applicationForm)).json()).toMatchObject({
      version: 1,
      changed: false,
    });
    t.clock.advance(60_000);
    const published = await send('PUT', `/api/jobs/${job.id}`, owner.token, { ...jobFields(), isPublished: true });
    expect(published.json()).toMatchObject({ isPublished: true, formVersion: 1, datePosted: '2026-11-18T18:01:00.000Z' });

    const shown = await send('GET', `/api/jobs/${job.id}`);
    expect(shown.json()).toMatchObject({
      title: 'Garden coordinator',
      form: { version: 1, definition: { questions: [{ id: 'name' }, { id: 'shift', options: ['Morning', 'Evening'] }] } },
    });
    expect(shown.json()).not.toHaveProperty('isPublished');
  });

  it('are managed by the Owner and holders of manageJobForms; others are refused', async () => {
    const admin = await signedIn(t, 'Administrator');
    expect((await send('POST', '/api/jobs', admin.token, jobFields())).statusCode).toBe(201);
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await send('POST', '/api/jobs', volunteer.token, jobFields())).statusCode).toBe(403);
    expect((await send('GET', '/api/jobs/manage', volunteer.token)).statusCode).toBe(403);
    expect((await send('GET', '/api/jobs/manage')).statusCode).toBe(401);
    expect((await send('GET', '/api/jobs/manage', owner.token)).json<{ jobs: unknown[] }>().jobs).toHaveLength(1);
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const empty = await send('POST', '/api/jobs', owner.token, { title: ' ', category: 'Kitchen', description: '<p>x</p>' });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(M.titleRequired);
    const onlyScript = await send('POST', '/api/jobs', owner.token, jobFields({ description: '<script>alert(1)</script><p> </p>' }));
    expect(errorOf(onlyScript)).toMatchObject({ code: 'VALIDATION', message: M.descriptionRequired });
    const id = (await send('POST', '/api/jobs', owner.token, jobFields())).json<{ id: string }>().id;
    const badForm = await send('PUT', `/api/jobs/${id}/form`, owner.token, {
      title: 'T',
      questions: [{ id: 'q', text: '', type: 'textbox' }],
    });
    expect(errorOf(badForm).message).toBe(F.labelRequired);
    expect((await send('GET', `/api/jobs/${id}/form`, owner.token)).json()).toEqual({ form: null });
    expect(await t.ctx.db.select().from(jobs)).toHaveLength(1);
  });
});

describe('the landing page', () => {
  it('lists published jobs newest first, 18 a page, by search and by category', async () => {
    for (let i = 0; i < 19; i++) {
      t.clock.advance(1000);
      await publishedJob(t, owner.token, { title: `Kitchen helper ${String(i)}`, category: 'Kitchen' });
    }
    t.clock.advance(1000);
    await publishedJob(t, owner.token, { title: 'Beekeeper', category: 'Gardening', description: '<p>Look after the hives</p>' });
    await send('POST', '/api/jobs', owner.token, jobFields({ title: 'Hidden hive job', description: '<p>hives</p>' }));

    const first = (await send('GET', '/api/jobs')).json<Page>();
    expect(first.jobs).toHaveLength(18);
    expect(first.jobs[0]?.title).toBe('Beekeeper');
    expect(first.pagination).toEqual({ page: 1, limit: 18, total: 20, totalPages: 2 });
    expect((await send('GET', '/api/jobs?page=2')).json<Page>().jobs.map((j) => j.title)).toEqual(['Kitchen helper 1', 'Kitchen helper 0']);

    // 'hive' finds 'hives' (English stemming); the unpublished job is not found.
    expect((await send('GET', '/api/jobs?search=hive')).json<Page>().jobs.map((j) => j.title)).toEqual(['Beekeeper']);
    expect((await send('GET', '/api/jobs?search=helper&category=Gardening')).json<Page>().pagination.total).toBe(0);
    expect((await send('GET', '/api/jobs?category=Kitchen&limit=5')).json<Page>().pagination).toMatchObject({ total: 19, totalPages: 4 });
    // Query syntax is read as words, never as an error.
    expect((await send('GET', `/api/jobs?search=${encodeURIComponent('"hive & | ! :*')}`)).statusCode).toBe(200);
    expect((await send('GET', '/api/jobs/categories')).json()).toEqual({ categories: ['Gardening', 'Kitchen'] });
    expect((await send('GET', '/api/jobs?limit=19')).statusCode).toBe(422);
  });
});
