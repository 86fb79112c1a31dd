import type { SessionUser } from '@goodhours/domain';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../App';
import { getSessionState, startSession } from '../auth/session-store';
import { saveToken } from '../auth/token-storage';
import { routerOptions, routes } from '../routes';
import { fakeToken } from './users';

/** Starts the session store the way the app does; with a user, waits until they are signed in. */
export async function startSessionAs(user?: SessionUser): Promise<void> {
  if (user) saveToken(fakeToken());
  startSession();
  await vi.waitFor(() => {
    const status = getSessionState().status;
    if (status === 'loading') throw new Error('session still loading');
  });
}

export interface Rendered extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders the real route table (or given routes) at a path, inside the app's providers. */
export function renderApp(path: string, table: RouteObject[] = routes): Rendered {
  // The app's table (or one wrapping it) grows as the app's does; a test's own table is whole.
  const options = table === routes || table.some((route) => route.children === routes) ? routerOptions() : {};
  const router = createMemoryRouter(table, { initialEntries: [path], ...options });
  const result = render(
    <AppProviders queryClient={createQueryClient({ retry: false })} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
