import { TIMER_MESSAGES } from '@goodhours/domain';
import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Dialog } from '../../components/dialog';
import { playPausedSound } from './chime';

/** 'Timer Paused' after a forced pause (document 2 §4); only 'I understand' closes it. */
export function TimerPausedDialog({ opened, onAcknowledge }: { opened: boolean; onAcknowledge: () => void }) {
  useEffect(() => {
    if (opened) playPausedSound();
  }, [opened]);
  return (
    <Dialog
      opened={opened}
      onClose={onAcknowledge}
      title={TIMER_MESSAGES.timerPaused}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Text>{TIMER_MESSAGES.forcedPauseReason}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onAcknowledge}>{TIMER_MESSAGES.iUnderstand}</Button>
      </Group>
    </Dialog>
  );
}
