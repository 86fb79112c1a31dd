/**
 * The code of the dashboard's panels, one chunk each. When the app opens on the dashboard,
 * main.tsx starts all of them with the page's own chunk, instead of the page asking for them once
 * it has rendered: one round of downloads instead of two. A loader remembers its module, so the
 * page can draw a panel whose code has arrived without showing its placeholder first.
 */
export interface PanelLoader<M> {
  (): Promise<M>;
  /** The module, once it has loaded. */
  loaded(): M | undefined;
}

function loader<M>(load: () => Promise<M>): PanelLoader<M> {
  let module: M | undefined;
  const start = () =>
    load().then((m) => {
      module = m;
      return m;
    });
  return Object.assign(start, { loaded: () => module });
}

export const panelLoaders = {
  summaryBar: loader(() => import('../summary-bar/summary-bar')),
  weeklySummaries: loader(() => import('../weekly-summaries/dashboard-summaries')),
  taskChanges: loader(() => import('../task-suggestions/task-changes-card')),
  teamMemberTasks: loader(() => import('../team-member-tasks/team-member-tasks-panel')),
  leaderboard: loader(() => import('../leaderboard/leaderboard-panel')),
  timeLog: loader(() => import('../time-entries/time-log-page')),
};

/** Starts every panel's download; a failure here is met again, and shown, when the page asks. */
export function preloadPanels(): void {
  for (const load of Object.values(panelLoaders)) load().catch(() => undefined);
}
