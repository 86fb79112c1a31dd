import {
  commitmentMet,
  daysLeft,
  hoursColour,
  organisationProgress,
  personProgress,
  type LeaderboardRow,
  type OrganisationTotals,
} from '@goodhours/domain';
import { ActionIcon, Anchor, Progress, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';

const fmt = (hours: number) => hours.toFixed(2);

function StatusDot({ row }: { row: LeaderboardRow }) {
  const met = commitmentMet(row);
  const label = met ? 'Weekly commitment met' : 'Weekly commitment not met yet';
  return (
    <Text component="span" c={met ? 'green' : 'red'} fw={700} title={label} aria-label={label}>
      ●
    </Text>
  );
}

export interface LeaderboardTableProps {
  rows: LeaderboardRow[];
  totals: OrganisationTotals;
  today: string;
  totalHoverText: string;
  /** Owners and Administrators get a button per row that opens that person's dashboard. */
  onView: ((row: LeaderboardRow) => void) | null;
}

/** The table itself: the organisation's totals first, then one row per person. */
export function LeaderboardTable({ rows, totals, today, totalHoverText, onView }: LeaderboardTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Leaderboard" striped highlightOnHover verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Status</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Days Left</Table.Th>
            <Table.Th>Time Off</Table.Th>
            <Table.Th>Tangible Time</Table.Th>
            <Table.Th>Progress</Table.Th>
            <Table.Th title={totalHoverText}>Total Time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr aria-label="Organisation totals" fw={600}>
            <Table.Td />
            <Table.Td>Totals ({totals.memberCount} members)</Table.Td>
            <Table.Td />
            <Table.Td />
            <Table.Td>{fmt(totals.tangibleHours)} of {totals.weeklyCommittedHours}</Table.Td>
            <Table.Td miw={140}>
              <Progress
                value={organisationProgress(totals.totalHours)}
                color={totals.totalHours >= totals.weeklyCommittedHours * 0.2 ? 'green' : 'red'}
                aria-label="Organisation progress"
              />
            </Table.Td>
            <Table.Td title={totalHoverText}>{fmt(totals.totalHours)}</Table.Td>
          </Table.Tr>
          {rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`;
            const left = daysLeft(row.endDate, today);
            return (
              <Table.Tr key={row.personId}>
                <Table.Td>
                  <StatusDot row={row} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/userprofile/${row.personId}`} size="sm">
                    {name}
                  </Anchor>
                  {!row.isVisible && (
                    <Text component="span" size="xs" c="dimmed" ml={4}>
                      (hidden)
                    </Text>
                  )}
                  {onView && (
                    <ActionIcon variant="subtle" size="sm" ml={4} aria-label={`View dashboard of ${name}`} title={`View dashboard of ${name}`} onClick={() => onView(row)}>
                      <IconEye size={14} />
                    </ActionIcon>
                  )}
                </Table.Td>
                <Table.Td>{left ?? ''}</Table.Td>
                <Table.Td>{row.timeOffFrom ? `${row.timeOffFrom} – ${row.timeOffTill ?? ''}` : ''}</Table.Td>
                <Table.Td>{fmt(row.tangibleHours)}</Table.Td>
                <Table.Td miw={140}>
                  <Anchor component={Link} to={`/timelog/${row.personId}`} aria-label={`Time log of ${name}`} display="block">
                    <Progress
                      value={personProgress(row.totalHours)}
                      color={hoursColour(row.tangibleHours, row.weeklyCommittedHours + row.missedHours)}
                      title={`${fmt(row.tangibleHours)} of ${String(row.weeklyCommittedHours)} committed hours`}
                    />
                  </Anchor>
                </Table.Td>
                <Table.Td>{fmt(row.totalHours)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
