import {
  mayFilterTeamTasks,
  pacificDate,
  TEAM_TASKS_PAGE_SIZE,
  WEEKLY_SUMMARY_OPTIONS,
  type DayFilter,
  type TeamMemberRow,
} from '@goodhours/domain';
import { Group, MultiSelect, Pagination, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { TeamTasksFilters } from '../../api/query-keys';
import { FIRST_TEAM_TASKS_PAGE, useTeamMemberTasks } from '../../api/team-member-tasks';
import { useTeams } from '../../api/teams';
import { useSessionUser } from '../../auth/use-session';
import { ErrorView } from '../../components/error-view';
import { useScreenQuery } from '../../components/use-screen-query';
import { TrackerControl } from '../warnings';
import { DayFilters } from './day-filters';
import { MemberBlock, type MemberProps } from './member-block';
import { MemberCard } from './member-card';
import { ReviewDialog, SubmitReviewDialog } from './review-dialogs';
import { TaskConfirmDialog } from './task-confirm-dialog';
import type { TaskDialog } from './task-cells';

const COLOUR_OPTIONS = [...WEEKLY_SUMMARY_OPTIONS];
/** Each select is drawn again only when its own options or value change (the teams arriving). */
const FilterSelect = memo(MultiSelect<string>);
/** Drawn again only when the page or the page count changes. */
const Pages = memo(Pagination);

/** Memo, as are the day filters and pages: the list's answer arriving does not draw them again. */
const LeaderFilters = memo(function LeaderFilters({
  filters,
  onChange,
}: {
  filters: TeamTasksFilters;
  onChange: (f: Partial<TeamTasksFilters>) => void;
}) {
  const teams = useTeams().data;
  const teamData = useMemo(() => (teams ?? []).map((t) => ({ value: t.id, label: t.teamName })), [teams]);
  const codes = useMemo(() => [...new Set((teams ?? []).map((t) => t.teamCode).filter(Boolean))].sort(), [teams]);
  const changeTeams = useCallback((teams: string[]) => onChange({ teams }), [onChange]);
  const changeCodes = useCallback((codes: string[]) => onChange({ codes }), [onChange]);
  const changeColours = useCallback((colors: string[]) => onChange({ colors }), [onChange]);
  return (
    <Group gap="xs" align="flex-end">
      <FilterSelect label="Team" data={teamData} value={filters.teams} onChange={changeTeams} searchable clearable w={200} size="xs" />
      <FilterSelect label="Team Code" data={codes} value={filters.codes} onChange={changeCodes} searchable clearable w={160} size="xs" />
      <FilterSelect label="Color" data={COLOUR_OPTIONS} value={filters.colors} onChange={changeColours} clearable w={180} size="xs" />
    </Group>
  );
});

/** Where the table gives way to a card per member. */
const PHONE = '(max-width: 48em)';

/**
 * Team Member Tasks (document 2 §2): the shown person's team members, TEAM_TASKS_PAGE_SIZE (10) a
 * page, one line each (a card on a phone) opening to their open tasks and warning tracker
 * (decision 063); day filters add their recent entries; leaders filter by team, code and colour.
 */
export function TeamMemberTasksPanel({ personId }: { personId: string }) {
  const viewer = useSessionUser();
  const [filters, setFilters] = useState<TeamTasksFilters>(FIRST_TEAM_TASKS_PAGE);
  const [showTimeOff, setShowTimeOff] = useState(true);
  const [dialog, setDialog] = useState<{ dialog: TaskDialog; member: TeamMemberRow } | null>(null);
  const query = useTeamMemberTasks(personId, filters);
  const phone = useScreenQuery(PHONE);
  // Members drawn in a render of their own, after what the answer changes above them has been shown (decision 063).
  const data = useDeferredValue(query.data);
  const today = useMemo(() => pacificDate(new Date()), []);
  // Stable, so a dialog opening or closing leaves the members (memo) as they are.
  const openDialog = useCallback((d: TaskDialog, m: TeamMemberRow) => setDialog({ dialog: d, member: m }), []);
  const change = useCallback((f: Partial<TeamTasksFilters>) => setFilters((old) => ({ ...old, page: 1, ...f })), []);
  const toggleDays = useCallback((d: DayFilter) => setFilters((old) => ({ ...old, days: old.days === d ? null : d })), []);
  const clearDays = useCallback(() => setFilters((old) => ({ ...old, days: null })), []);
  const toggleTimeOff = useCallback(() => setShowTimeOff((shown) => !shown), []);
  const goTo = useCallback((page: number) => setFilters((old) => ({ ...old, page })), []);
  if (!viewer) return null;
  const showStatus = viewer.role === 'Administrator';
  const pages = Math.ceil((data?.total ?? 0) / TEAM_TASKS_PAGE_SIZE);
  const close = () => setDialog(null);
  const shared: Omit<MemberProps, 'member'> = {
    viewer,
    today,
    weekEnd: data?.weekEnd ?? '',
    showTimeOff,
    showStatus,
    onDialog: openDialog,
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="team-member-tasks-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Group gap="xs">
            <Title order={2} size="h3" id="team-member-tasks-title">
              Team Member Tasks
            </Title>
            <TrackerControl />
          </Group>
          <DayFilters
            value={filters.days}
            onToggle={toggleDays}
            onClear={clearDays}
            showTimeOff={showTimeOff}
            onToggleTimeOff={toggleTimeOff}
          />
        </Group>
        {mayFilterTeamTasks(viewer.role) && <LeaderFilters filters={filters} onChange={change} />}
        {!data && !query.isError && <Skeleton height={240} />}
        {query.isError && <ErrorView error={query.error} onRetry={() => void query.refetch()} />}
        {data && phone && (
          <Stack gap="xs" role="list" aria-label="Team Member Tasks">
            {data.members.map((member) => (
              <div role="listitem" key={member.personId}>
                <MemberCard member={member} {...shared} />
              </div>
            ))}
          </Stack>
        )}
        {data && !phone && (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Team Member Tasks" verticalSpacing={4} withRowBorders>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User Status</Table.Th>
                  <Table.Th>Team Member</Table.Th>
                  <Table.Th title="Committed / completed this week / remaining">Hours</Table.Th>
                  <Table.Th>Tasks(s)</Table.Th>
                  <Table.Th>Progress</Table.Th>
                  {showStatus && <Table.Th>Status</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              {data.members.map((member) => (
                <MemberBlock key={member.personId} member={member} {...shared} />
              ))}
            </Table>
          </Table.ScrollContainer>
        )}
        {data?.members.length === 0 && <Text c="dimmed">No team members to show.</Text>}
        {pages > 1 && <Pages total={pages} value={filters.page} onChange={goTo} size="sm" />}
      </Stack>
      {dialog?.dialog.kind === 'submit' && <SubmitReviewDialog task={dialog.dialog.task} userId={dialog.member.personId} onClose={close} />}
      {dialog?.dialog.kind === 'review' && (
        <ReviewDialog
          task={dialog.dialog.task}
          userId={dialog.member.personId}
          name={`${dialog.member.firstName} ${dialog.member.lastName}`}
          onClose={close}
        />
      )}
      {(dialog?.dialog.kind === 'done' || dialog?.dialog.kind === 'remove') && (
        <TaskConfirmDialog dialog={dialog.dialog} member={dialog.member} onClose={close} />
      )}
    </Paper>
  );
}
