import { TIMER_CLOSE_SESSION_ENDED } from '@goodhours/domain';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

async function openSocket(): Promise<FakeWebSocket> {
  renderHook(() => useTimerSocket({ signedInId: volunteer.userid, targetId: volunteer.userid, onEvent: () => undefined }));
  // The socket opens in a task of its own, after the commit that mounted the hook.
  expect(FakeWebSocket.instances).toHaveLength(0);
  await act(() => vi.waitFor(() => FakeWebSocket.latest()));
  const ws = FakeWebSocket.latest();
  act(() => ws.open());
  return ws;
}

describe('the timer socket of a signed-in tab', () => {
  it('signs the tab out when the server closes it because the session was revoked', async () => {
    const ws = await openSocket();
    act(() => ws.drop(TIMER_CLOSE_SESSION_ENDED));
    expect(getSessionState()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(readToken()).toBeNull();
  });

  it('stays signed in when the connection is only lost', async () => {
    const ws = await openSocket();
    act(() => ws.drop());
    expect(getSessionState().status).toBe('signedIn');
    expect(readToken()).not.toBeNull();
  });
});
