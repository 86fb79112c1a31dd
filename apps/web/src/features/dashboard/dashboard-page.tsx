import { mayFilterTeamTasks, mayViewOthersDashboard, MESSAGES } from '@goodhours/domain';
import { Container, Paper, Skeleton, Stack } from '@mantine/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { leaderboardQuery } from '../../api/leaderboard';
import { summaryBarQuery } from '../../api/summary-bar';
import { FIRST_TEAM_TASKS_PAGE, teamMemberTasksQuery } from '../../api/team-member-tasks';
import { useTaskNotifications } from '../../api/task-suggestions';
import { teamsQuery } from '../../api/teams';
import { useSessionUser } from '../../auth/use-session';
import { hiddenUntil, useSettled } from '../../components/use-settled';
import { PageTitle } from '../../components/page-title';
import { useShownPerson, ViewRefused } from '../viewing';

/**
 * Each panel is its own chunk: the page (and the heading every sign-in waits for) shows at once,
 * and the panels' code and data load side by side. Memo: the page drawing again (its own data
 * arriving, the task changes card settling) leaves a panel whose props are the same as it is,
 * instead of drawing its whole list again.
 */
function panel<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  return lazy(() => load().then((m) => ({ default: memo(pick(m)) })));
}
const SummaryBar = panel(
  () => import('../summary-bar/summary-bar'),
  (m) => m.SummaryBar,
);
const DashboardWeeklySummaries = panel(
  () => import('../weekly-summaries/dashboard-summaries'),
  (m) => m.DashboardWeeklySummaries,
);
const TaskChangesCard = panel(
  () => import('../task-suggestions/task-changes-card'),
  (m) => m.TaskChangesCard,
);
const TeamMemberTasksPanel = panel(
  () => import('../team-member-tasks/team-member-tasks-panel'),
  (m) => m.TeamMemberTasksPanel,
);
const LeaderboardPanel = panel(
  () => import('../leaderboard/leaderboard-panel'),
  (m) => m.LeaderboardPanel,
);
const TimeLog = panel(
  () => import('../time-entries/time-log-page'),
  (m) => m.TimeLog,
);

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
    <Container fluid px={0}>
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
          <Slot height={320}>
            <TeamMemberTasksPanel personId={id} />
          </Slot>
          <Slot height={320}>
            <LeaderboardPanel personId={id} />
          </Slot>
          <Paper withBorder p="md">
            <Slot height={240}>
              <TimeLog personId={id} embedded />
            </Slot>
          </Paper>
        </Stack>
      </Stack>
    </Container>
  );
}
