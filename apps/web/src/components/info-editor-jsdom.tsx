import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom does no layout, and its ranges have no boxes; ProseMirror asks for them after every
 * keystroke (to scroll the selection into view). For tests that type into the info editor.
 */
export function withEditorLayoutStubs(): void {
  const box = () => document.createElement('div');
  beforeAll(() => {
    Object.defineProperty(Range.prototype, 'getClientRects', { configurable: true, value: () => box().getClientRects() });
    Object.defineProperty(Range.prototype, 'getBoundingClientRect', {
      configurable: true,
      value: () => box().getBoundingClientRect(),
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(Range.prototype, 'getClientRects');
    Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect');
  });
}
