import { mayFilterTeamTasks, mayViewOthersDashboard, MESSAGES } from '@goodhours/domain';
import { Container, Paper, Skeleton, Stack } from '@mantine/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { leaderboardQuery } from '../../api/leaderboard';
import { summaryBarQuery } from '../../api/summary-bar';
import { FIRST_TEAM_TASKS_PAGE, teamMemberTasksQuery } from '../../api/team-member-tasks';
import { useTaskNotifications } from '../../api/task-suggestions';
import { teamsQuery } from '../../api/teams';
import { useSessionUser } from '../../auth/use-session';
import { useOneByOne } from '../../components/use-drawn-count';
import { useNearScreen } from '../../components/use-near-screen';
import { hiddenUntil, useSettled } from '../../components/use-settled';
import { PageTitle } from '../../components/page-title';
import { useShownPerson, ViewRefused } from '../viewing';
import { panelLoaders, type PanelLoader } from './panel-loaders';

/**
 * Each panel is its own chunk: the page (and the heading every sign-in waits for) shows at once,
 * and the panels' code and data load side by side instead of one bundle parsed before anything.
 * A panel whose code has already arrived (main.tsx starts it on a first load) is drawn at once:
 * React's lazy takes a thenable that answers synchronously as already loaded.
 */
function panel<M, P extends object>(load: PanelLoader<M>, pick: (m: M) => ComponentType<P>) {
  // Memo: the page drawing again (its own data arriving, the panel above it settling) leaves a
  // panel whose props are the same as it is, instead of drawing its whole list again.
  return lazy(() => {
    const ready = load.loaded();
    if (ready === undefined) return load().then((m) => ({ default: memo(pick(m)) }));
    const now = { default: memo(pick(ready)) };
    return { then: (resolve: (value: typeof now) => void) => resolve(now) } as unknown as Promise<typeof now>;
  });
}
const SummaryBar = panel(panelLoaders.summaryBar, (m) => m.SummaryBar);
const DashboardWeeklySummaries = panel(panelLoaders.weeklySummaries, (m) => m.DashboardWeeklySummaries);
const TaskChangesCard = panel(panelLoaders.taskChanges, (m) => m.TaskChangesCard);
const TeamMemberTasksPanel = panel(panelLoaders.teamMemberTasks, (m) => m.TeamMemberTasksPanel);
const LeaderboardPanel = panel(panelLoaders.leaderboard, (m) => m.LeaderboardPanel);
const TimeLog = panel(panelLoaders.timeLog, (m) => m.TimeLog);

/** The panels' data is asked for with the page, while their code is still loading. */
function PrefetchPanels({ personId }: { personId: string }) {
  usePrefetchQuery(summaryBarQuery(personId));
  usePrefetchQuery(teamMemberTasksQuery(personId, FIRST_TEAM_TASKS_PAGE));
  usePrefetchQuery(leaderboardQuery(personId, null));
  return null;
}

/** A leader's team filters in Team Member Tasks are then drawn once, with their options. */
function PrefetchTeams() {
  usePrefetchQuery(teamsQuery);
  return null;
}

/** A panel's place, its placeholder shown until its code has come. */
function Slot({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={height} radius="md" />}>{children}</Suspense>;
}

/**
 * A panel under the first screen: drawn once it is its turn (the panel above it has drawn its
 * answer, so this one's place is known) and the reader has scrolled near it. Its placeholder holds
 * its place meanwhile.
 */
function LowerSlot({ height, turn, children }: { height: number; turn: boolean; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place, turn);
  if (turn && near) return <Slot height={height}>{children}</Slot>;
  return (
    <div ref={place}>
      <Skeleton height={height} radius="md" />
    </div>
  );
}

/**
 * The panels under the task changes card (below the first screen on a phone), each drawn after the
 * one above it, as they come near the screen. Drawn again only for another person: the card above
 * settling, or the page's own data arriving, does not draw these long lists again.
 */
const LowerPanels = memo(function LowerPanels({ personId }: { personId: string }) {
  // The page's top is drawn first, in a task of its own; then the panels, in order.
  const started = useOneByOne(1) > 0;
  const [drawn, setDrawn] = useState(0);
  const tasksDrawn = useCallback(() => setDrawn((n) => Math.max(n, 1)), []);
  const boardDrawn = useCallback(() => setDrawn((n) => Math.max(n, 2)), []);
  return (
    <>
      <LowerSlot height={320} turn={started}>
        <TeamMemberTasksPanel personId={personId} onDrawn={tasksDrawn} />
      </LowerSlot>
      <LowerSlot height={320} turn={drawn > 0}>
        <LeaderboardPanel personId={personId} onDrawn={boardDrawn} />
      </LowerSlot>
      <Paper withBorder p="md">
        <LowerSlot height={240} turn={drawn > 1}>
          <TimeLog personId={personId} embedded />
        </LowerSlot>
      </Paper>
    </>
  );
});

/**
 * /, /dashboard and /dashboard/:userId (document 2 §2 'Dashboard'): the summary bar, the weekly
 * summary area, the person's tasks and time log, Team Member Tasks and the leaderboard, for the
 * caller or for the person an Owner or Administrator is viewing.
 */
export function DashboardPage() {
  const user = useSessionUser();
  const shown = useShownPerson();
  // The task changes card appears above the panels only when something changed: the panels
  // under it are shown once that is known, so they do not jump down when it arrives.
  const ownChanges = !!shown?.isSelf;
  const changes = useTaskNotifications(shown?.id ?? '', ownChanges);
  const changesSettled = useSettled(ownChanges && changes.isPending);
  if (!user || !shown) return null;
  // Someone else's dashboard is for Owners and Administrators (document 2 §2): anyone else is
  // told once, instead of every panel failing on its own (decision 023).
  if (!shown.isSelf && !mayViewOthersDashboard(user.role)) return <ViewRefused message={MESSAGES.noPermissionToViewDashboard} />;
  const { id } = shown;
  return (
    <Container size="xl" px={0}>
      <PrefetchPanels personId={id} />
      {mayFilterTeamTasks(user.role) && <PrefetchTeams />}
      <Stack gap="md">
        <PageTitle infoName="dashboard">{MESSAGES.welcome(user.firstName)}</PageTitle>
        <Slot height={96}>
          <SummaryBar personId={id} />
        </Slot>
        <Slot height={64}>
          <DashboardWeeklySummaries personId={id} />
        </Slot>
        {shown.isSelf && changesSettled && (
          <Suspense fallback={null}>
            <TaskChangesCard userId={id} />
          </Suspense>
        )}
        <Stack gap="md" style={hiddenUntil(changesSettled)}>
          <LowerPanels personId={id} />
        </Stack>
      </Stack>
    </Container>
  );
}
