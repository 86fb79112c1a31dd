import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client';
import { getSessionState, subscribeSession } from './auth/session-store';
import { AppOverlays } from './boot/app-overlays';
import { routes } from './routes';
import { colorSchemeManager, theme } from './theme';

/** Toasts close after 3 s (document 1 §9). */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Mantine, the query cache, dialogs and toasts: what every page (and every test) renders inside. */
export function AppProviders({
  queryClient,
  children,
  env = 'default',
}: {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}) {
  useEffect(
    () =>
      subscribeSession(() => {
        // Nothing read for one user may be shown to the next.
        if (getSessionState().status === 'signedOut') queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      // The variables are in theme-variables.css (main.tsx), checked against the theme by its test.
      withCssVariables={false}
      defaultColorScheme="auto"
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <AppOverlays autoClose={TOAST_AUTO_CLOSE_MS} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The app; main.tsx passes the query client whose first calls it has started. */
export function App({ queryClient: client }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
