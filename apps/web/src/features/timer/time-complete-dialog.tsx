import { TIMER_MESSAGES, hoursAndMinutes } from '@goodhours/domain';
import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Dialog } from '../../components/dialog';
import { playChime } from './chime';

/** 'Time Complete!' when the timer reached its goal (document 2 §4), with a chime. */
export function TimeCompleteDialog(props: {
  opened: boolean;
  workedMs: number;
  onLogTime: () => void;
  onAddMoreTime: () => void;
  onClose: () => void;
}) {
  const { opened } = props;
  useEffect(() => {
    if (opened) playChime();
  }, [opened]);
  const { hours, minutes } = hoursAndMinutes(props.workedMs);
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
}
