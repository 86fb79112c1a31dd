import { FORM_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const owner = sessionUserFor('Owner');
const FORM_ID = '11111111-1111-4111-8111-111111111111';
const slow = { timeout: 8000 };

describe('the form builder', { timeout: 30_000 }, () => {
  it('builds a form with the builder’s messages, reorders it by keyboard and saves it as a new version', async () => {
    const calls = mockApi(
      {
        'GET /api/forms/general': { body: { form: null } },
        'PUT /api/forms/general': (call) => ({
          body: { id: FORM_ID, version: 1, changed: true, updatedAt: '2026-11-18T18:00:00.000Z', definition: call.body },
        }),
      },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp('/form');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Form title/, {}, slow), 'Volunteer interest');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findAllByText(M.labelRequired)).toHaveLength(2);

    const first = screen.getByRole('group', { name: 'Question 1' });
    await user.type(within(first).getByLabelText(/^Field label/), 'Preferred shift');
    await user.click(within(first).getByRole('combobox', { name: 'Question type' }));
    await user.click(await screen.findByRole('option', { name: 'Dropdown' }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await within(first).findByText(M.optionEmpty)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Remove option 1 of question 1' }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await within(first).findByText(M.optionsRequired)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Add option' }));
    await user.type(within(first).getByLabelText(/^Option 1/), 'Morning');
    // A new question is required until said otherwise (issue 42, defect 17).
    expect(within(first).getByRole('switch', { name: 'Required' })).toBeChecked();
    await user.click(within(first).getByRole('switch', { name: 'Required' }));

    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.type(within(second).getByLabelText(/^Field label/), 'Your name');
    // Move 'Your name' up with the keyboard: the focus stays on the moved question's button.
    within(second).getByRole('button', { name: 'Move question 2 up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Question 1' })).getByLabelText(/^Field label/)).toHaveValue('Your name'),
    );
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move question 1 down'));

    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(pageCalls(calls).some((c) => c.method === 'PUT')).toBe(true));
    const saved = pageCalls(calls).find((c) => c.method === 'PUT')?.body as {
      title: string;
      questions: { text: string; type: string; options: string[]; required: boolean }[];
    };
    expect(saved.title).toBe('Volunteer interest');
    expect(saved.questions.map((q) => [q.text, q.type, q.options, q.required])).toEqual([
      ['Your name', 'short_answer', [], true],
      ['Preferred shift', 'dropdown', ['Morning'], false],
    ]);
    expect(await screen.findByText(M.saved(1))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Responses' })).not.toBeDisabled();
  });
});
