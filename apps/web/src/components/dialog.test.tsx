import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { Dialog } from './dialog';

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Delete</Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Delete time entry">
        <Button onClick={() => setOpened(false)}>Cancel</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('draws nothing until first opened, then opens and closes as a Modal does', async () => {
    renderApp('/', [{ path: '/', element: <Page /> }]);
    await screen.findByRole('button', { name: 'Delete' });
    // Closed, it leaves nothing on the page: no Modal root waiting in the portal.
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete time entry' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete time entry' })).toBeInTheDocument();
  });
});
