import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { ProfileSaveDialog, SAVE_TEXTS, type SaveState } from './profile-save-dialog';

const show = (state: SaveState) => renderApp('/', [{ path: '/', element: <ProfileSaveDialog state={state} onClose={() => undefined} /> }]);

describe('profile save dialog', () => {
  it("says 'Saving...' while saving, with no way to close it", async () => {
    show({ kind: 'saving' });
    const dialog = await screen.findByRole('dialog', { name: 'Saving...' });
    expect(within(dialog).getByText('Saving, will take just a second...')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'Success!' after a save", async () => {
    show({ kind: 'success' });
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("says 'Error occured' with the product's message and the server's reason", async () => {
    show({ kind: 'error', reason: 'You do not have permission to change: role.' });
    const dialog = await screen.findByRole('dialog', { name: 'Error occured' });
    expect(within(dialog).getByText('Sorry an error occured while trying to save. Please try again another time.')).toBeInTheDocument();
    expect(within(dialog).getByText('You do not have permission to change: role.')).toBeInTheDocument();
    expect(SAVE_TEXTS.errorTitle).toBe('Error occured');
  });

  it('shows nothing while idle', () => {
    show({ kind: 'idle' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
