import { TIMER_CLOSE_SESSION_ENDED, TIMER_MESSAGES, TIMER_SERVICE_PATH, newTimerState } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { revokeUserSessions } from '../../auth/sessions.js';
import { allRoutes } from '../../http/register-routes.js';
import { test } from '../../test/api.js';
import { createUser, login, signedIn } from '../../test/harness.js';
import { finishDueTimers, readTimer } from './store.js';
import { timerClients, upgradeStatus } from './timer-test-client.js';

const MIN = 60_000;

const it = test
  // Takes the app so the clients close before it does.
  .extend('clients', { auto: true }, ({ t: _app }, { onCleanup }) => {
    const clients = timerClients();
    onCleanup(() => clients.closeAll());
    return clients;
  })
  .extend('connected', ({ t, clients }) => async (role = 'Volunteer') => {
    const me = await signedIn(t, role);
    const client = await clients.connect(t.app, me.token);
    return { me, client };
  })
  .extend(
    'now',
    ({ t }) =>
      () =>
        t.clock.now().getTime(),
  );

describe('/timer-service connection', () => {
  it('is registered with its contract', ({ t }) => {
    expect(allRoutes(t.app)).toContainEqual({ method: 'GET', url: TIMER_SERVICE_PATH, contract: true });
  });

  it('refuses a connection without a valid, live token', async ({ t }) => {
    expect(await upgradeStatus(t.app)).toBe(401);
    expect(await upgradeStatus(t.app, 'not-a-token')).toBe(401);
    const person = await createUser(t, 'Volunteer');
    const token = await login(t, person.email);
    await revokeUserSessions(t.ctx, t.ctx.db, person.id);
    expect(await upgradeStatus(t.app, token)).toBe(401);
    const fresh = await login(t, person.email);
    t.clock.advance(8 * 24 * 3600 * 1000);
    expect(await upgradeStatus(t.app, fresh)).toBe(401);
  });

  it('answers the heartbeat with pong, as text or as an action', async ({ connected }) => {
    const { client } = await connected();
    client.send('ping');
    expect(await client.next()).toEqual({ heartbeat: 'pong' });
    client.send({ action: 'ping' });
    expect(await client.next()).toEqual({ heartbeat: 'pong' });
  });

  // A revoked session's sockets close at once (timer-revocation.test.ts); an expired one's at its next message.
  it('ends the socket at the next message once the session has expired', async ({ t, connected }) => {
    const { me, client } = await connected();
    t.clock.advance(8 * 24 * 3600 * 1000);
    client.send({ action: 'START_TIMER' });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.sessionEnded);
    expect(await client.closed).toBe(TIMER_CLOSE_SESSION_ENDED);
    expect((await readTimer(t.ctx, me.id)).started).toBe(false);
  });

  it('answers a bad message with a refusal and keeps serving', async ({ connected }) => {
    const { client } = await connected();
    client.send('{not json');
    expect(await client.nextError()).toBe(TIMER_MESSAGES.invalidMessage);
    client.send({ action: 'DANCE' });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.invalidMessage);
    client.send({ action: 'START_CHIME', value: 'loud' });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.invalidMessage);
    client.send({ action: 'ADD_TO_GOAL', value: -5 });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.invalidMessage);
    client.send('x'.repeat(5000));
    expect(await client.nextError()).toBe(TIMER_MESSAGES.invalidMessage);
    expect(await client.getTimer()).toEqual(newTimerState());
  });
});

