import {
  daysLeft,
  formatDay,
  formatHours,
  hoursColour,
  meetsCommitment,
  organisationColour,
  organisationProgress,
  personProgress,
  requiredHours,
  type LeaderboardRow,
  type OrganisationTotals,
} from '@goodhours/domain';
import { ActionIcon, Anchor, Badge, Progress, Table, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconFileText } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { useViewRights, type ViewRights } from '../viewing';

export interface LeaderboardTableProps {
  rows: LeaderboardRow[];
  totals: OrganisationTotals;
  today: string;
  totalHoverText: string;
  /** Owners and Administrators get a button per row that opens that person's dashboard. */
  onView: ((row: LeaderboardRow) => void) | null;
  /** seeSummaryIndicator: mark who has written this week's summary. */
  showSummaryIndicator: boolean;
  /** seeVisibilityIcon: mark people hidden from their teams. */
  showVisibility: boolean;
  /** The person whose dashboard this is: their row is marked with `ownLabel` ('You'). */
  ownId: string;
  ownLabel: string;
}

function Status({ row, summary }: { row: LeaderboardRow; summary: boolean }) {
  const met = meetsCommitment(row, row.tangibleHours);
  const label = met ? 'Weekly commitment met' : 'Weekly commitment not met yet';
  return (
    <>
      <Text component="span" c={met ? 'green' : 'red'} fw={700} title={label} aria-label={label}>
        ●
      </Text>
      {summary && row.hasSummary && (
        <Text component="span" c="blue" ml={4} title="Weekly summary submitted" aria-label="Weekly summary submitted" role="img">
          <IconFileText size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
        </Text>
      )}
    </>
  );
}

/** The leaderboard's narrow layout (document 2 §9): on a phone, days left and time off are left out. */
const WIDE = 'sm';

interface RowProps extends Pick<LeaderboardTableProps, 'today' | 'onView' | 'showSummaryIndicator' | 'showVisibility' | 'totalHoverText'> {
  row: LeaderboardRow;
  rights: ViewRights;
  /** Set on the row of the person whose dashboard this is: the mark it carries. */
  ownLabel: string | null;
}

/**
 * Names and progress bars link only where the reader may go (decision 023). Each row is drawn
 * again only when what it shows changes: a search, the rights or the hover text arriving.
 */
const Row = memo(function Row(props: RowProps) {
  const { row, rights, today, onView, ownLabel } = props;
  const name = `${row.firstName} ${row.lastName}`;
  const left = daysLeft(row.endDate, today);
  const target = requiredHours(row);
  const progressTitle = `${formatHours(row.tangibleHours)} of ${String(target)} hours this week`;
  const progress = (
    <Progress value={personProgress(row.tangibleHours)} color={hoursColour(row.tangibleHours, target)} aria-label={progressTitle} />
  );
  return (
    <Table.Tr aria-current={ownLabel ? 'true' : undefined}>
      <Table.Td>
        <Status row={row} summary={props.showSummaryIndicator} />
      </Table.Td>
      <Table.Td>
        {rights.profile(row.personId) ? (
          <Anchor component={Link} to={`/userprofile/${row.personId}`} size="sm">
            {name}
          </Anchor>
        ) : (
          <Text component="span" size="sm">
            {name}
          </Text>
        )}
        {ownLabel && (
          <Badge size="xs" variant="light" ml={4}>
            {ownLabel}
          </Badge>
        )}
        {props.showVisibility && !row.isVisible && (
          <Text component="span" ml={4} c="dimmed" title="Invisible to their teams" aria-label="Invisible to their teams" role="img">
            <IconEyeOff size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
          </Text>
        )}
        {onView && (
          <ActionIcon
            variant="subtle"
            size="sm"
            ml={4}
            aria-label={`View dashboard of ${name}`}
            title={`View dashboard of ${name}`}
            onClick={() => onView(row)}
          >
            <IconEye size={14} />
          </ActionIcon>
        )}
      </Table.Td>
      <Table.Td visibleFrom={WIDE}>{left ?? ''}</Table.Td>
      <Table.Td visibleFrom={WIDE}>
        {row.timeOffFrom ? `${formatDay(row.timeOffFrom)} – ${row.timeOffTill ? formatDay(row.timeOffTill) : ''}` : ''}
      </Table.Td>
      <Table.Td>{formatHours(row.tangibleHours)}</Table.Td>
      <Table.Td miw={140}>
        {rights.timeLog(row.personId) ? (
          <Anchor component={Link} to={`/timelog/${row.personId}`} aria-label={`Time log of ${name}`} display="block" title={progressTitle}>
            {progress}
          </Anchor>
        ) : (
          <div title={progressTitle}>{progress}</div>
        )}
      </Table.Td>
      <Table.Td title={props.totalHoverText}>{formatHours(row.totalHours)}</Table.Td>
    </Table.Tr>
  );
});

/** The table itself: the organisation's totals first, then one row per person given. */
export function LeaderboardTable(props: LeaderboardTableProps) {
  const { rows, totals, totalHoverText, today, onView, showSummaryIndicator, showVisibility, ownId, ownLabel } = props;
  const rights = useViewRights();
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table aria-label="Leaderboard" striped highlightOnHover verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Status</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom={WIDE}>Days Left</Table.Th>
            <Table.Th visibleFrom={WIDE}>Time Off</Table.Th>
            <Table.Th>Tangible Time</Table.Th>
            <Table.Th>Progress</Table.Th>
            <Table.Th title={totalHoverText}>Total Time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr aria-label="Organisation totals" fw={600}>
            <Table.Td />
            <Table.Td>Totals ({totals.memberCount} members)</Table.Td>
            <Table.Td visibleFrom={WIDE} />
            <Table.Td visibleFrom={WIDE} />
            <Table.Td>
              {formatHours(totals.tangibleHours)} of {totals.weeklyCommittedHours}
            </Table.Td>
            <Table.Td miw={140}>
              <Progress
                value={organisationProgress(totals.totalHours)}
                color={organisationColour(totals)}
                aria-label="Organisation progress"
              />
            </Table.Td>
            <Table.Td title={totalHoverText}>{formatHours(totals.totalHours)}</Table.Td>
          </Table.Tr>
          {rows.map((row) => (
            <Row
              key={row.personId}
              row={row}
              rights={rights}
              today={today}
              onView={onView}
              showSummaryIndicator={showSummaryIndicator}
              showVisibility={showVisibility}
              totalHoverText={totalHoverText}
              ownLabel={row.personId === ownId ? ownLabel : null}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
