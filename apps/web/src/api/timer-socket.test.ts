import { TIMER_CLOSE_SESSION_ENDED } from '@goodhours/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '../features/timer/fake-web-socket';
import { TimerSocket } from './timer-socket';

const MIN = 60_000;
let socket: TimerSocket;

beforeEach(() => {
  vi.useFakeTimers();
  installFakeWebSocket();
  socket = new TimerSocket({ getToken: () => 'the-token', url: 'ws://app.test/timer-service' });
  socket.start();
});
afterEach(() => socket.stop());

describe('the timer socket', () => {
  it('authenticates with the token as its protocol and asks for the timer on open', () => {
    const ws = FakeWebSocket.latest();
    expect(ws.url).toBe('ws://app.test/timer-service');
    expect(ws.protocols).toEqual(['the-token']);
    expect(socket.getSnapshot().connection).toBe('connecting');
    ws.open();
    expect(socket.getSnapshot().connection).toBe('open');
    expect(ws.actions()).toEqual(['GET_TIMER']);
    ws.sendState({ started: true, startAt: Date.now() - MIN, time: 15 * MIN }, 'me', Date.now() + 2_000);
    expect(socket.getSnapshot().timer).toMatchObject({ started: true, time: 15 * MIN });
    expect(socket.getSnapshot().clockOffsetMs).toBe(2_000);
  });

  it('reconnects by itself with doubling waits and resynchronises each time', () => {
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    expect(socket.getSnapshot().connection).toBe('closed');
    for (const wait of [1_000, 2_000, 4_000, 8_000]) {
      const before = FakeWebSocket.instances.length;
      vi.advanceTimersByTime(wait - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
      FakeWebSocket.latest().drop();
    }
    vi.advanceTimersByTime(16_000);
    const ws = FakeWebSocket.latest();
    ws.open();
    expect(ws.actions()).toEqual(['GET_TIMER']);
    ws.drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.latest()).toBe(ws);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.latest()).not.toBe(ws);
  });

  it('sends what was asked while away once it is back, before reading the timer again', () => {
    FakeWebSocket.latest().drop();
    socket.send({ action: 'STOP_TIMER' });
    vi.advanceTimersByTime(1_000);
    const ws = FakeWebSocket.latest();
    ws.open();
    expect(ws.actions()).toEqual(['STOP_TIMER', 'GET_TIMER']);
  });

  it('sends a heartbeat every 60 s and treats more than 3 unanswered as a forced pause', () => {
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.sendState({ started: true, startAt: Date.now(), time: 60 * MIN, goal: 60 * MIN });
    vi.advanceTimersByTime(60_000);
    expect(ws.actions()).toEqual(['GET_TIMER', 'ping']);
    ws.receive({ heartbeat: 'pong' });
    vi.advanceTimersByTime(4 * 60_000);
    expect(ws.actions().filter((a) => a === 'ping')).toHaveLength(5);
    expect(ws.readyState).toBe(FakeWebSocket.OPEN);
    vi.advanceTimersByTime(60_000);
    expect(ws.readyState).toBe(FakeWebSocket.CLOSED);
    expect(socket.getSnapshot().timer).toMatchObject({ paused: true, forcedPause: true, time: 54 * MIN });
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.latest()).not.toBe(ws);
  });

  it('stops reconnecting once the server says the session ended', () => {
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(TIMER_CLOSE_SESSION_ENDED);
    expect(socket.getSnapshot()).toMatchObject({ connection: 'closed', sessionEnded: true });
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('tries again at once when the session ended but a newer token was saved meanwhile', () => {
    socket.stop();
    let token = 'old';
    socket = new TimerSocket({ getToken: () => token, url: 'ws://x' });
    socket.start();
    FakeWebSocket.latest().open();
    token = 'refreshed';
    FakeWebSocket.latest().drop(TIMER_CLOSE_SESSION_ENDED);
    expect(socket.getSnapshot().sessionEnded).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.latest().protocols).toEqual(['refreshed']);
  });

  it('adds the person when driving another person’s timer, and ignores other timers', () => {
    socket.stop();
    socket = new TimerSocket({ getToken: () => 't', userId: 'someone', url: 'ws://x' });
    socket.start();
    const ws = FakeWebSocket.latest();
    ws.open();
    socket.send({ action: 'START_TIMER' });
    expect(ws.messages()).toEqual([
      { action: 'GET_TIMER', userId: 'someone' },
      { action: 'START_TIMER', userId: 'someone' },
    ]);
    ws.sendState({ started: true }, 'me');
    expect(socket.getSnapshot().timer).toBeNull();
    ws.sendState({ started: true }, 'someone');
    expect(socket.getSnapshot().timer?.started).toBe(true);
  });

  it('passes on the end of a weekly close, whichever timer it watches', () => {
    const events: unknown[] = [];
    socket.onEvent((event) => events.push(event));
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive({ action: 'WEEK_CLOSED', weekStart: '2026-11-15' });
    expect(events).toEqual([{ type: 'weekClosed', weekStart: '2026-11-15' }]);
  });

  it('stays uninstantiated without a token', () => {
    socket.stop();
    const before = FakeWebSocket.instances.length;
    socket = new TimerSocket({ getToken: () => null });
    socket.start();
    expect(socket.getSnapshot().connection).toBe('uninstantiated');
    expect(FakeWebSocket.instances).toHaveLength(before);
  });
});
