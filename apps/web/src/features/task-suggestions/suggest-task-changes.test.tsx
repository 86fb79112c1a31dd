import { TASK_MESSAGES, TASK_SUGGESTION_MESSAGES as M } from '@goodhours/domain';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { SuggestTaskChangesNote, useSuggestTaskChanges } from './suggest-task-changes';
import { TASK_ID } from './test-data';

function Form({ onSent }: { onSent: () => void }) {
  const { suggest } = useSuggestTaskChanges({ onSent });
  return (
    <>
      <SuggestTaskChangesNote />
      <Button
        onClick={() => {
          suggest(TASK_ID, { taskName: 'Dig two trenches', hoursBest: 1 });
        }}
      >
        Suggest
      </Button>
    </>
  );
}

async function renderForm(reply: Reply) {
  const volunteer = sessionUserFor('Volunteer');
  const calls = mockApi({ 'POST /api/taskeditsuggestion': reply }, { user: volunteer });
  await startSessionAs(volunteer);
  const onSent = vi.fn();
  renderApp('/form', [{ path: '/form', element: <Form onSent={onSent} /> }]);
  return { calls, onSent };
}

describe('useSuggestTaskChanges', () => {
  it('sends the task form as a suggestion and says it was sent', async () => {
    const { calls, onSent } = await renderForm({ status: 201, body: {} });
    expect(await screen.findByText(M.suggestNote)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(await screen.findByText(M.suggestionSent)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      taskId: TASK_ID,
      newTask: { taskName: 'Dig two trenches', hoursBest: 1 },
    });
    expect(onSent).toHaveBeenCalledOnce();
  });

  it("shows the server's reason when the suggestion is refused", async () => {
    const { onSent } = await renderForm(refusal(422, 'VALIDATION', TASK_MESSAGES.bestAboveMost));
    await userEvent.click(await screen.findByRole('button', { name: 'Suggest' }));
    expect(await screen.findByText(TASK_MESSAGES.bestAboveMost)).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
  });
});
