import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { INITIAL_SNAPSHOT, TimerSocket, type TimerCommand, type TimerSnapshot, type TimerSocketEvent } from '../../api/timer-socket';
import { endSession, getSessionState } from '../../auth/session-store';
import { readToken } from '../../auth/token-storage';

/** The server ended the socket's session: this tab is signed out, as after a 401 from the API. */
function signOut(): void {
  if (getSessionState().status !== 'signedOut') endSession('expired');
}

/**
 * This tab's connection to a timer: one's own, or (for an Owner or Administrator) another
 * person's. A new user or target opens a new socket; unmounting closes it.
 */
export function useTimerSocket(args: { signedInId: string; targetId: string; onEvent: (event: TimerSocketEvent) => void }): {
  snapshot: TimerSnapshot;
  send: (command: TimerCommand) => void;
} {
  const { signedInId, targetId } = args;
  const socket = useMemo(
    () => new TimerSocket({ getToken: readToken, onSessionEnded: signOut, ...(targetId !== signedInId ? { userId: targetId } : {}) }),
    [signedInId, targetId],
  );
  const snapshot = useSyncExternalStore(socket.subscribe, socket.getSnapshot, () => INITIAL_SNAPSHOT);

  const onEvent = useRef(args.onEvent);
  useEffect(() => {
    onEvent.current = args.onEvent;
  });

  useEffect(() => {
    const off = socket.onEvent((event) => onEvent.current(event));
    // Opening a socket takes a few milliseconds: in a task of its own, not inside the commit that
    // draws the header while the page opens.
    const starting = setTimeout(() => socket.start(), 0);
    return () => {
      clearTimeout(starting);
      off();
      socket.stop();
    };
  }, [socket]);

  const send = useCallback((command: TimerCommand) => socket.send(command), [socket]);
  return { snapshot, send };
}
