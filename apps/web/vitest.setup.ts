import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// A page's code is compiled on its first import in a test run (routes are lazy): on a busy
// machine the first `findBy` of a page took longer than testing-library's 1 s and failed.
// Every wait stops as soon as what it looks for appears; only a failing one waits longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Mantine components use.
/**
 * A width query (`min-width` / `max-width`, in px or em) answered for the window's width: a
 * desktop's 1280 px unless a test sets `window.innerWidth` (a phone: 390). Other queries: false.
 */
function matchesWidth(query: string): boolean {
  const width = /\((min|max)-width:\s*([\d.]+)(px|em)\)/.exec(query);
  if (!width) return false;
  const px = Number(width[2]) * (width[3] === 'em' ? 16 : 1);
  return width[1] === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
}
Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: 1280 });
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class NoopResizeObserver {
  observe(): void {
    // jsdom does no layout, so sizes never change.
  }
  unobserve(): void {
    // Nothing was observed.
  }
  disconnect(): void {
    // Nothing to release.
  }
}
window.ResizeObserver = NoopResizeObserver;
// Textarea's autosize listens for web fonts finishing loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

// The web project's files share their worker's globals (decision 052): each test leaves them as
// it found them. Spies go first: one set on a faked timer would otherwise put the fake back.
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.innerWidth = 1280;
});

/** The worker's own clock and scheduling, kept by the first file it runs. */
const SCHEDULING = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'Date'] as const;
type Scheduling = Pick<typeof globalThis, (typeof SCHEDULING)[number]>;
const real = ((globalThis as { __goodhoursRealScheduling?: Scheduling }).__goodhoursRealScheduling ??= Object.fromEntries(
  SCHEDULING.map((name) => [name, globalThis[name]]),
) as Scheduling);

// A file that leaves one replaced fails itself, instead of hanging whichever file runs next.
afterAll(() => {
  const replaced = SCHEDULING.filter((name) => globalThis[name] !== real[name]);
  if (replaced.length > 0) throw new Error(`This file left ${replaced.join(', ')} replaced: restore spies and fake timers in afterEach.`);
});
