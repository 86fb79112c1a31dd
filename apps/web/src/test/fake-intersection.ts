import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver whose answers the test gives, as the browser reports scrolling: the
 * returned function tells every element being watched that it is now near the screen or not.
 * (setup's afterEach takes it away.)
 */
export function fakeIntersection(): (near: boolean) => void {
  const observers: { report: (near: boolean) => void }[] = [];
  class Observer {
    private readonly watched: Element[] = [];
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      observers.push({
        report: (near) => {
          if (this.watched.length > 0) callback(this.watched.map(() => ({ isIntersecting: near })));
        },
      });
    }
    observe(element: Element) {
      this.watched.push(element);
    }
    disconnect() {
      this.watched.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return (near) => {
    act(() => observers.forEach((o) => o.report(near)));
  };
}
