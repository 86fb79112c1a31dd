import { ANNOUNCEMENT_MESSAGES as M } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  audienceLabel,
  draftProblems,
  pictureProblem,
  progressLine,
  progressShare,
  toAnnouncementInput,
} from './announcement-form';

const draft = (extra: Partial<typeof EMPTY_DRAFT>) => ({ ...EMPTY_DRAFT, html: '<p>Hello</p>', ...extra });
const progress = { queued: 0, sending: 0, sent: 0, failed: 0, cancelled: 0 };

describe('the announcement form', () => {
  it('asks for at least one recipient with the spec’s message, and names every bad address', () => {
    expect(draftProblems(draft({}))).toEqual({ emails: M.emptyList });
    expect(draftProblems(draft({ emails: ' ,; ' }))).toEqual({ emails: M.emptyList });
    expect(draftProblems(draft({ emails: 'ok@example.org, nope; x@y' }))).toEqual({ emails: 'Error: Invalid email addresses: nope, x@y' });
    expect(draftProblems(draft({ everyone: true }))).toEqual({});
    expect(draftProblems(draft({ teamIds: ['3f1c1c1e-8a43-4bd4-9d6a-2f3e6c1d2a10'] }))).toEqual({});
    expect(draftProblems(draft({ roles: ['Manager'] }))).toEqual({});
    expect(draftProblems(draft({ emails: 'ada@example.org' }))).toEqual({});
  });

  it('wants a message that says something; a picture alone does', () => {
    expect(draftProblems(draft({ everyone: true, html: '' })).html).toBe(M.emptyBody);
    expect(draftProblems(draft({ everyone: true, html: '<p>&nbsp; </p>' })).html).toBe(M.emptyBody);
    expect(draftProblems(draft({ everyone: true, html: '<p><img src="data:image/png;base64,AA=="></p>' }))).toEqual({});
    expect(draftProblems(draft({ everyone: true, subject: 'x'.repeat(201) })).subject).toBe(M.subjectTooLong);
  });

  it('sends the draft as the contract’s input', () => {
    expect(toAnnouncementInput(draft({ subject: 'News', roles: ['Manager'] }))).toEqual({
      subject: 'News',
      html: '<p>Hello</p>',
      audience: { everyone: false, teamIds: [], roles: ['Manager'], subscribers: false, emails: '' },
    });
  });

  it('says whom an announcement went to and how far it has come', () => {
    const audience = { everyone: true, teamIds: ['t1', 't2'], roles: ['Manager'], subscribers: true, emails: 'a@x.org b@x.org' };
    expect(audienceLabel(audience, (id) => (id === 't1' ? 'Engines' : undefined))).toBe(
      'All active people · Team Engines · Team (removed) · Manager · Subscribers · 2 addresses',
    );
    expect(progressLine({ ...progress, sent: 12, failed: 1, queued: 20, sending: 7 }, 40)).toBe('Sent 12 of 40 · 1 failed · 27 waiting');
    expect(progressLine({ ...progress, sent: 40 }, 40)).toBe('Sent 40 of 40');
    expect(progressShare({ ...progress, sent: 12, failed: 1, queued: 27 }, 40)).toBe(33);
  });

  it('refuses a picture that is too large or of a kind mail readers do not show', () => {
    expect(pictureProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(pictureProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe(M.pictureTooLarge);
    expect(pictureProblem({ type: 'image/svg+xml', size: 10 })).toBe(M.pictureType);
  });
});
