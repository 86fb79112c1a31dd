import type { HeaderNotification } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { NotificationDock } from './notification-card';

const manager = sessionUserFor('Manager');

const note = (message: string): HeaderNotification => ({
  id: crypto.randomUUID(),
  message,
  sender: null,
  isSystemGenerated: true,
  createdTimeStamps: new Date().toISOString(),
});

async function show(unread: HeaderNotification[]) {
  mockApi({ [`GET /api/notification/unread/user/${manager.userid}`]: { body: unread } }, { user: manager });
  await startSessionAs(manager);
  return renderApp('/', [{ path: '/', element: <NotificationDock userId={manager.userid} /> }]);
}

beforeEach(() => {
  localStorage.clear();
});

describe('the notification card', () => {
  it('shows a task name that holds markup as text, never as HTML (stored XSS)', async () => {
    const taskName = '<img src=x onerror="window.__xss=1">Roof';
    const message = `Task ${taskName} now has 12 hours logged, more than its estimate of 10 hours.`;
    const { container } = await show([note(message)]);
    const card = await screen.findByRole('alert', { name: 'Notification from System' });
    expect(card).toHaveTextContent(message);
    expect(container.querySelector('img')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('floats over the page instead of pushing it down when it arrives', async () => {
    await show([note('Mei Lin submitted Roof for review.')]);
    const card = await screen.findByRole('alert', { name: 'Notification from System' });
    expect(card.closest('[data-hidden], div')?.parentElement?.className).toMatch(/dock/);
  });

  it('gives the date and how many more on demand', async () => {
    await show([note('First'), note('Second'), note('Third')]);
    const card = await screen.findByRole('alert', { name: 'Notification from System' });
    expect(card).not.toHaveTextContent('2 more');
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(card).toHaveTextContent('2 more');
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays hidden once hidden, until the next notification, and comes back on asking', async () => {
    const first = note('The solar panels arrived.');
    const view = await show([first, note('Welcome!')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide this notification' }));
    expect(screen.queryByRole('alert', { name: /Notification/ })).not.toBeInTheDocument();
    view.unmount();

    await show([first, note('Welcome!')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Show notifications (2)' }));
    expect(await screen.findByRole('alert', { name: 'Notification from System' })).toHaveTextContent('The solar panels arrived.');
  });
});
