import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { OwnerMessageBar } from './owner-message';

const volunteer = sessionUserFor('Volunteer');
const owner = sessionUserFor('Owner');

async function show(ownerMessage: string, user = volunteer) {
  mockApi({ 'GET /api/ownerMessage': { body: { ownerMessage, standardMessage: 'Log your hours as you go.' } } }, { user });
  await startSessionAs(user);
  return renderApp('/', [{ path: '/', element: <OwnerMessageBar /> }]);
}

beforeEach(() => {
  localStorage.clear();
});

describe('the Owner’s header message', () => {
  it('reads as text, not as a control whose name a phone would cut short', async () => {
    await show('Site visit on Saturday: bring boots, gloves and water for the whole day.');
    const note = await screen.findByRole('note', { name: 'Header message' });
    expect(note).toHaveTextContent('Site visit on Saturday: bring boots, gloves and water for the whole day.');
    expect(screen.queryByRole('button', { name: /Site visit on Saturday/ })).not.toBeInTheDocument();
  });

  it('shows a picture small until the reader opens it', async () => {
    await show('data:image/png;base64,iVBORw0KGgo=');
    const open = await screen.findByRole('button', { name: 'Show the whole header message' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(screen.getByRole('button', { name: 'Show less of the header message' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays hidden once hidden, and shows again when the message changes', async () => {
    const view = await show('Site visit on Saturday.');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide header message' }));
    expect(screen.queryByRole('note', { name: 'Header message' })).not.toBeInTheDocument();
    view.unmount();

    // The Owner, who may edit it, keeps a button to show it again; the reader's choice holds.
    const again = await show('Site visit on Saturday.', owner);
    expect(await screen.findByRole('button', { name: 'Show header message' })).toBeInTheDocument();
    expect(screen.queryByText('Site visit on Saturday.')).not.toBeInTheDocument();
    again.unmount();

    await show('The site visit moves to Sunday.');
    expect(await screen.findByRole('note', { name: 'Header message' })).toHaveTextContent('The site visit moves to Sunday.');
  });
});
