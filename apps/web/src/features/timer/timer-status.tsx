import { TIMER_MESSAGES } from '@goodhours/domain';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { TimerSnapshot } from '../../api/timer-socket';

/** 'Disconnected' and the connection's state, whenever the socket is not open (document 2 §4). */
export function TimerStatus({ snapshot }: { snapshot: TimerSnapshot }) {
  if (snapshot.connection === 'open') return null;
  const status = snapshot.sessionEnded ? TIMER_MESSAGES.sessionEnded : TIMER_MESSAGES.connectionStatus[snapshot.connection];
  return (
    <Tooltip label={status}>
      <Group gap={4} wrap="nowrap" role="status" aria-label={`${TIMER_MESSAGES.disconnected}. ${status}`}>
        <Badge color="red" variant="light" size="sm">
          {TIMER_MESSAGES.disconnected}
        </Badge>
        <Text size="xs" c="dimmed">
          {snapshot.connection}
        </Text>
      </Group>
    </Tooltip>
  );
}
