import { TIMER_MESSAGES, elapsedMs, hoursAndMinutes, type TimerState } from '@goodhours/domain';
import { Button, Group, Text } from '@mantine/core';
import { memo, useEffect } from 'react';
import { Dialog } from '../../components/dialog';
import { playChime } from './chime';
import { useTimerClock } from './use-timer-clock';

/**
 * 'Time Complete!' when the timer reached its goal (document 2 §4), with a chime. It keeps its own
 * clock (as the header's remaining time does): the header is not drawn again each second.
 */
export const TimeCompleteDialog = memo(function TimeCompleteDialog(props: {
  opened: boolean;
  timer: TimerState | null;
  clockOffsetMs: number;
  onLogTime: () => void;
  onAddMoreTime: () => void;
  onClose: () => void;
}) {
  const { opened } = props;
  useEffect(() => {
    if (opened) playChime();
  }, [opened]);
  const now = useTimerClock(props.timer, props.clockOffsetMs);
  const { hours, minutes } = hoursAndMinutes(props.timer ? elapsedMs(props.timer, now) : 0);
  return (
    <Dialog opened={opened} onClose={props.onClose} title={TIMER_MESSAGES.timeComplete} centered>
      <Text>{TIMER_MESSAGES.workedFor(hours, minutes)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onAddMoreTime}>
          {TIMER_MESSAGES.addMoreTime}
        </Button>
        <Button onClick={props.onLogTime}>{TIMER_MESSAGES.logTime}</Button>
      </Group>
    </Dialog>
  );
});
