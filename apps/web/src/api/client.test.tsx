import { MESSAGES } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionState } from '../auth/session-store';
import { readToken } from '../auth/token-storage';
import { mockApi, refusal } from '../test/mock-api';
import { renderApp, startSessionAs } from '../test/render';
import { sessionUserFor } from '../test/users';
import { ApiError, request } from './client';

const owner = sessionUserFor('Owner');

describe('API client', () => {
  it('turns an error body into an ApiError with its code, message and fields', async () => {
    mockApi({ 'POST /api/roles': refusal(409, 'CONFLICT', MESSAGES.roleNameTaken, { fields: { roleName: MESSAGES.roleNameTaken } }) });

    const error = await request('POST', '/api/roles', { body: { roleName: 'Owner', permissions: [] } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: MESSAGES.roleNameTaken,
      fields: { roleName: MESSAGES.roleNameTaken },
    });
  });

  it("shows 'Unexpected error' and the offline text where a page fails on a 5xx", async () => {
    mockApi({ 'GET /api/roles': { status: 503, body: undefined } }, { user: owner });
    await startSessionAs(owner);
    renderApp('/permissionsmanagement');

    // The page's code is loaded on first use: run alone, its first transform outlasts the 1 s default.
    expect(await screen.findByText(MESSAGES.unexpectedError, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.serverOffline)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reload' }).length).toBeGreaterThan(0);
  });

  it('treats an unreachable server like a 5xx', async () => {
    mockApi({}, { user: owner });
    await startSessionAs(owner);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/permissionsmanagement');

    expect(await screen.findByText(MESSAGES.unexpectedError, {}, { timeout: 5000 })).toBeInTheDocument();
    expect((await screen.findAllByText(MESSAGES.serverOffline)).length).toBeGreaterThan(0);
  });

  it('ends the local session and goes to /login on a 401 of an authenticated call', async () => {
    mockApi({ 'GET /api/roles': refusal(401, 'UNAUTHENTICATED', MESSAGES.sessionEnded) }, { user: owner });
    await startSessionAs(owner);
    const { router } = renderApp('/permissionsmanagement');

    expect(await screen.findByRole('heading', { name: 'Please Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readToken()).toBeNull();
    expect(getSessionState().status).toBe('signedOut');
  });
});
