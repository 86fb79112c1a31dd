import {
  arrangeMembers,
  MEMBER_FILTER_LABELS,
  nextDateAddedSort,
  nextMemberFilter,
  TEAM_MESSAGES,
  type DateAddedSort,
  type MemberFilter,
  type Team,
} from '@goodhours/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTeamMembers } from '../../api/teams';
import { useCan } from '../../auth/use-session';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { AddMemberPicker } from './add-member-picker';
import { MemberTable } from './member-table';

/**
 * 'Members of {team}': add a member (assignTeamToUsers and getUserProfiles), the filter cycling
 * Inactive / Active / See All (opens on Active), and the date-added sort cycling unsorted (grouped
 * by role) / ascending / descending.
 */
export function TeamMembersPanel({ team }: { team: Team }) {
  const { can } = useCan();
  const members = useTeamMembers(team.id);
  const [filter, setFilter] = useState<MemberFilter>('active');
  const [sort, setSort] = useState<DateAddedSort>('none');

  if (members.isPending) return <PageSkeleton rows={5} />;
  if (members.isError) return <ErrorView error={members.error} onRetry={() => void members.refetch()} />;

  const shown = arrangeMembers(members.data, { filter, sort });

  return (
    <Stack>
      {can('assignTeamToUsers') && can('getUserProfiles') && <AddMemberPicker teamId={team.id} members={members.data} />}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {shown.length} of {members.data.length} shown
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFilter size={14} />}
          aria-label={`Member filter: ${MEMBER_FILTER_LABELS[filter]}`}
          title="Click to change the filter"
          onClick={() => {
            setFilter(nextMemberFilter);
          }}
        >
          {MEMBER_FILTER_LABELS[filter]}
        </Button>
      </Group>
      {members.data.length === 0 ? (
        <Text size="sm">{TEAM_MESSAGES.noMembers}</Text>
      ) : shown.length === 0 ? (
        <Text size="sm">{TEAM_MESSAGES.noMembersMatch}</Text>
      ) : (
        <MemberTable
          teamId={team.id}
          members={shown}
          sort={sort}
          onSortClick={() => {
            setSort(nextDateAddedSort);
          }}
        />
      )}
    </Stack>
  );
}
