import { SUGGESTION_MESSAGES as M } from '@goodhours/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import BugReportDialog from './bug-report-dialog';

const volunteer = sessionUserFor('Volunteer');
const PATH = `POST /api/dashboard/bugreport/${volunteer.userid}`;

async function open(reply: Reply) {
  const calls = mockApi({ [PATH]: reply }, { user: volunteer });
  await startSessionAs(volunteer);
  const onClose = vi.fn();
  renderApp('/', [{ path: '/', element: <BugReportDialog userId={volunteer.userid} onClose={onClose} /> }]);
  const dialog = await screen.findByRole('dialog', { name: 'Bug Report' });
  return { calls, onClose, dialog };
}

async function fill(dialog: HTMLElement) {
  for (const label of [
    'Title',
    'Environment (browser, device)',
    'Steps to reproduce',
    'Expected result',
    'Actual result',
    'Visual proof (link to a screenshot or video)',
  ]) {
    await userEvent.type(within(dialog).getByRole('textbox', { name: label }), 'x');
  }
  await userEvent.click(within(dialog).getByLabelText(/^Severity/));
  await userEvent.click(await screen.findByRole('option', { name: '2. Medium' }));
}

describe('the Bug Report dialog', () => {
  it('says every text field may be up to 10,000 characters', async () => {
    const { dialog } = await open({ body: { message: 'sent' } });
    for (const field of within(dialog).getAllByRole('textbox')) expect(field).toHaveAccessibleDescription('Up to 10,000 characters');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(6);
  });

  it('asks for every field before sending anything', async () => {
    const { calls, dialog } = await open({ body: { message: 'sent' } });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect(await within(dialog).findByText(M.fillAll)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends a filled report, says so and closes', async () => {
    const sent = await open({ body: { message: 'sent' } });
    await fill(sent.dialog);
    await userEvent.click(within(sent.dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(M.sent)).toBeInTheDocument();
    expect(sent.onClose).toHaveBeenCalled();
    expect(sent.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'x', severity: '2. Medium' });
  });

  it('shows the failure when the server refuses, and keeps the dialog open', async () => {
    const refused = await open(refusal(500, 'INTERNAL', 'mail down'));
    await fill(refused.dialog);
    await userEvent.click(within(refused.dialog).getByRole('button', { name: 'Send' }));
    expect(await within(refused.dialog).findByText(M.failed)).toBeInTheDocument();
    expect(refused.onClose).not.toHaveBeenCalled();
  });
});
