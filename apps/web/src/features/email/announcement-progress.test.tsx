import { ANNOUNCEMENT_MESSAGES as M } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnnouncementSummary } from '../../api/announcements';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { AnnouncementProgress } from './announcement-progress';

const owner = sessionUserFor('Owner');
const ID = '8e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';

function announcement(progress: AnnouncementSummary['progress']): AnnouncementSummary {
  return {
    id: ID,
    subject: 'Work day',
    source: 'announcements',
    audience: { everyone: true, teamIds: [], roles: [], subscribers: false, emails: '' },
    recipients: 14,
    skipped: 0,
    progress,
    createdAt: '2026-11-18T18:00:00.000Z',
    createdBy: 'Olivia Owner',
  };
}

async function show(progress: AnnouncementSummary['progress']) {
  const a = announcement(progress);
  mockApi({ [`GET /api/announcements/${ID}`]: { body: { ...a, html: '<p>Hello</p>' } } }, { user: owner });
  await startSessionAs(owner);
  renderApp('/', [{ path: '/', element: <AnnouncementProgress sent={a} /> }]);
  return screen.findByRole('status');
}

describe('an announcement just sent (issue 42, defect 7)', () => {
  it('says the emails are queued while they wait, not that they were sent', async () => {
    const status = await show({ queued: 14, sending: 0, sent: 0, failed: 0, cancelled: 0 });
    expect(status).toHaveTextContent(M.queued);
    expect(status).not.toHaveTextContent(M.sent);
    expect(status).toHaveTextContent('Sent 0 of 14 · 14 waiting');
  });

  it('says they were sent once every one has gone', async () => {
    const status = await show({ queued: 0, sending: 0, sent: 14, failed: 0, cancelled: 0 });
    expect(status).toHaveTextContent(M.sent);
  });

  it('says plainly when some could not be delivered', async () => {
    const status = await show({ queued: 0, sending: 0, sent: 12, failed: 2, cancelled: 0 });
    expect(status).toHaveTextContent(M.partlySent);
    expect(status).toHaveTextContent('Sent 12 of 14 · 2 failed');
  });
});
