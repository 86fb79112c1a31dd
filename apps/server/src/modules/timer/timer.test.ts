import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await t.app.ready();
});
afterEach(async () => {
  await t.app.close();
});

describe('/timer-service', () => {
  it('answers a signed-in user’s heartbeat with pong', async () => {
    const me = await signedIn(t, 'Volunteer');
    const ws = await t.app.injectWS('/timer-service', { headers: { 'sec-websocket-protocol': me.token } });
    const reply = new Promise<string>((resolve) => ws.once('message', (data: Buffer) => resolve(data.toString())));
    ws.send('ping');
    expect(JSON.parse(await reply)).toEqual({ heartbeat: 'pong' });
    ws.terminate();
  });

  it('refuses a connection without a valid token', async () => {
    await expect(t.app.injectWS('/timer-service', { headers: { 'sec-websocket-protocol': 'not-a-token' } })).rejects.toThrow();
    await expect(t.app.injectWS('/timer-service')).rejects.toThrow();
  });
});
