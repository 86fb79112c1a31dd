import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { startSessionAs } from '../test/render';
import { fakeToken, sessionUserFor } from '../test/users';
import { getSessionState } from './session-store';
import { TOKEN_KEY, readToken, saveToken } from './token-storage';

const volunteer = sessionUserFor('Volunteer');

describe('session start-up', () => {
  it('restores the user behind a saved token from /api/session', async () => {
    const calls = mockApi({}, { user: volunteer });
    await startSessionAs(volunteer);

    const state = getSessionState();
    expect(state.status === 'signedIn' && state.user.email).toBe(volunteer.email);
    expect(calls.find((c) => c.path === '/api/session')?.authorization).toMatch(/^Bearer /);
  });

  it('logs out instead of restoring a token that expires within two days', async () => {
    const calls = mockApi({ 'POST /api/logout': { status: 204 } }, { user: volunteer });
    saveToken(fakeToken(172_800 - 60));
    await startSessionAs();

    expect(getSessionState().status).toBe('signedOut');
    expect(readToken()).toBeNull();
    expect(calls.some((c) => c.path === '/api/session')).toBe(false);
  });

  it('restores a token with just over two days left', async () => {
    mockApi({}, { user: volunteer });
    saveToken(fakeToken(172_800 + 600));
    await startSessionAs();

    expect(getSessionState().status).toBe('signedIn');
  });

  it('trades a token with less than five days left for a fresh one', async () => {
    const fresh = fakeToken(7 * 24 * 3600);
    const calls = mockApi({ [`GET /api/refreshToken/${volunteer.userid}`]: { body: { token: fresh } } }, { user: volunteer });
    saveToken(fakeToken(3 * 24 * 3600));
    await startSessionAs();

    await vi.waitFor(() => {
      expect(readToken()).toBe(fresh);
    });
    expect(calls.filter((c) => c.path.startsWith('/api/refreshToken/'))).toHaveLength(1);
  });

  it('keeps a token with more than five days left as it is', async () => {
    const calls = mockApi({}, { user: volunteer });
    const token = fakeToken(6 * 24 * 3600);
    saveToken(token);
    await startSessionAs();

    expect(getSessionState().status).toBe('signedIn');
    expect(readToken()).toBe(token);
    expect(calls.some((c) => c.path.startsWith('/api/refreshToken/'))).toBe(false);
  });

  it('ends the session when the server no longer accepts the token', async () => {
    mockApi({ 'GET /api/session': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } } });
    saveToken(fakeToken());
    await startSessionAs();

    expect(getSessionState().status).toBe('signedOut');
    expect(readToken()).toBeNull();
  });

  it('follows a logout made in another tab', async () => {
    mockApi({}, { user: volunteer });
    await startSessionAs(volunteer);

    localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: null, storageArea: localStorage }));

    expect(getSessionState().status).toBe('signedOut');
  });

  it('follows a login made in another tab', async () => {
    mockApi({}, { user: volunteer });
    await startSessionAs();
    expect(getSessionState().status).toBe('signedOut');

    const token = fakeToken();
    localStorage.setItem(TOKEN_KEY, token);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: token, storageArea: localStorage }));

    await expect.poll(() => getSessionState().status).toBe('signedIn');
  });
});
