import { ANNOUNCEMENT_MESSAGES as M } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { draftFor, emailFromRouteState, messageProblems, sendEmailProblems, sendFailure, toSendEmailInput } from './send-email-form';

const draft = (extra: Partial<ReturnType<typeof draftFor>>) => ({ ...draftFor(null), html: '<p>Hello</p>', ...extra });

describe('the send email form', () => {
  it('asks for at least one address and names every one that is not an email, in the spec’s words', () => {
    expect(sendEmailProblems(draft({ to: '' }))).toEqual({ to: M.emptyList });
    expect(sendEmailProblems(draft({ to: ' , ' }))).toEqual({ to: M.emptyList });
    expect(sendEmailProblems(draft({ to: 'nope' }))).toEqual({ to: 'Error: Invalid email addresses: nope' });
    expect(sendEmailProblems(draft({ to: 'ada@example.org, a, b' }))).toEqual({ to: 'Error: Invalid email addresses: a, b' });
    expect(sendEmailProblems(draft({ to: 'ada@example.org, grace@example.org' }))).toEqual({});
  });

  it('wants a message that says something, and a subject of at most 200 characters (none is fine)', () => {
    expect(sendEmailProblems(draft({ to: 'ada@example.org', html: '' }))).toEqual({ html: M.emptyBody });
    expect(sendEmailProblems(draft({ to: 'ada@example.org', html: '<p> </p>' }))).toEqual({ html: M.emptyBody });
    expect(sendEmailProblems(draft({ to: '', html: '' }))).toEqual({ to: M.emptyList, html: M.emptyBody });
    expect(sendEmailProblems(draft({ to: 'ada@example.org', subject: 'x'.repeat(201) }))).toEqual({ subject: M.subjectTooLong });
    expect(sendEmailProblems(draft({ to: 'ada@example.org', subject: '' }))).toEqual({});
  });

  it('previews and test-sends a message without addresses', () => {
    expect(messageProblems(draft({ to: '' }))).toEqual({});
    expect(messageProblems(draft({ to: '', html: '' }))).toEqual({ html: M.emptyBody });
  });

  it('starts addressed to the email another page handed over in route state, and empty otherwise', () => {
    expect(draftFor({ email: 'ada@example.org' })).toEqual({ to: 'ada@example.org', subject: '', html: '' });
    expect(emailFromRouteState(null)).toBe('');
    expect(emailFromRouteState(undefined)).toBe('');
    expect(emailFromRouteState({ email: 42 })).toBe('');
    expect(emailFromRouteState({ other: 'x' })).toBe('');
  });

  it('sends what was typed, the server filling in the subject', () => {
    expect(toSendEmailInput({ to: 'ada@example.org', subject: '', html: '<p>Hi</p>' })).toEqual({
      to: 'ada@example.org',
      subject: '',
      html: '<p>Hi</p>',
    });
  });

  it('says a send failed, with the server’s reason and field messages for a refusal, and nothing more otherwise', () => {
    const refused = new ApiError({ status: 422, code: 'VALIDATION', message: M.emptyList, fields: { to: M.emptyList, other: 'x' } });
    expect(sendFailure(refused)).toEqual({ title: M.failed, reason: M.emptyList, fields: { to: M.emptyList } });
    const forbidden = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'You may not do this.' });
    expect(sendFailure(forbidden)).toEqual({ title: M.failed, reason: 'You may not do this.', fields: {} });
    const bare = new ApiError({ status: 413, code: 'HTTP_413', message: 'Unexpected error' });
    expect(sendFailure(bare)).toEqual({ title: M.failed, reason: null, fields: {} });
    const offline = new ApiError({ status: 0, code: 'NETWORK', message: 'offline' });
    expect(sendFailure(offline)).toEqual({ title: M.failed, reason: null, fields: {} });
    expect(sendFailure(new Error('boom'))).toEqual({ title: M.failed, reason: null, fields: {} });
  });
});
