import { readTimerServerMessage, TIMER_MESSAGES, TIMER_SERVICE_PATH, timerContracts, type TimerServerMessage } from '@goodhours/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestApp } from '../../test/harness.js';
import type { OthersResource, Person } from './attempt.js';

/**
 * A person's live timer. The socket is one route whose refusals are messages on it, not HTTP
 * answers: a second person asking to start or read the owner's timer is told no, and the owner's
 * timer is as it was.
 */

interface TimerSocket {
  /** Sends a message and answers the first reply after it that matches. */
  ask(message: object, match: (reply: TimerServerMessage) => boolean): Promise<TimerServerMessage>;
  close(): void;
}

const refusal = (reply: TimerServerMessage) => 'error' in reply;
const stateOf = (person: Person) => (reply: TimerServerMessage) =>
  'action' in reply && reply.action === 'TIMER_STATE' && reply.userId === person.id;
/** A state without the server's clock reading, to compare two reads. */
const timerIn = (reply: TimerServerMessage) => ('timer' in reply ? reply.timer : reply);

const listening = new WeakMap<FastifyInstance, Promise<string>>();
function socketUrl(app: FastifyInstance): Promise<string> {
  let url = listening.get(app);
  if (!url) {
    url = app.listen({ port: 0, host: '127.0.0.1' }).then((address) => address.replace('http', 'ws') + TIMER_SERVICE_PATH);
    listening.set(app, url);
  }
  return url;
}

async function openTimer(t: TestApp, person: Person): Promise<TimerSocket> {
  const ws = new WebSocket(await socketUrl(t.app), [person.token]);
  const inbox: TimerServerMessage[] = [];
  let wake = () => undefined as void;
  ws.on('message', (data: Buffer) => {
    const message = readTimerServerMessage(JSON.parse(data.toString()));
    if (message) inbox.push(message);
    wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (match: (reply: TimerServerMessage) => boolean) =>
    new Promise<TimerServerMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the timer service did not answer')), 3_000);
      wake = () => {
        for (let message = inbox.shift(); message; message = inbox.shift()) {
          if (!match(message)) continue;
          clearTimeout(timer);
          resolve(message);
          return;
        }
      };
      wake();
    });
  return {
    ask: (message, match) => {
      inbox.length = 0;
      ws.send(JSON.stringify(message));
      return next(match);
    },
    close: () => ws.close(),
  };
}

export const timerResources: OthersResource[] = [
  {
    route: timerContracts.socket,
    apart: 'the owner’s timer, asked for on the socket and refused with a message',
    check: async (t, owner, other) => {
      const own = await openTimer(t, owner);
      const theirs = await openTimer(t, other);
      try {
        const read = async () => timerIn(await own.ask({ action: 'GET_TIMER' }, stateOf(owner)));
        const before = await read();
        for (const action of ['START_TIMER', 'GET_TIMER']) {
          expect(await theirs.ask({ action, userId: owner.id }, refusal)).toEqual({ error: TIMER_MESSAGES.othersTimer });
        }
        expect(await read()).toEqual(before);
        // The owner starting it themself is seen by the same read.
        await own.ask({ action: 'START_TIMER' }, stateOf(owner));
        expect(await read()).not.toEqual(before);
      } finally {
        own.close();
        theirs.close();
      }
    },
  },
];
