import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's colours and fonts as Mantine's variables, written at build time (withCssVariables is
// off in App.tsx): Mantine otherwise works them out and writes them on every load.
import './theme-variables.css';
import './loading-pulse.css';
import { timeoutManager } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { coalescedTimers } from './api/coalesced-timers';
import { createQueryClient } from './api/query-client';
import { App } from './App';
import { startSession } from './auth/session-store';
import { isDashboardPath } from './boot/early-paths';
import { firstViewSettled } from './boot/first-view';
import { preloadPanels } from './features/dashboard/panel-loaders';
import { routerOptions, routes } from './routes';

/**
 * The browser's turn between steps: each step of opening the app is a task of its own, so a phone
 * can paint and answer a tap between them (Lighthouse counts each long task's part over 50 ms).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

startSession();
timeoutManager.setTimeoutProvider(coalescedTimers());
const queryClient = createQueryClient();
if (isDashboardPath(location.pathname)) {
  preloadPanels();
  // With the panels' code (it is part of it), so /login's first load does not carry the contracts.
  void import('./api/teammates').then((m) => m.prefetchTeammates(queryClient));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Evaluating the app's modules was this task; ranking the route table and starting the page's
 * code is the next, before React's first render: the router starts loading the page's code right
 * away, and on the dashboard its panels' code comes in the same round. (Not a top-level await: a
 * module that awaits at its top makes the build wrap every chunk it reaches in a file of its own,
 * the boot script's too, one more round trip before anything starts.)
 */
async function open(into: HTMLElement): Promise<void> {
  await firstViewSettled();
  await nextTask();
  const router = createBrowserRouter(routes, routerOptions());
  await nextTask();
  // The first render is a transition: React draws it in slices of a few milliseconds, so opening
  // the app never holds the main thread for one long task (a phone stays responsive while it draws).
  startTransition(() => {
    createRoot(into).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void open(root);
