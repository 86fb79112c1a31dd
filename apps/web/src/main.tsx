import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from './api/query-client';
import { prefetchTeammates } from './api/teammates';
import { App } from './App';
import { startSession } from './auth/session-store';
import { isDashboardPath } from './boot/early-paths';
import { preloadPanels } from './features/dashboard/panel-loaders';
import { routes } from './routes';

startSession();
// Made before React's first render: the router starts loading the page's code right away, and
// on the dashboard its panels' code comes in the same round.
const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
if (isDashboardPath(location.pathname)) {
  preloadPanels();
  prefetchTeammates(queryClient);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
