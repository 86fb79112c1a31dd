import { DEFAULT_SUGGESTION_OPTIONS, SUGGESTION_MESSAGES as M } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import SuggestionDialog from './suggestion-dialog';

const owner = sessionUserFor('Owner');

describe('the User Suggestion dialog', () => {
  it('says the suggestion, each extra field and each new option may be up to 10,000 characters', async () => {
    mockApi(
      { [`GET /api/dashboard/suggestionoption/${owner.userid}`]: { body: { ...DEFAULT_SUGGESTION_OPTIONS, field: ['Team'] } } },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp('/', [{ path: '/', element: <SuggestionDialog userId={owner.userid} onClose={vi.fn()} /> }]);
    const dialog = await screen.findByRole('dialog', { name: 'User Suggestion' }, { timeout: 5000 });

    expect(within(dialog).getByRole('textbox', { name: 'Suggestion' })).toHaveAccessibleDescription(
      `${M.guidance} Up to 10,000 characters`,
    );
    expect(await within(dialog).findByRole('textbox', { name: 'Team' })).toHaveAccessibleDescription('Up to 10,000 characters');
    expect(within(dialog).getByRole('textbox', { name: 'New category' })).toHaveAccessibleDescription('Up to 10,000 characters');
    expect(within(dialog).getByRole('textbox', { name: 'New field' })).toHaveAccessibleDescription('Up to 10,000 characters');
  });
});
