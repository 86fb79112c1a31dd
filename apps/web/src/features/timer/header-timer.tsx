import {
  TIMER_ADD_MORE_MS,
  TIMER_GOAL_STEP_MS,
  TIMER_MAX_GOAL_MS,
  TIMER_MESSAGES,
  WEEK_CLOSE_MESSAGES,
  formatDay,
  elapsedMs,
  formatTimerClock,
  isRunning,
  remainingMs,
  type SessionUser,
} from '@goodhours/domain';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRefreshAfter } from '../../api/changes';
import type { TimerSocketEvent } from '../../api/timer-socket';
import { TimeEntryDialog } from '../time-entries';
import { unlockSound } from './chime';
import { TimeCompleteDialog } from './time-complete-dialog';
import { TimerGoal } from './timer-goal';
import { TimerPausedDialog } from './timer-paused-dialog';
import { TimerStatus } from './timer-status';
import { useTimerClock } from './use-timer-clock';
import { useTimerSocket } from './use-timer-socket';
import { useTimerStop } from './use-timer-stop';

function showEvent(event: Exclude<TimerSocketEvent, { type: 'weekClosed' }>): void {
  if (event.type === 'refused') notifications.show({ color: 'red', message: event.message });
  else notifications.show({ color: 'yellow', title: TIMER_MESSAGES.timerPaused, message: TIMER_MESSAGES.weekClosePause, autoClose: false });
}

function Control(props: { label: string; disabled: boolean; onClick: () => void; children: ReactNode; color?: string }) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={() => {
          unlockSound();
          props.onClick();
        }}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The live timer in the header (document 2 §4). `viewedUserId` is the person whose dashboard an
 * admin is viewing: an Owner or Administrator then drives that person's timer; anyone else keeps
 * their own timer connected but cannot use the controls (document 2 §6).
 */
export function HeaderTimer({ user, viewedUserId }: { user: SessionUser; viewedUserId?: string | null }) {
  const viewingOther = !!viewedUserId && viewedUserId !== user.userid;
  const mayDriveOthers = user.role === 'Owner' || user.role === 'Administrator';
  const targetId = viewingOther && mayDriveOthers && viewedUserId ? viewedUserId : user.userid;
  const locked = viewingOther && !mayDriveOthers;

  const refreshAfter = useRefreshAfter();
  const onEvent = (event: TimerSocketEvent) => {
    if (event.type !== 'weekClosed') return showEvent(event);
    // The close moved every figure at once: what is on screen is read again.
    void refreshAfter({ kind: 'weekClosed' });
    notifications.show({ color: 'blue', message: WEEK_CLOSE_MESSAGES.closedLive(formatDay(event.weekStart)) });
  };
  const { snapshot, send } = useTimerSocket({ signedInId: user.userid, targetId, onEvent });
  const { timer, connection, clockOffsetMs } = snapshot;
  const now = useTimerClock(timer, clockOffsetMs);
  const stopFlow = useTimerStop({ timer, now: () => Date.now() + clockOffsetMs, send });

  const disabled = locked || connection !== 'open' || timer === null;
  const running = timer !== null && isRunning(timer);
  const remaining = timer ? remainingMs(timer, now) : 0;

  const start = () => {
    if (timer && remainingMs(timer, Date.now() + clockOffsetMs) <= 0) {
      notifications.show({ color: 'red', message: TIMER_MESSAGES.noRemainingTime });
      return;
    }
    send({ action: 'START_TIMER' });
  };

  const reset = () =>
    modals.openConfirmModal({
      title: TIMER_MESSAGES.resetQuestion,
      labels: { confirm: TIMER_MESSAGES.resetConfirm, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => send({ action: 'CLEAR_TIMER' }),
    });

  const stopChime = () => send({ action: 'START_CHIME', value: false });

  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label="Timer">
      <TimerStatus snapshot={snapshot} />
      <Tooltip label={locked ? TIMER_MESSAGES.viewOnly : 'Remaining time'}>
        <Text ff="monospace" fw={600} aria-label="Remaining time" c={running ? undefined : 'dimmed'}>
          {timer ? formatTimerClock(remaining) : '-:--:--'}
        </Text>
      </Tooltip>
      {running ? (
        <Control label="Pause timer" disabled={disabled} onClick={() => send({ action: 'PAUSE_TIMER' })}>
          <IconPlayerPause size={18} />
        </Control>
      ) : (
        <Control label="Start timer" color="green" disabled={disabled} onClick={start}>
          <IconPlayerPlay size={18} />
        </Control>
      )}
      <Control label="Stop timer and log time" color="red" disabled={disabled} onClick={stopFlow.stop}>
        <IconPlayerStop size={18} />
      </Control>
      <Control label="Reset timer" disabled={disabled} onClick={reset}>
        <IconRefresh size={18} />
      </Control>
      {timer && (
        <TimerGoal
          goal={timer.goal}
          disabled={disabled}
          onAdd={() => send({ action: 'ADD_TO_GOAL', value: TIMER_GOAL_STEP_MS })}
          onRemove={() => send({ action: 'REMOVE_FROM_GOAL', value: TIMER_GOAL_STEP_MS })}
        />
      )}

      <TimeCompleteDialog
        opened={!locked && !!timer?.chiming && stopFlow.draft === null}
        workedMs={timer ? elapsedMs(timer, now) : 0}
        onClose={stopChime}
        onLogTime={() => {
          stopChime();
          stopFlow.stop();
        }}
        onAddMoreTime={() => {
          if (timer && timer.goal + TIMER_ADD_MORE_MS > TIMER_MAX_GOAL_MS) {
            notifications.show({ color: 'red', message: TIMER_MESSAGES.goalTooHigh });
            return;
          }
          send({ action: 'ADD_TO_GOAL', value: TIMER_ADD_MORE_MS });
          send({ action: 'START_TIMER' });
        }}
      />
      <TimerPausedDialog opened={!locked && !!timer?.forcedPause} onAcknowledge={() => send({ action: 'ACK_FORCED' })} />
      {stopFlow.draft && (
        <TimeEntryDialog opened onClose={stopFlow.close} userId={targetId} fromTimer={stopFlow.draft} onSaved={stopFlow.saved} />
      )}
    </Group>
  );
}
