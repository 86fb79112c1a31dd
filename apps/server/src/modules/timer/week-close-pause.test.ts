import { testHookContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { buildApp } from '../../app.js';
import { runWeekClosePause } from '../../jobs/week-close-pause.js';
import { api, test } from '../../test/api.js';
import { signedIn, testConfig } from '../../test/harness.js';
import { runWeekClose } from '../week-close/index.js';
import { readTimer } from './store.js';
import { timerClients } from './timer-test-client.js';

const MIN = 60_000;
/** Saturday 21 November 2026, 23:58 in Los Angeles (PST, UTC-8). */
const SATURDAY_2358 = '2026-11-22T07:58:00Z';

const it = test
  .extend('start', { now: '2026-11-22T07:00:00Z' })
  // Takes the app so the clients close before it does.
  .extend('clients', { auto: true }, ({ t: _app }, { onCleanup }) => {
    const clients = timerClients();
    onCleanup(() => clients.closeAll());
    return clients;
  })
  .extend('connected', ({ t, clients }) => async () => {
    const person = await signedIn(t, 'Volunteer');
    const client = await clients.connect(t.app, person.token);
    return { person, client };
  });

describe('the Saturday 23:58 Pacific pause', () => {
  it('pauses every running timer once per week and tells its connections', async ({ t, connected }) => {
    const { person: runner, client } = await connected();
    const { person: idle, client: idleClient } = await connected();
    client.send({ action: 'SET_GOAL', value: 120 * MIN });
    await client.nextState();
    client.send({ action: 'START_TIMER' });
    await client.nextState();
    idleClient.send({ action: 'START_TIMER' });
    await idleClient.nextState();
    idleClient.send({ action: 'PAUSE_TIMER' });
    const idleBefore = await idleClient.nextState();

    t.clock.set(SATURDAY_2358);
    expect(await runWeekClosePause(t.ctx)).toEqual({ ran: true, paused: [runner.id] });
    expect(await client.next()).toEqual({ action: 'WEEK_CLOSE_PAUSE', userId: runner.id });
    expect(await client.nextState()).toMatchObject({ paused: true, startAt: null, time: 62 * MIN, chiming: false });
    expect(await readTimer(t.ctx, idle.id)).toEqual(idleBefore);

    client.send({ action: 'START_TIMER' });
    await client.nextState();
    t.clock.advance(MIN);
    expect(await runWeekClosePause(t.ctx)).toEqual({ ran: false, paused: [] });
    expect((await readTimer(t.ctx, runner.id)).paused).toBe(false);
  });

  it('chimes a timer that had already run out', async ({ t, connected }) => {
    const { person, client } = await connected();
    client.send({ action: 'START_TIMER' });
    await client.nextState();
    t.clock.set(SATURDAY_2358);
    await runWeekClosePause(t.ctx);
    expect(await readTimer(t.ctx, person.id)).toMatchObject({ time: 0, paused: true, chiming: true });
  });

  it('can be run at a chosen instant through the test hook, which checks its input', async ({ t }) => {
    // The test hooks answer an Owner's session only.
    const owner = (await signedIn(t, 'Owner')).token;
    const app = await buildApp({ ...t.ctx, config: { ...testConfig, testHooks: true } });
    try {
      const ran = await api({ ...t, app }, owner).call(testHookContracts.weekClosePause, { body: { at: SATURDAY_2358 } });
      expect(ran.statusCode).toBe(200);
      expect(ran.json()).toEqual({ ran: true, paused: [] });
      const bad = await api({ ...t, app }, owner).call(testHookContracts.weekClosePause, { body: { at: 'Saturday' } });
      expect(bad.statusCode).toBe(422);
    } finally {
      await app.close();
    }
    const missing = await api(t, owner).call(testHookContracts.weekClosePause, { body: { at: SATURDAY_2358 } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the end of the weekly close', () => {
  it('tells every open tab that the week was closed', async ({ t, connected }) => {
    const { client } = await connected();
    const { client: other } = await connected();
    t.clock.set('2026-11-22T08:00:00Z'); // Sunday 00:00 Pacific
    await runWeekClose(t.ctx, '2026-11-15');
    expect(await client.next()).toEqual({ action: 'WEEK_CLOSED', weekStart: '2026-11-15' });
    expect(await other.next()).toEqual({ action: 'WEEK_CLOSED', weekStart: '2026-11-15' });
  });
});
