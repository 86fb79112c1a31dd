import { HGN_MESSAGES as M, HGN_SKILL_IDS } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const slow = { timeout: 5000 };
const owner = sessionUserFor('Owner');
const row = (name: string, react: number) => ({
  userId: `00000000-0000-4000-8000-00000000000${String(react)}`,
  name,
  email: `${name.split(' ')[0]?.toLowerCase() ?? 'x'}@example.org`,
  github: name.split(' ')[0] ?? '',
  slack: name,
  submittedAt: '2026-11-18T18:00:00.000Z',
  skills: { ...Object.fromEntries(HGN_SKILL_IDS.map((id) => [id, 5])), React: react },
  availability: { Monday: [{ from: 9, to: 12 }], Tuesday: 'N/A', Wednesday: 'N/A', Thursday: [{ from: 14, to: 15 }], Friday: 'N/A' },
});

describe('the questionnaire answers', { timeout: 30_000 }, () => {
  it('lists the answers the search in the address finds, and searches again with a day', async () => {
    const calls = mockApi(
      {
        'GET /api/hgnform/responses?skill=React&min=7': { body: { responses: [row('Sofia Rossi', 9), row('Ben Hart', 7)] } },
        'GET /api/hgnform/responses?skill=React&min=7&day=Thursday': { body: { responses: [row('Sofia Rossi', 9)] } },
      },
      { user: owner },
    );
    await startSessionAs(owner);
    const { router } = renderApp('/hgnform/responses?skill=React&min=7');

    const table = await screen.findByRole('table', { name: 'Submitted questionnaires' }, slow);
    expect(within(table).getByRole('columnheader', { name: 'React' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Sofia Rossi/ })).toHaveTextContent('09:00-12:00');
    expect(screen.getByText('2 questionnaires found')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('combobox', { name: 'Skill 1' })).toHaveValue('React');

    await userEvent.click(screen.getByRole('combobox', { name: 'Free on' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Thursday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('1 questionnaire found', {}, slow)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?skill=React&min=7&day=Thursday');
    expect(calls.map((c) => c.path)).toContain('/api/hgnform/responses?skill=React&min=7&day=Thursday');
  });

  it('says why the server refused a search', async () => {
    mockApi({ 'GET /api/hgnform/responses?day=Sunday': refusal(422, 'VALIDATION', M.dayInvalid) }, { user: owner });
    await startSessionAs(owner);
    renderApp('/hgnform/responses?day=Sunday');

    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(M.dayInvalid);
  });

  it('is the Owner’s only: a volunteer is sent to the dashboard', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const calls = mockApi({}, { user: volunteer });
    await startSessionAs(volunteer);
    const { router } = renderApp('/hgnform/responses');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), slow);
    expect(calls.some((c) => c.path.startsWith('/api/hgnform/responses'))).toBe(false);
  });
});
