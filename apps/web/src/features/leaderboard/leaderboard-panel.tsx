import { LEADERBOARD_MESSAGES as M, mayFilterLeaderboardByTeam, pacificDate, type LeaderboardRow } from '@goodhours/domain';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLeaderboard, useMouseoverText } from '../../api/leaderboard';
import { useCan, useSessionUser } from '../../auth/use-session';
import { ErrorView } from '../../components/error-view';
import { ShowMore, useShownLimit } from '../../components/show-more';
import { setViewedUser } from '../viewing';
import { LEADERBOARD_PAGE_ROWS, shownRows } from './leaderboard-rows';
import { LeaderboardTable } from './leaderboard-table';
import { MouseoverEditor } from './mouseover-editor';
import { TeamFilter } from './team-filter';

/** Search is applied a second after the last keystroke (document 2 §9). */
export const LEADERBOARD_SEARCH_DEBOUNCE_MS = 1000;

/**
 * The leaderboard on the dashboard (document 2 §2 'Leaderboard'): this week's hours of everyone
 * `personId` (the person whose dashboard is shown) may see, a search box, and for Owners and
 * Administrators a team filter and a way into each person's dashboard. The board is one answer,
 * drawn 20 rows at a time ('Show more'); `personId`'s own row is always there, marked.
 */
export function LeaderboardPanel({ personId }: { personId: string }) {
  const user = useSessionUser();
  const { can } = useCan();
  const navigate = useNavigate();
  const [teamId, setTeamId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, LEADERBOARD_SEARCH_DEBOUNCE_MS);
  const [limit, showMore] = useShownLimit(LEADERBOARD_PAGE_ROWS);
  const board = useLeaderboard(personId, teamId);
  // Rows drawn in a render of their own, after what the answer changes above them has been shown (decision 063).
  const data = useDeferredValue(board.data);
  const hover = useMouseoverText();
  const { rows, notShown } = useMemo(() => shownRows(data?.rows ?? [], debounced, limit, personId), [data, debounced, limit, personId]);
  // Stable, so the rows (drawn again only when what they show changes) are not all drawn again.
  const view = useCallback(
    (row: LeaderboardRow) => {
      // The e-mail and picture are not on the leaderboard: the dashboard fills them in from the profile.
      setViewedUser({ id: row.personId, role: row.role, firstName: row.firstName, lastName: row.lastName, email: '', profilePic: null });
      void navigate(`/dashboard/${row.personId}`);
    },
    [navigate],
  );
  if (!user) return null;
  const leader = mayFilterLeaderboardByTeam(user.role);
  const hoverText = hover.data?.mouseoverText ?? M.defaultMouseover;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="leaderboard-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id="leaderboard-title">
            Leaderboard
          </Title>
          <Group align="flex-end">
            {leader && <TeamFilter value={teamId} onChange={setTeamId} />}
            <TextInput label="Search" placeholder="Name" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={200} />
            {user.role === 'Owner' && <MouseoverEditor current={hoverText} />}
          </Group>
        </Group>
        {board.data?.invisibleToTeams && <Alert color="yellow">{M.invisible}</Alert>}
        {board.isPending && (
          <Text c="dimmed" size="sm" role="status">
            {M.pleaseWait}
          </Text>
        )}
        {board.isError &&
          (teamId ? (
            <Alert color="red" role="alert">
              {M.fetchError}
            </Alert>
          ) : (
            <ErrorView error={board.error} onRetry={() => void board.refetch()} />
          ))}
        {board.data && teamId && board.data.rows.length === 0 && (
          <Alert color="yellow">
            {M.emptyTeam}{' '}
            <Anchor component={Link} to="/teams" size="sm">
              Teams
            </Anchor>
          </Alert>
        )}
        {!data && board.data && <Skeleton height={320} />}
        {data && (
          <LeaderboardTable
            rows={rows}
            totals={data.totals}
            today={pacificDate(new Date())}
            totalHoverText={hoverText}
            onView={leader ? view : null}
            showSummaryIndicator={can('seeSummaryIndicator')}
            showVisibility={can('seeVisibilityIcon')}
            ownId={personId}
            ownLabel={personId === user.userid ? 'You' : 'Viewed'}
          />
        )}
        {data && <ShowMore notShown={notShown} onShow={showMore} />}
      </Stack>
    </Paper>
  );
}
