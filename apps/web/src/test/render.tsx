import type { SessionUser } from '@goodhours/domain';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../App';
import { getSessionState, startSession } from '../auth/session-store';
import { saveToken } from '../auth/token-storage';
import { routes } from '../routes';
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
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createQueryClient({ retry: false })} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
