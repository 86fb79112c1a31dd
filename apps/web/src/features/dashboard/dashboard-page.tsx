import { MESSAGES } from '@goodhours/domain';
import { Container, Paper, Stack } from '@mantine/core';
import { useSessionUser } from '../../auth/use-session';
import { PageTitle } from '../../components/page-title';
import { useShownPerson } from '../viewing/use-shown-person';
import { SummaryBar } from '../summary-bar/summary-bar';
import { DashboardWeeklySummaries } from '../weekly-summaries/dashboard-summaries';
import { TimeLog } from '../time/time-log-page';
import { TeamMemberTasksPanel } from '../team-member-tasks/team-member-tasks-panel';
import { LeaderboardPanel } from '../leaderboard/leaderboard-panel';
import { TaskChangesCard } from '../task-suggestions/task-changes-card';

/**
 * /, /dashboard and /dashboard/:userId (document 2 §2 'Dashboard'): the summary bar, the weekly
 * summary area, the person's tasks and time log, Team Member Tasks and the leaderboard, for the
 * caller or for the person an Owner or Administrator is viewing.
 */
export function DashboardPage() {
  const user = useSessionUser();
  const shown = useShownPerson();
  if (!user || !shown) return null;
  const { id } = shown;
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageTitle infoName="dashboard">{MESSAGES.welcome(user.firstName)}</PageTitle>
        <SummaryBar personId={id} />
        <DashboardWeeklySummaries personId={id} />
        {shown.isSelf && <TaskChangesCard userId={id} />}
        <TeamMemberTasksPanel personId={id} />
        <LeaderboardPanel personId={id} />
        <Paper withBorder p="md">
          <TimeLog personId={id} embedded />
        </Paper>
      </Stack>
    </Container>
  );
}
