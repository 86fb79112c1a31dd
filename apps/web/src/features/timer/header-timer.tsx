import {
  TIMER_ADD_MORE_MS,
  TIMER_GOAL_STEP_MS,
  TIMER_MAX_GOAL_MS,
  TIMER_MESSAGES,
  WEEK_CLOSE_MESSAGES,
  formatDay,
  formatTimerClock,
  isRunning,
  remainingMs,
  type SessionUser,
  type TimerState,
} from '@goodhours/domain';
import { ActionIcon, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconRefresh, type Icon } from '@tabler/icons-react';
import { memo } from 'react';
import { useRefreshAfter } from '../../api/changes';
import type { TimerSocketEvent } from '../../api/timer-socket';
import { Tooltip } from '../../components/tooltip';
import { useStableCallback } from '../../components/use-stable-callback';
import { TimeEntryDialog } from '../time-entries';
import { unlockSound } from './chime';
import classes from './header-timer.module.css';
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

/** Memo, with its handler stable and its icon a component: the timer's news draws only what changed. */
const Control = memo(function Control(props: { label: string; onClick: () => void; icon: Icon; color?: string }) {
  const { icon: IconOf } = props;
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={props.label}
        onClick={() => {
          unlockSound();
          props.onClick();
        }}
      >
        <IconOf size={18} />
      </ActionIcon>
    </Tooltip>
  );
});

/** The time left, ticking each second while the timer runs: only this is drawn each second. */
function RemainingClock({ timer, clockOffsetMs, locked }: { timer: TimerState | null; clockOffsetMs: number; locked: boolean }) {
  const now = useTimerClock(timer, clockOffsetMs);
  const running = timer !== null && isRunning(timer);
  return (
    <Tooltip label={locked ? TIMER_MESSAGES.viewOnly : 'Remaining time'}>
      <Text ff="monospace" fw={600} aria-label="Remaining time" c={running ? undefined : 'dimmed'}>
        {timer ? formatTimerClock(remainingMs(timer, now)) : '-:--:--'}
      </Text>
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
  const onEvent = useStableCallback((event: TimerSocketEvent) => {
    if (event.type !== 'weekClosed') return showEvent(event);
    // The close moved every figure at once: what is on screen is read again.
    void refreshAfter({ kind: 'weekClosed' });
    notifications.show({ color: 'blue', message: WEEK_CLOSE_MESSAGES.closedLive(formatDay(event.weekStart)) });
  });
  const { snapshot, send } = useTimerSocket({ signedInId: user.userid, targetId, onEvent });
  const { timer, connection, clockOffsetMs } = snapshot;
  const stopFlow = useTimerStop({ timer, now: () => Date.now() + clockOffsetMs, send });

  const disabled = locked || connection !== 'open' || timer === null;
  const running = timer !== null && isRunning(timer);

  const start = useStableCallback(() => {
    if (timer && remainingMs(timer, Date.now() + clockOffsetMs) <= 0) {
      notifications.show({ color: 'red', message: TIMER_MESSAGES.noRemainingTime });
      return;
    }
    send({ action: 'START_TIMER' });
  });
  const pause = useStableCallback(() => send({ action: 'PAUSE_TIMER' }));
  const stop = useStableCallback(stopFlow.stop);
  const reset = useStableCallback(() =>
    modals.openConfirmModal({
      title: TIMER_MESSAGES.resetQuestion,
      labels: { confirm: TIMER_MESSAGES.resetConfirm, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => send({ action: 'CLEAR_TIMER' }),
    }),
  );
  const addToGoal = useStableCallback(() => send({ action: 'ADD_TO_GOAL', value: TIMER_GOAL_STEP_MS }));
  const removeFromGoal = useStableCallback(() => send({ action: 'REMOVE_FROM_GOAL', value: TIMER_GOAL_STEP_MS }));
  const stopChime = useStableCallback(() => send({ action: 'START_CHIME', value: false }));
  const logTime = useStableCallback(() => {
    stopChime();
    stopFlow.stop();
  });
  const addMoreTime = useStableCallback(() => {
    if (timer && timer.goal + TIMER_ADD_MORE_MS > TIMER_MAX_GOAL_MS) {
      notifications.show({ color: 'red', message: TIMER_MESSAGES.goalTooHigh });
      return;
    }
    send({ action: 'ADD_TO_GOAL', value: TIMER_ADD_MORE_MS });
    send({ action: 'START_TIMER' });
  });
  const acknowledge = useStableCallback(() => send({ action: 'ACK_FORCED' }));

  // A fieldset: while the timer cannot be used (not connected yet, or someone else's), its one
  // `disabled` disables every control in it. When the socket opens, that is one attribute changed,
  // not each button's disabled state, data attribute and class (about 2 ms each under a trace).
  return (
    <fieldset disabled={disabled} className={classes.timer} aria-label="Timer">
      <TimerStatus snapshot={snapshot} />
      <RemainingClock timer={timer} clockOffsetMs={clockOffsetMs} locked={locked} />
      {running ? (
        <Control label="Pause timer" onClick={pause} icon={IconPlayerPause} />
      ) : (
        <Control label="Start timer" color="green" onClick={start} icon={IconPlayerPlay} />
      )}
      <Control label="Stop timer and log time" color="red" onClick={stop} icon={IconPlayerStop} />
      <Control label="Reset timer" onClick={reset} icon={IconRefresh} />
      {timer && <TimerGoal goal={timer.goal} onAdd={addToGoal} onRemove={removeFromGoal} />}

      <TimeCompleteDialog
        opened={!locked && !!timer?.chiming && stopFlow.draft === null}
        timer={timer}
        clockOffsetMs={clockOffsetMs}
        onClose={stopChime}
        onLogTime={logTime}
        onAddMoreTime={addMoreTime}
      />
      <TimerPausedDialog opened={!locked && !!timer?.forcedPause} onAcknowledge={acknowledge} />
      {stopFlow.draft && (
        <TimeEntryDialog opened onClose={stopFlow.close} userId={targetId} fromTimer={stopFlow.draft} onSaved={stopFlow.saved} />
      )}
    </fieldset>
  );
}
