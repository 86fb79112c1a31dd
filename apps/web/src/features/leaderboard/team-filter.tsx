import { LEADERBOARD_MESSAGES as M, teamNameCut } from '@goodhours/domain';
import { Alert, Anchor, Select, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTeams } from '../../api/teams';
import { useScreenQuery } from '../../components/use-screen-query';

/**
 * The Owner's and Administrator's team filter (document 2 §6, §9): a team's name is cut at 15
 * characters once chosen and at 50 (27 on screens narrower than 457 px) in the list.
 */
export function TeamFilter({ value, onChange }: { value: string | null; onChange: (teamId: string | null) => void }) {
  const teams = useTeams();
  const narrow = useScreenQuery('(max-width: 457px)');
  const data = (teams.data ?? []).map((t) => ({ value: t.id, label: teamNameCut(t.teamName, 15), full: t.teamName }));
  const full = new Map(data.map((d) => [d.value, d.full]));
  if (teams.isSuccess && data.length === 0) {
    return (
      <Alert color="yellow" p="xs">
        {M.noTeams}{' '}
        <Anchor component={Link} to="/teams" size="sm">
          Teams
        </Anchor>
      </Alert>
    );
  }
  return (
    <Select
      label="Team"
      placeholder="All teams"
      data={data}
      value={value}
      onChange={onChange}
      clearable
      w={200}
      disabled={!teams.isSuccess}
      renderOption={({ option }) => (
        <Text size="sm" title={full.get(option.value)}>
          {teamNameCut(full.get(option.value) ?? option.label, narrow ? 27 : 50)}
        </Text>
      )}
    />
  );
}
