import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../auth/token-storage';
import { request } from './client';
import { EARLY_MAX_AGE_MS, startEarlyRequests } from './early-requests';

function fakeFetch() {
  let n = 0;
  const fetch = vi.fn((path: string, _init?: RequestInit) => {
    n += 1;
    return Promise.resolve(new Response(JSON.stringify({ path, answer: n }), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('requests started by the boot script', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('answers the app from the early request, once, without asking the server again', async () => {
    const fetch = fakeFetch();
    saveToken('token-a');
    startEarlyRequests(['/api/session', '/api/dashboard/summarybar/u1'], 'token-a');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ headers: { Authorization: 'Bearer token-a' } });

    expect(await request('GET', '/api/dashboard/summarybar/u1')).toEqual({ path: '/api/dashboard/summarybar/u1', answer: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
    // A second read is a new question: it goes to the server.
    expect(await request('GET', '/api/dashboard/summarybar/u1')).toEqual({ path: '/api/dashboard/summarybar/u1', answer: 3 });
  });

  it('is not used for another address, another token, a write or an old answer', async () => {
    const fetch = fakeFetch();
    saveToken('token-b');
    startEarlyRequests(['/api/session'], 'token-a');
    await request('GET', '/api/session');
    expect(fetch).toHaveBeenCalledTimes(2); // signed in as someone else since: asked again

    saveToken('token-a');
    startEarlyRequests(['/api/weeklySummaries/u1'], 'token-a');
    await request('PUT', '/api/weeklySummaries/u1', { body: { summary: 'x' } });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(fetch.mock.calls[3]?.[1]).toMatchObject({ method: 'PUT' });

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    startEarlyRequests(['/api/session'], 'token-a');
    vi.setSystemTime(Date.now() + EARLY_MAX_AGE_MS + 1);
    await request('GET', '/api/session');
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('hands a failed early request to the client, which reports it like any other', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    saveToken('token-a');
    startEarlyRequests(['/api/session'], 'token-a');
    await expect(request('GET', '/api/session')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
