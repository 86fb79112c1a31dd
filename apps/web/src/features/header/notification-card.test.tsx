import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { NotificationCard } from './header-extras';

const manager = sessionUserFor('Manager');

describe('the notification card', () => {
  it('shows a task name that holds markup as text, never as HTML (stored XSS)', async () => {
    const taskName = '<img src=x onerror="window.__xss=1">Roof';
    const message = `Task ${taskName} now has 12 hours logged, more than its estimate of 10 hours.`;
    mockApi(
      {
        [`GET /api/notification/unread/user/${manager.userid}`]: {
          body: [{ id: crypto.randomUUID(), message, sender: null, isSystemGenerated: true, createdTimeStamps: new Date().toISOString() }],
        },
      },
      { user: manager },
    );
    await startSessionAs(manager);
    const { container } = renderApp('/', [{ path: '/', element: <NotificationCard userId={manager.userid} /> }]);
    const card = await screen.findByRole('alert', { name: 'Notification from System' });
    expect(card).toHaveTextContent(message);
    expect(container.querySelector('img')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
