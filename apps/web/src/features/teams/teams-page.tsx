import { TEAM_MESSAGES, type Team } from '@goodhours/domain';
import { Button, Container, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTeams } from '../../api/teams';
import { useCan } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { CreateTeamForm } from './create-team-form';
import { EditTeamForm } from './edit-team-form';
import { TeamMembersPanel } from './team-members-panel';
import { TeamTable } from './team-table';
import { PageTitle } from '../../components/page-title';

/** Teams whose name or code contains the search text, ignoring case and surrounding spaces. */
export function searchTeams(teams: readonly Team[], text: string): Team[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...teams];
  return teams.filter((t) => t.teamName.toLowerCase().includes(needle) || t.teamCode.toLowerCase().includes(needle));
}

/** /teams (document 1 §2, §5, §8): the team list, Create New Team, edit, delete and members. */
export function TeamsPage() {
  const { can } = useCan();
  const teams = useTeams();
  const [search, setSearch] = useState('');
  const [creating, createDialog] = useDisclosure(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [membersOfId, setMembersOfId] = useState<string | null>(null);
  const find = (id: string | null) => teams.data?.find((t) => t.id === id) ?? null;
  const editing = find(editingId);
  const membersOf = find(membersOfId);
  const shown = searchTeams(teams.data ?? [], search);

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Group justify="space-between">
          <PageTitle infoName="teams">Teams</PageTitle>
          {can('postTeam') && (
            <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
              Create New Team
            </Button>
          )}
        </Group>

        <TextInput
          label="Search teams"
          placeholder="Team name or code"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
          }}
          maw={420}
        />

        {teams.isPending && <PageSkeleton rows={6} />}
        {teams.isError && <ErrorView error={teams.error} onRetry={() => void teams.refetch()} />}
        {teams.data && shown.length === 0 && <Text>{TEAM_MESSAGES.noTeams}</Text>}
        {shown.length > 0 && (
          <TeamTable
            teams={shown}
            onMembers={(t) => {
              setMembersOfId(t.id);
            }}
            onEdit={(t) => {
              setEditingId(t.id);
            }}
          />
        )}
      </Stack>

      <Dialog opened={creating} onClose={createDialog.close} title="Create New Team">
        <CreateTeamForm onDone={createDialog.close} />
      </Dialog>
      <Dialog
        opened={editing !== null}
        onClose={() => {
          setEditingId(null);
        }}
        title="Edit team"
      >
        {editing && (
          <EditTeamForm
            key={editing.id}
            team={editing}
            onDone={() => {
              setEditingId(null);
            }}
          />
        )}
      </Dialog>
      <Dialog
        opened={membersOf !== null}
        onClose={() => {
          setMembersOfId(null);
        }}
        title={membersOf ? TEAM_MESSAGES.membersTitle(membersOf.teamName) : ''}
        size="xl"
      >
        {membersOf && <TeamMembersPanel team={membersOf} />}
      </Dialog>
    </Container>
  );
}
