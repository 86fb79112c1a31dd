import { formatDay, pacificDate, type WeekCloseOutcome } from '@goodhours/domain';
import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import classes from './week-close.module.css';
import { hoursAgainst, missedChange, outcomeSummary } from './week-close-format';

interface Props {
  outcomes: readonly WeekCloseOutcome[];
  caption: string;
  /** Offered on a closed week's rows with a blue square not yet waived. */
  onWaive?: (outcome: WeekCloseOutcome) => void;
}

function OutcomeCell({ o }: { o: WeekCloseOutcome }) {
  const missed = missedChange(o);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} c={o.blueSquareReason && !o.waived ? 'red' : undefined}>
        {outcomeSummary(o)}
      </Text>
      {o.blueSquare && (
        <Text size="xs" c="dimmed">
          {o.blueSquare}
        </Text>
      )}
      {o.waived && (
        <Text size="xs" c="dimmed">
          Waived by {o.waived.by} on {formatDay(pacificDate(new Date(o.waived.at)))}: {o.waived.reason}
        </Text>
      )}
      {missed && <Text size="xs">Missed hours {missed}</Text>}
    </Stack>
  );
}

const OutcomeRow = memo(function OutcomeRow({ o, onWaive }: { o: WeekCloseOutcome; onWaive?: Props['onWaive'] }) {
  const name = `${o.firstName} ${o.lastName}`;
  return (
    <Table.Tr id={`person-${o.userId}`} className={classes.row}>
      <Table.Td>
        <Anchor component={Link} to={`/userprofile/${o.userId}`} size="sm">
          {name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {o.role}
        </Text>
      </Table.Td>
      <Table.Td>{hoursAgainst(o)}</Table.Td>
      <Table.Td>{o.summaryPresent ? 'Yes' : 'No'}</Table.Td>
      <Table.Td>
        <OutcomeCell o={o} />
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {o.badgesEarned.map((b) => (
            <Badge key={b.id} variant="light" size="sm">
              {b.name}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      {onWaive && (
        <Table.Td>
          {o.blueSquareReason && !o.waived && (
            <Button size="xs" variant="default" onClick={() => onWaive(o)} aria-label={`Waive the blue square of ${name}`}>
              Waive
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
});

/** What a close decided (or would decide) for each person, with the reasons. */
export function OutcomeTable({ outcomes, caption, onWaive }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover pos="relative">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Person</Table.Th>
            <Table.Th scope="col">Hours (of required)</Table.Th>
            <Table.Th scope="col">Summary</Table.Th>
            <Table.Th scope="col">Decision</Table.Th>
            <Table.Th scope="col">Badges earned</Table.Th>
            {onWaive && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outcomes.map((o) => (
            <OutcomeRow key={o.userId} o={o} onWaive={onWaive} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
