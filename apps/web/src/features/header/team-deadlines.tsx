import { deadlineLabel, deadlineReminderText, daysUntil, pacificDate, type TeamDeadline, formatDay } from '@goodhours/domain';
import { Alert, Anchor, Button, Group, Table, Text } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTeamDeadlines } from '../../api/header';
import { Dialog } from '../../components/dialog';
import { taskPagePath } from '../tasks';
import { useDismissed } from './use-dismissed';

/** Dismissed for the rest of the day (Pacific), in every tab of this browser. */
const dismissKey = (userId: string) => `goodhours:deadline-reminder:${userId}`;

function DeadlineRow({ deadline, now }: { deadline: TeamDeadline; now: Date }) {
  const overdue = daysUntil(deadline.dueDatetime, now) < 0;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={taskPagePath(deadline.taskId, deadline.projectId)} size="sm">
          {deadline.num} {deadline.taskName}
        </Anchor>
        {deadline.projectName && (
          <Text size="xs" c="dimmed">
            {deadline.projectName}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{deadline.assignees.map((a) => `${a.firstName} ${a.lastName}`).join(', ')}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDay(deadline.dueDatetime, { weekday: true })}</Text>
        <Text size="xs" c={overdue ? 'red' : undefined} fw={overdue ? 600 : undefined}>
          {deadlineLabel(deadline.dueDatetime, now)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The team-deadline reminder under the header (document 2 §2): the open tasks of the person and
 * their teammates due within a week or recently overdue, with a dialog listing them.
 */
export function TeamDeadlineReminder({ userId }: { userId: string }) {
  const query = useTeamDeadlines(userId);
  const [opened, setOpened] = useState(false);
  const now = new Date();
  const today = pacificDate(now);
  const hidden = useDismissed(dismissKey(userId), today);
  const data = query.data;
  if (!data || data.deadlines.length === 0 || hidden.dismissed) return null;
  const overdue = data.deadlines.some((d) => daysUntil(d.dueDatetime, now) < 0);
  return (
    <>
      <Alert
        color={overdue ? 'orange' : 'blue'}
        icon={<IconCalendarDue size={16} />}
        aria-label="Team deadlines"
        withCloseButton
        closeButtonLabel="Dismiss team deadlines for today"
        onClose={hidden.dismiss}
        py={4}
        px="xs"
        styles={{ wrapper: { alignItems: 'center' }, icon: { marginTop: 0 } }}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" lineClamp={1}>
            {deadlineReminderText(data.deadlines, now)}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => setOpened(true)} style={{ flexShrink: 0 }}>
            View deadlines
          </Button>
        </Group>
      </Alert>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Team deadlines" size="lg">
        <Table striped aria-label="Team deadlines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Task</Table.Th>
              <Table.Th>Assigned to</Table.Th>
              <Table.Th>Due</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.deadlines.map((d) => (
              <DeadlineRow key={d.taskId} deadline={d} now={now} />
            ))}
          </Table.Tbody>
        </Table>
        {data.total > data.deadlines.length && (
          <Text size="xs" c="dimmed" mt="xs">
            Showing the first {data.deadlines.length} of {data.total}.
          </Text>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpened(false)}>
            Close
          </Button>
        </Group>
      </Dialog>
    </>
  );
}