describe('timer actions', () => {
  it('gives a new person a fresh 15-minute timer', async ({ connected }) => {
    const { client } = await connected();
    expect(await client.getTimer()).toEqual(newTimerState());
  });

  it('starts, counts down from startAt, pauses and persists every change', async ({ t, connected, now }) => {
    const { me, client } = await connected();
    client.send({ action: 'START_TIMER' });
    expect(await client.nextState()).toMatchObject({ started: true, paused: false, startAt: now(), time: 15 * MIN });
    t.clock.advance(10 * MIN);
    client.send({ action: 'PAUSE_TIMER' });
    const paused = await client.nextState();
    expect(paused).toMatchObject({ started: true, paused: true, startAt: null, time: 5 * MIN, goal: 15 * MIN });
    expect(await readTimer(t.ctx, me.id)).toEqual(paused);
  });

  it('stop keeps the remaining time as the next goal, or the initial goal once it ran out', async ({ t, connected }) => {
    const { client } = await connected();
    client.send({ action: 'SET_GOAL', value: 60 * MIN });
    await client.nextState();
    client.send({ action: 'START_TIMER' });
    await client.nextState();
    t.clock.advance(20 * MIN);
    client.send({ action: 'STOP_TIMER' });
    expect(await client.nextState()).toEqual({ ...newTimerState(), goal: 40 * MIN, time: 40 * MIN });

    client.send({ action: 'START_TIMER' });
    await client.nextState();
    t.clock.advance(41 * MIN);
    client.send({ action: 'STOP_TIMER' });
    expect(await client.nextState()).toEqual(newTimerState());
  });

  it('clear resets the timer', async ({ connected }) => {
    const { client } = await connected();
    client.send({ action: 'ADD_TO_GOAL', value: 45 * MIN });
    expect((await client.nextState()).goal).toBe(60 * MIN);
    client.send({ action: 'START_TIMER' });
    await client.nextState();
    client.send({ action: 'CLEAR_TIMER' });
    expect(await client.nextState()).toEqual(newTimerState());
  });

  it('keeps the goal between 1 minute and 5 hours and says why when refused', async ({ t, connected }) => {
    const { me, client } = await connected();
    client.send({ action: 'SET_GOAL', value: 5 * 60 * MIN + 1 });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.goalTooHigh);
    client.send({ action: 'SET_GOAL', value: 30_000 });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.goalTooLow);
    client.send({ action: 'SET_GOAL', value: 5 * 60 * MIN });
    expect((await client.nextState()).goal).toBe(5 * 60 * MIN);
    client.send({ action: 'ADD_TO_GOAL', value: MIN });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.goalTooHigh);
    client.send({ action: 'REMOVE_FROM_GOAL', value: 5 * 60 * MIN - 30_000 });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.goalTooLow);
    client.send({ action: 'START_TIMER' });
    await client.nextState();
    t.clock.advance(4 * 60 * MIN);
    client.send({ action: 'REMOVE_FROM_GOAL', value: 60 * MIN });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.goalBelowWorked);
    client.send({ action: 'REMOVE_FROM_GOAL', value: 30 * MIN });
    expect(await client.nextState()).toMatchObject({ goal: 4.5 * 60 * MIN });
    expect((await readTimer(t.ctx, me.id)).goal).toBe(4.5 * 60 * MIN);
  });

  it('pauses and chimes at zero, refuses to start again, and starts after more time is added', async ({ t, connected, now }) => {
    const { me, client } = await connected();
    client.send({ action: 'SET_GOAL', value: MIN });
    await client.nextState();
    client.send({ action: 'START_TIMER' });
    await client.nextState();
    t.clock.advance(MIN);
    // What the zero check armed for this timer does when its instant comes.
    await finishDueTimers(t.ctx);
    expect(await client.nextState()).toMatchObject({ time: 0, paused: true, chiming: true, started: true });

    client.send({ action: 'START_TIMER' });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.noRemainingTime);
    client.send({ action: 'START_CHIME', value: false });
    expect((await client.nextState()).chiming).toBe(false);
    client.send({ action: 'ADD_TO_GOAL', value: 15 * MIN });
    expect(await client.nextState()).toMatchObject({ goal: 16 * MIN, time: 15 * MIN });
    client.send({ action: 'START_TIMER' });
    expect(await client.nextState()).toMatchObject({ paused: false, chiming: false, startAt: now() });
    expect((await readTimer(t.ctx, me.id)).started).toBe(true);
  });

  it('settles a timer that ran out before any other action', async ({ t, connected }) => {
    const { client } = await connected();
    client.send({ action: 'START_TIMER' });
    await client.nextState();
    t.clock.advance(20 * MIN);
    client.send({ action: 'PAUSE_TIMER' });
    expect(await client.nextState()).toMatchObject({ time: 0, paused: true, chiming: true });
  });
});
