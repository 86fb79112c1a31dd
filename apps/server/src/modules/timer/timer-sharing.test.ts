import { newTimerState } from '@goodhours/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { timers } from '../../db/schema/index.js';
import { test } from '../../test/api.js';
import { signedIn } from '../../test/harness.js';
import { timerHubOf } from './routes.js';
import { readTimer } from './store.js';
import { timerClients } from './timer-test-client.js';

const MIN = 60_000;

const it = test
  // Takes the app so the clients close before it does.
  .extend('clients', { auto: true }, ({ t: _app }, { onCleanup }) => {
    const clients = timerClients();
    onCleanup(() => clients.closeAll());
    return clients;
  })
  .extend('extraApps', { auto: true }, ({ t: _app }, { onCleanup }) => {
    const apps: FastifyInstance[] = [];
    onCleanup(() => Promise.all(apps.map((a) => a.close())).then(() => undefined));
    return apps;
  })
  .extend(
    'open',
    ({ clients }) =>
      (app: FastifyInstance, token: string) =>
        clients.connect(app, token),
  )
  .extend('anotherInstance', ({ t, extraApps }) => async (): Promise<FastifyInstance> => {
    const app = await buildApp(t.ctx);
    extraApps.push(app);
    return app;
  });

describe('timer sharing between connections', () => {
  it('sends every change to each connection of the person, and to nobody else', async ({ t, open }) => {
    const me = await signedIn(t, 'Volunteer');
    const other = await signedIn(t, 'Volunteer');
    const first = await open(t.app, me.token);
    const second = await open(t.app, me.token);
    const stranger = await open(t.app, other.token);

    first.send({ action: 'START_TIMER' });
    const started = await first.nextState();
    expect(await second.nextState()).toEqual(started);
    second.send({ action: 'PAUSE_TIMER' });
    expect((await first.nextState()).paused).toBe(true);
    expect((await second.nextState()).paused).toBe(true);
    expect(await stranger.getTimer()).toEqual(newTimerState());
    expect(stranger.received.filter((m) => 'action' in m && m.action === 'TIMER_STATE')).toHaveLength(1);
  });

  it('pauses with forcedPause when the last connection closes while running, until acknowledged', async ({ t, open }) => {
    const me = await signedIn(t, 'Volunteer');
    const first = await open(t.app, me.token);
    const second = await open(t.app, me.token);
    first.send({ action: 'START_TIMER' });
    await first.nextState();
    t.clock.advance(5 * MIN);

    await first.close();
    await timerHubOf(t.app).settleDisconnects();
    expect(await readTimer(t.ctx, me.id)).toMatchObject({ paused: false, forcedPause: false });

    await second.close();
    await vi.waitFor(async () => {
      await timerHubOf(t.app).settleDisconnects();
      expect(await readTimer(t.ctx, me.id)).toMatchObject({ paused: true, forcedPause: true, time: 10 * MIN });
    });

    const back = await open(t.app, me.token);
    expect(await back.getTimer()).toMatchObject({ forcedPause: true, paused: true });
    back.send({ action: 'ACK_FORCED' });
    // (The forced pause's own notice may still be on its way to the new socket.)
    const acknowledged = await back.next((m) => 'timer' in m && !m.timer.forcedPause);
    expect(acknowledged).toMatchObject({ timer: { forcedPause: false, paused: true, time: 10 * MIN } });
  });

  it('does not pause a timer whose page came back within the grace, nor a paused one', async ({ t, open }) => {
    const me = await signedIn(t, 'Volunteer');
    const first = await open(t.app, me.token);
    first.send({ action: 'START_TIMER' });
    await first.nextState();
    await first.close();
    await open(t.app, me.token);
    await timerHubOf(t.app).settleDisconnects();
    expect(await readTimer(t.ctx, me.id)).toMatchObject({ paused: false, forcedPause: false });

    const other = await signedIn(t, 'Volunteer');
    const idle = await open(t.app, other.token);
    idle.send({ action: 'ADD_TO_GOAL', value: 15 * MIN });
    await idle.nextState();
    await idle.close();
    await timerHubOf(t.app).settleDisconnects();
    expect(await readTimer(t.ctx, other.id)).toMatchObject({ paused: false, forcedPause: false, started: false });
  });

  it('keeps an administrator present for their own timer while they drive someone else’s', async ({ t, open }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const client = await open(t.app, admin.token);
    client.send({ action: 'START_TIMER' });
    await client.nextState();
    client.send({ action: 'START_TIMER', userId: volunteer.id });
    expect((await client.nextState()).started).toBe(true);
    await timerHubOf(t.app).settleDisconnects();
    expect(await readTimer(t.ctx, admin.id)).toMatchObject({ paused: false, forcedPause: false });

    await client.close();
    await vi.waitFor(async () => {
      await timerHubOf(t.app).settleDisconnects();
      expect(await readTimer(t.ctx, admin.id)).toMatchObject({ paused: true, forcedPause: true });
      expect(await readTimer(t.ctx, volunteer.id)).toMatchObject({ paused: true, forcedPause: true });
    });
  });

  it('keeps a running timer through a server restart, counting the time it was down', async ({ t, open, anotherInstance }) => {
    const me = await signedIn(t, 'Volunteer');
    const before = await open(t.app, me.token);
    before.send({ action: 'SET_GOAL', value: 60 * MIN });
    await before.nextState();
    before.send({ action: 'START_TIMER' });
    const started = await before.nextState();
    await t.app.close();
    t.clock.advance(10 * MIN);

    const restarted = await anotherInstance();
    const after = await open(restarted, me.token);
    const state = await after.getTimer();
    expect(state).toEqual(started);
    expect(state).toMatchObject({ paused: false, forcedPause: false, startAt: started.startAt });
  });

  it('after a restart, pauses running timers nobody came back to', async ({ t, open, anotherInstance }) => {
    const me = await signedIn(t, 'Volunteer');
    const before = await open(t.app, me.token);
    before.send({ action: 'START_TIMER' });
    await before.nextState();
    await t.app.close();
    t.clock.advance(3 * MIN);

    const restarted = await anotherInstance();
    await restarted.ready();
    await timerHubOf(restarted).sweepUnwatched();
    expect(await readTimer(t.ctx, me.id)).toMatchObject({ paused: true, forcedPause: true, time: 12 * MIN });
  });

  it('arms the zero check of running timers at start-up', async ({ t, anotherInstance }) => {
    const me = await signedIn(t, 'Volunteer');
    await t.ctx.db.insert(timers).values({
      userId: me.id,
      time: MIN,
      startAt: new Date(t.clock.now().getTime() - 2 * MIN),
      goal: MIN,
      initialGoal: 15 * MIN,
      started: true,
    });
    const restarted = await anotherInstance();
    await restarted.ready();
    await vi.waitFor(async () => {
      expect(await readTimer(t.ctx, me.id)).toMatchObject({ time: 0, paused: true, chiming: true });
    });
  });

  it('reaches connections on every server instance and pauses only when the last one anywhere closes', async ({
    t,
    open,
    anotherInstance,
  }) => {
    const me = await signedIn(t, 'Volunteer');
    const second = await anotherInstance();
    const here = await open(t.app, me.token);
    const there = await open(second, me.token);

    here.send({ action: 'START_TIMER' });
    const started = await here.nextState();
    expect(await there.nextState()).toEqual(started);

    await here.close();
    await timerHubOf(t.app).settleDisconnects();
    expect(await readTimer(t.ctx, me.id)).toMatchObject({ paused: false, forcedPause: false });

    there.send({ action: 'PAUSE_TIMER' });
    expect((await there.nextState()).paused).toBe(true);
    there.send({ action: 'START_TIMER' });
    await there.nextState();
    await there.close();
    await vi.waitFor(async () => {
      await timerHubOf(second).settleDisconnects();
      expect(await readTimer(t.ctx, me.id)).toMatchObject({ paused: true, forcedPause: true });
    });
  });
});
