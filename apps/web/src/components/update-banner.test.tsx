import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../App';
import { UPDATE_CHECK_INTERVAL_MS, UpdateBanner } from './update-banner';

function serveBuildIds(ids: string[]) {
  const seen: RequestInit[] = [];
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      seen.push(init);
      const id = ids[Math.min(i++, ids.length - 1)] ?? '';
      return Promise.resolve(new Response(id, { status: 200, headers: { 'content-type': 'text/plain' } }));
    }),
  );
  return seen;
}

function renderBanner() {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })} env="test">
      <UpdateBanner />
    </AppProviders>,
  );
}

describe('update banner', () => {
  it('offers a reload once the server has a different build than the one loaded', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const requests = serveBuildIds(['build-a', 'build-a', 'build-b']);
    renderBanner();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    });
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    });
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(requests.every((init) => init.cache === 'no-store')).toBe(true);
  });

  it('stays hidden when the check fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderBanner();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    });
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
