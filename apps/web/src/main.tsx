import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's colours and fonts as Mantine's variables, written at build time (withCssVariables is
// off in App.tsx): Mantine otherwise works them out and writes them on every load.
import './theme-variables.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './App';
import { startSession } from './auth/session-store';
import { isDashboardPath } from './boot/early-paths';
import { reportVisits } from './features/visit-figures';

startSession();
const queryClient = createQueryClient();
if (isDashboardPath(location.pathname)) {
  // With the panels' code (it is part of it), so /login's first load does not carry the contracts.
  void import('./api/teammates').then((m) => m.prefetchTeammates(queryClient));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
// A sampled visit reports what it measured (LCP, INP, CLS) once the page is loaded and idle.
reportVisits();
