import { TIMER_CLOSE_SESSION_ENDED } from '@goodhours/domain';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSessionState } from '../../auth/session-store';
import { readToken } from '../../auth/token-storage';
import { mockApi } from '../../test/mock-api';
import { startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { FakeWebSocket, installFakeWebSocket } from './fake-web-socket';
import { useTimerSocket } from './use-timer-socket';

const volunteer = sessionUserFor('Volunteer');

beforeEach(async () => {
  installFakeWebSocket();
  mockApi({}, { user: volunteer });
  await startSessionAs(volunteer);
});

function openSocket(): FakeWebSocket {
  renderHook(() => useTimerSocket({ signedInId: volunteer.userid, targetId: volunteer.userid, onEvent: () => undefined }));
  const ws = FakeWebSocket.latest();
  act(() => ws.open());
  return ws;
}

describe('the timer socket of a signed-in tab', () => {
  it('signs the tab out when the server closes it because the session was revoked', () => {
    const ws = openSocket();
    act(() => ws.drop(TIMER_CLOSE_SESSION_ENDED));
    expect(getSessionState()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(readToken()).toBeNull();
  });

  it('stays signed in when the connection is only lost', () => {
    const ws = openSocket();
    act(() => ws.drop());
    expect(getSessionState().status).toBe('signedIn');
    expect(readToken()).not.toBeNull();
  });
});
