import { TIMER_MESSAGES, TIMER_MIN_LOG_MS, elapsedMs, isRunning, type TimerState } from '@goodhours/domain';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { newIdempotencyKey, type TimerCommand } from '../../api/timer-socket';
import type { TimerDraft } from '../time-entries';

/**
 * Stop (document 2 §4): under a minute is refused; otherwise the timer pauses and the time entry
 * form opens with the minutes worked. The idempotency key is made at Stop and kept until the
 * entry is saved, so submitting again (in the form, or after closing it and pressing Stop again
 * with the same minutes) cannot log the time twice. Once saved, STOP_TIMER ends this stretch.
 */
export function useTimerStop(args: { timer: TimerState | null; now: () => number; send: (command: TimerCommand) => void }) {
  const [draft, setDraft] = useState<TimerDraft | null>(null);
  const pending = useRef<TimerDraft | null>(null);

  const stop = () => {
    const { timer, send } = args;
    if (!timer) return;
    const elapsed = elapsedMs(timer, args.now());
    if (elapsed < TIMER_MIN_LOG_MS) {
      notifications.show({ color: 'red', message: TIMER_MESSAGES.needOneMinute });
      return;
    }
    if (isRunning(timer)) send({ action: 'PAUSE_TIMER' });
    const minutes = Math.floor(elapsed / 60_000);
    const next: TimerDraft = pending.current?.minutes === minutes ? pending.current : { minutes, idempotencyKey: newIdempotencyKey() };
    pending.current = next;
    setDraft(next);
  };

  const saved = () => {
    args.send({ action: 'STOP_TIMER' });
    pending.current = null;
    setDraft(null);
  };

  const close = () => setDraft(null);

  return { draft, stop, saved, close };
}
