import { describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../forms/index.js';
import { APPLICATION_FORM_START, reachesApplicant } from './application-form.js';
import { JOB_MESSAGES as M } from './messages.js';
import { categoryCopyInput, jobCopyInput, jobInput, jobsQuery, JOBS_PAGE_SIZE } from './schemas.js';

const first = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const JOB = '5b1f8f5e-8a4e-4f0c-9d61-2b0c6f9a1e11';

describe('job copy lists', () => {
  it('asks for an email, with the spec’s message, and keeps addresses in lower case', () => {
    expect(first(jobCopyInput.safeParse({ email: '  ', jobId: JOB }))).toBe(M.emailRequired);
    expect(first(jobCopyInput.safeParse({ jobId: JOB }))).toBe(M.emailRequired);
    expect(first(jobCopyInput.safeParse({ email: 'not-an-email', jobId: JOB }))).toBe(M.emailInvalid);
    expect(jobCopyInput.parse({ email: ' Hire@Example.ORG ', jobId: JOB }).email).toBe('hire@example.org');
    expect(first(categoryCopyInput.safeParse({ email: 'hire@example.org', category: ' ' }))).toBe(M.categoryRequired);
  });
});

describe('the landing page’s question', () => {
  it('reads pages of 18 by default and never more', () => {
    expect(jobsQuery().parse({})).toEqual({ page: 1, limit: JOBS_PAGE_SIZE, search: '', category: '' });
    expect(JOBS_PAGE_SIZE).toBe(18);
    expect(first(jobsQuery().safeParse({ limit: '19' }))).toBe(M.badLimit);
    expect(first(jobsQuery().safeParse({ page: '0' }))).toBe(M.badPage);
  });
});

describe('a job ad', () => {
  it('needs a title, a category and a description; it starts unpublished', () => {
    expect(jobInput.parse({ title: ' Cook ', category: 'Kitchen', description: '<p>Cook for 40</p>' })).toEqual({
      title: 'Cook',
      category: 'Kitchen',
      description: '<p>Cook for 40</p>',
      isPublished: false,
    });
    expect(jobInput.safeParse({ title: '', category: '', description: '' }).error?.issues.map((i) => i.message)).toEqual([
      M.titleRequired,
      M.categoryRequired,
      M.descriptionRequired,
    ]);
  });
});

describe('a job’s application form', () => {
  const form = (questions: unknown[]) => formDefinitionSchema.parse({ title: 'Apply', questions });
  it('starts with the applicant’s name and a required email address, so the job can be published', () => {
    expect(APPLICATION_FORM_START.map((q) => [q.text, q.type, q.required])).toEqual([
      ['Your name', 'short_answer', true],
      ['Your email', 'email', true],
    ]);
    expect(reachesApplicant(form([...APPLICATION_FORM_START]))).toBe(true);
  });
  it('cannot reach the applicant without a required, visible email address question', () => {
    expect(reachesApplicant(form([{ id: 'name', text: 'Name', type: 'short_answer', required: true }]))).toBe(false);
    expect(reachesApplicant(form([{ id: 'email', text: 'Email', type: 'email', required: false }]))).toBe(false);
    expect(reachesApplicant(form([{ id: 'email', text: 'Email', type: 'email', required: true, visible: false }]))).toBe(false);
    expect(reachesApplicant(form([{ id: 'email', text: 'Your email', type: 'short_answer', required: true }]))).toBe(false);
  });
});
