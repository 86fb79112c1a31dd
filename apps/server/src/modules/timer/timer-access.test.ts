import { TIMER_MESSAGES, newTimerState } from '@goodhours/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { test } from '../../test/api.js';
import { signedIn } from '../../test/harness.js';
import { readTimer } from './store.js';
import { timerClients } from './timer-test-client.js';

const it = test
  // Takes the app so the clients close before it does.
  .extend('clients', { auto: true }, ({ t: _app }, { onCleanup }) => {
    const clients = timerClients();
    onCleanup(() => clients.closeAll());
    return clients;
  })
  .extend('connected', ({ t, clients }) => async (role: string) => {
    const person = await signedIn(t, role);
    const client = await clients.connect(t.app, person.token);
    return { person, client };
  });

describe("another person's timer", () => {
  it.for(['Volunteer', 'Manager', 'Core Team'])('is refused to a %s, and nothing changes', async (role, { t, connected }) => {
    const { person: owner } = await connected('Volunteer');
    const { client } = await connected(role);
    client.send({ action: 'START_TIMER', userId: owner.id });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.othersTimer);
    client.send({ action: 'GET_TIMER', userId: owner.id });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.othersTimer);
    expect(await readTimer(t.ctx, owner.id)).toEqual(newTimerState());
  });

  it.for(['Administrator', 'Owner'])('can be used by an %s, and its owner sees the change', async (role, { t, connected }) => {
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

  it('is refused for someone who does not exist', async ({ connected }) => {
    const { client } = await connected('Administrator');
    client.send({ action: 'GET_TIMER', userId: randomUUID() });
    expect(await client.nextError()).toBe(TIMER_MESSAGES.userNotFound);
  });
});
