import { JOB_MESSAGES as M } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { addRefusal, checkCopyEntry } from './copy-list-values';

const JOB = '5b1f8f5e-8a4e-4f0c-9d61-2b0c6f9a1e11';

describe('the copy list’s add form', () => {
  it('asks for an email with the spec’s message, and for the job or category', () => {
    expect(checkCopyEntry('job', { email: ' ', target: JOB })).toEqual({ ok: false, errors: { email: M.emailRequired } });
    expect(checkCopyEntry('job', { email: 'a@example.org', target: null })).toEqual({ ok: false, errors: { target: M.jobRequired } });
    expect(checkCopyEntry('category', { email: '', target: null })).toEqual({
      ok: false,
      errors: { email: M.emailRequired, target: M.categoryRequired },
    });
  });

  it('sends the address trimmed and in lower case', () => {
    expect(checkCopyEntry('job', { email: ' Lead@Example.org', target: JOB })).toEqual({
      ok: true,
      kind: 'job',
      body: { email: 'lead@example.org', jobId: JOB },
    });
    expect(checkCopyEntry('category', { email: 'g@example.org', target: 'Gardening' })).toMatchObject({ ok: true, kind: 'category' });
  });

  it('shows a duplicate under the email and any other failure as the spec’s message', () => {
    const duplicate = new ApiError({ status: 409, code: 'CONFLICT', message: M.alreadyOnJobList, fields: { email: M.alreadyOnJobList } });
    expect(addRefusal(duplicate)).toEqual({ email: M.alreadyOnJobList });
    expect(addRefusal(new ApiError({ status: 404, code: 'NOT_FOUND', message: M.jobNotFound, fields: { jobId: M.jobNotFound } }))).toEqual({
      target: M.jobNotFound,
    });
    expect(addRefusal(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }))).toEqual({ toast: M.addFailed });
    expect(addRefusal(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no' }))).toEqual({ toast: M.addFailed });
  });
});
