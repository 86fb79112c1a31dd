import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HEADER_MESSAGES as M, type HeaderNotification, type HoursBell } from '@goodhours/domain';
import { notifications } from '../../db/schema/index.js';
import { auth, createUser, errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { logHours } from '../../test/fixtures.js';

let t: TestApp;
afterEach(async () => {
  await t.app.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('the Owner’s header message', () => {
  it('is set, read by everyone and deleted by the Owner; text or a real picture only', async () => {
    t = await startTestApp();
    const owner = await signedIn(t, 'Owner');
    const vera = await signedIn(t, 'Volunteer');
    expect((await call('GET', '/api/ownerMessage', vera.token)).json()).toEqual({ ownerMessage: '', standardMessage: '' });
    await call('PUT', '/api/ownerMessage', owner.token, { newMessage: 'Welcome to Goodhours', isStandard: true });
    await call('PUT', '/api/ownerMessage', owner.token, { newMessage: PNG });
    expect((await call('GET', '/api/ownerMessage', vera.token)).json()).toEqual({
      ownerMessage: PNG,
      standardMessage: 'Welcome to Goodhours',
    });
    const bad = await call('PUT', '/api/ownerMessage', owner.token, { newMessage: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toBe(M.invalidImage);
    expect((await call('DELETE', '/api/ownerMessage', owner.token)).json()).toEqual({
      ownerMessage: '',
      standardMessage: 'Welcome to Goodhours',
    });
  });

  it('refuses an Administrator and a visitor, and an empty message', async () => {
    t = await startTestApp();
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    expect((await call('PUT', '/api/ownerMessage', admin.token, { newMessage: 'Hi' })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/ownerMessage', admin.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/ownerMessage')).statusCode).toBe(401);
    expect(errorOf(await call('PUT', '/api/ownerMessage', owner.token, { newMessage: '  ' })).message).toBe(M.messageRequired);
  });
});

describe('notifications', () => {
  it('shows a person their unread notifications, newest first, and only they mark one read', async () => {
    t = await startTestApp();
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    const maria = await createUser(t, 'Manager', { firstName: 'Maria', lastName: 'Delgado' });
    await t.ctx.db.insert(notifications).values([
      { userId: vera.id, message: 'Older', createdAt: new Date('2026-11-10T00:00:00Z') },
      { userId: vera.id, message: 'Newer', senderId: maria.id, isSystemGenerated: false, createdAt: new Date('2026-11-12T00:00:00Z') },
    ]);
    const list = await call('GET', `/api/notification/unread/user/${vera.id}`, vera.token);
    const [first, second] = list.json<HeaderNotification[]>();
    expect(first).toMatchObject({ message: 'Newer', sender: { firstName: 'Maria', lastName: 'Delgado' }, isSystemGenerated: false });
    expect(second).toMatchObject({ message: 'Older', sender: null });
    expect((await call('GET', `/api/notification/unread/user/${vera.id}`, walt.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/notification/markRead/${first?.id ?? ''}`, walt.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/notification/markRead/${first?.id ?? ''}`, vera.token)).statusCode).toBe(204);
    expect((await t.ctx.db.select().from(notifications).where(eq(notifications.isRead, true))).map((n) => n.message)).toEqual(['Newer']);
    expect((await call('POST', '/api/notification/markRead/x', vera.token)).statusCode).toBe(422);
  });
});

describe('the weekly hours bell', () => {
  it('rings on Friday for a person under half their commitment, until dismissed for the week', async () => {
    t = await startTestApp('2026-11-20T18:00:00Z'); // Friday 10:00 Pacific: 38 hours left
    const vera = await signedIn(t, 'Volunteer');
    await logHours(t, vera.id, 4, { date: '2026-11-19' });
    const bell = () => call('GET', `/api/dashboard/hoursbell/${vera.id}`, vera.token);
    expect((await bell()).json<HoursBell>()).toEqual({ show: true, tangibleHours: 4, committedHours: 10, hoursLeft: 38 });
    expect((await call('POST', `/api/dashboard/hoursbell/${vera.id}/seen`, vera.token)).json<HoursBell>().show).toBe(false);
    expect((await bell()).json<HoursBell>().show).toBe(false);
  });

  it('stays quiet with more than 48 hours left or half the hours logged; refuses another person’s', async () => {
    t = await startTestApp(); // Wednesday: 86 hours left
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    expect((await call('GET', `/api/dashboard/hoursbell/${vera.id}`, vera.token)).json<HoursBell>().show).toBe(false);
    expect((await call('GET', `/api/dashboard/hoursbell/${vera.id}`, walt.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/dashboard/hoursbell/${vera.id}`)).statusCode).toBe(401);
  });
});
