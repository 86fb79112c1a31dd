import { WEEK_CLOSE_MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { SummaryDigestSwitch } from './summary-digest-switch';

describe('the summary digest switch', () => {
  it('shows the person’s choice and changes it', async () => {
    const manager = sessionUserFor('Manager');
    const url = `/api/userprofile/${manager.userid}/summarydigest`;
    const calls = mockApi(
      { [`GET ${url}`]: { body: { enabled: false } }, [`PUT ${url}`]: (call) => ({ body: call.body }) },
      { user: manager },
    );
    await startSessionAs(manager);
    renderApp('/', [{ path: '/', element: <SummaryDigestSwitch userId={manager.userid} /> }]);
    const toggle = await screen.findByRole('switch', { name: new RegExp(WEEK_CLOSE_MESSAGES.digestLabel) });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true });
  });
});
