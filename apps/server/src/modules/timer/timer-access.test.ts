import { TIMER_MESSAGES, newTimerState } from '@goodhours/domain';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { readTimer } from './store.js';
import { timerClients } from './timer-test-client.js';

let t: TestApp;
const clients = timerClients();

beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await clients.closeAll();
  await t.app.close();
});

async function connected(role: string) {
  const person = await signedIn(t, role);
  const client = await clients.connect(t.app, person.token);
  return { person, client };
}

describe("another person's timer", () => {
  it.each(['Volunteer', 'Manager', 'Core Team'])('is refused to a %s, and nothing changes', async (role) => {
    const { person: owner } = await connected('Volunteer');
    const { client } = await connected(role);
    client.send({ action: 'START_TIMER', userId: owner.id });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.othersTimer);
    client.send({ action: 'GET_TIMER', userId: owner.id });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.othersTimer);
    expect(await readTimer(t.ctx, owner.id)).toEqual(newTimerState());
  });

  it.each(['Administrator', 'Owner'])('can be used by an %s, and its owner sees the change', async (role) => {
    const { person: volunteer, client: own } = await connected('Volunteer');
    const { person: admin, client } = await connected(role);
    client.send({ action: 'START_TIMER', userId: volunteer.id });
    const started = await client.nextState();
    expect(started).toMatchObject({ started: true, paused: false });
    expect(await own.nextState()).toEqual(started);
    expect(client.received).toContainEqual(expect.objectContaining({ action: 'TIMER_STATE', userId: volunteer.id }));
    expect(await readTimer(t.ctx, admin.id)).toEqual(newTimerState());

    own.send({ action: 'PAUSE_TIMER' });
    expect((await client.nextState()).paused).toBe(true);
    expect(await client.getTimer()).toEqual(newTimerState());
  });

  it('is refused for someone who does not exist', async () => {
    const { client } = await connected('Administrator');
    client.send({ action: 'GET_TIMER', userId: randomUUID() });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.userNotFound);
  });
});
