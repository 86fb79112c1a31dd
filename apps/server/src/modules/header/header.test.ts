import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { HEADER_MESSAGES as M, type HeaderNotification, type HoursBell, headerContracts } from '@goodhours/domain';
import { notifications } from '../../db/schema/index.js';
import { api, it, test } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';
import { logHours } from '../../test/fixtures.js';

// Friday 10:00 Pacific: 38 hours left in the week.
const onFriday = test.extend('start', { now: '2026-11-20T18:00:00Z' });

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('the Owner’s header message', () => {
  it('is set, read by everyone and deleted by the Owner; text or a real picture only', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const vera = await signedIn(t, 'Volunteer');
    expect((await api(t, vera.token).call(headerContracts.ownerMessage)).json()).toEqual({ ownerMessage: '', standardMessage: '' });
    await api(t, owner.token).call(headerContracts.saveOwnerMessage, { body: { newMessage: 'Welcome to Goodhours', isStandard: true } });
    await api(t, owner.token).call(headerContracts.saveOwnerMessage, { body: { newMessage: PNG } });
    expect((await api(t, vera.token).call(headerContracts.ownerMessage)).json()).toEqual({
      ownerMessage: PNG,
      standardMessage: 'Welcome to Goodhours',
    });
    const bad = await api(t, owner.token).call(headerContracts.saveOwnerMessage, {
      body: { newMessage: 'data:image/svg+xml;base64,PHN2Zz4=' },
    });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toBe(M.invalidImage);
    expect((await api(t, owner.token).call(headerContracts.deleteOwnerMessage)).json()).toEqual({
      ownerMessage: '',
      standardMessage: 'Welcome to Goodhours',
    });
  });

  it('refuses an Administrator and a visitor, and an empty message', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    expect((await api(t, admin.token).call(headerContracts.saveOwnerMessage, { body: { newMessage: 'Hi' } })).statusCode).toBe(403);
    expect((await api(t, admin.token).call(headerContracts.deleteOwnerMessage)).statusCode).toBe(403);
    expect((await api(t).call(headerContracts.ownerMessage)).statusCode).toBe(401);
    expect(errorOf(await api(t, owner.token).call(headerContracts.saveOwnerMessage, { body: { newMessage: '  ' } })).message).toBe(
      M.messageRequired,
    );
  });
});

describe('notifications', () => {
  it('shows a person their unread notifications, newest first, and only they mark one read', async ({ t }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    const maria = await createUser(t, 'Manager', { firstName: 'Maria', lastName: 'Delgado' });
    await t.ctx.db.insert(notifications).values([
      { userId: vera.id, message: 'Older', createdAt: new Date('2026-11-10T00:00:00Z') },
      { userId: vera.id, message: 'Newer', senderId: maria.id, isSystemGenerated: false, createdAt: new Date('2026-11-12T00:00:00Z') },
    ]);
    const list = await api(t, vera.token).call(headerContracts.unreadNotifications, { params: { userId: vera.id } });
    const [first, second] = list.json<HeaderNotification[]>();
    expect(first).toMatchObject({ message: 'Newer', sender: { firstName: 'Maria', lastName: 'Delgado' }, isSystemGenerated: false });
    expect(second).toMatchObject({ message: 'Older', sender: null });
    expect((await api(t, walt.token).call(headerContracts.unreadNotifications, { params: { userId: vera.id } })).statusCode).toBe(403);
    expect((await api(t, walt.token).call(headerContracts.markNotificationRead, { params: { id: first?.id ?? '' } })).statusCode).toBe(404);
    expect((await api(t, vera.token).call(headerContracts.markNotificationRead, { params: { id: first?.id ?? '' } })).statusCode).toBe(204);
    expect((await t.ctx.db.select().from(notifications).where(eq(notifications.isRead, true))).map((n) => n.message)).toEqual(['Newer']);
    expect((await api(t, vera.token).call(headerContracts.markNotificationRead, { params: { id: 'x' } })).statusCode).toBe(422);
  });
});

describe('the weekly hours bell', () => {
  onFriday('rings on Friday for a person under half their commitment, until dismissed for the week', async ({ t }) => {
    const vera = await signedIn(t, 'Volunteer');
    await logHours(t, vera.id, 4, { date: '2026-11-19' });
    const bell = () => api(t, vera.token).call(headerContracts.hoursBell, { params: { userId: vera.id } });
    expect((await bell()).json<HoursBell>()).toEqual({ show: true, tangibleHours: 4, committedHours: 10, hoursLeft: 38 });
    expect((await api(t, vera.token).call(headerContracts.dismissHoursBell, { params: { userId: vera.id } })).json<HoursBell>().show).toBe(
      false,
    );
    expect((await bell()).json<HoursBell>().show).toBe(false);
  });

  it('stays quiet with more than 48 hours left or half the hours logged; refuses another person’s', async ({ t }) => {
    // Wednesday: 86 hours left.
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    expect((await api(t, vera.token).call(headerContracts.hoursBell, { params: { userId: vera.id } })).json<HoursBell>().show).toBe(false);
    expect((await api(t, walt.token).call(headerContracts.hoursBell, { params: { userId: vera.id } })).statusCode).toBe(403);
    expect((await api(t).call(headerContracts.hoursBell, { params: { userId: vera.id } })).statusCode).toBe(401);
  });
});
