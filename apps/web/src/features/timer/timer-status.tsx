import { TIMER_MESSAGES } from '@goodhours/domain';
import { Badge, Group, Text } from '@mantine/core';
import type { TimerSnapshot } from '../../api/timer-socket';
import { Tooltip } from '../../components/tooltip';
import { useSettled } from '../../components/use-settled';

/** How long the first connection may take before the header says it is not connected. */
export const FIRST_CONNECTION_GRACE_MS = 2_000;

/**
 * 'Disconnected' and the connection's state, whenever the socket is not open (document 2 §4);
 * while the page opens, only once the first connection has failed or is slow (decision 046), so a
 * connection that opens at once does not flash it on every page.
 */
export function TimerStatus({ snapshot }: { snapshot: TimerSnapshot }) {
  const settled = useSettled(snapshot.firstOpening, FIRST_CONNECTION_GRACE_MS);
  if (snapshot.connection === 'open' || !settled) return null;
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
