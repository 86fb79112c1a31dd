import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { AnnouncementsPage } from './announcements-page';
import { SendEmailPage } from './send-email-page';

const owner = sessionUserFor('Owner');

async function open(page: ReactElement) {
  mockApi({ 'GET /api/announcements': { body: [] }, 'GET /api/team': { body: [] } }, { user: owner });
  await startSessionAs(owner);
  renderApp('/', [{ path: '/', element: page }]);
  return screen.findByRole('textbox', { name: 'Subject' }, { timeout: 5000 });
}

describe('the subject of an email (issue 42, defect 11)', () => {
  it('says on Announcements that the subject may be up to 200 characters, and keeps a longer paste whole', async () => {
    const subject = await open(<AnnouncementsPage />);
    expect(subject).toHaveAccessibleDescription('Up to 200 characters');
    await userEvent.click(subject);
    await userEvent.paste('x'.repeat(210));
    expect(subject).toHaveValue('x'.repeat(210));
    expect(subject).toHaveAccessibleDescription('210 of 200 characters');
  });

  it('says on Send email that the subject may be up to 200 characters', async () => {
    const subject = await open(<SendEmailPage />);
    expect(subject).toHaveAccessibleDescription('Up to 200 characters');
  });
});
