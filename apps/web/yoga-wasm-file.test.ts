import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitYogaWasm, YOGA_WASM_MODULE } from './yoga-wasm-file';

// yoga-layout's package exports only its entry: its binaries folder sits beside the entry's folder.
const entry = createRequire(import.meta.url).resolve('yoga-layout');
const modulePath = join(dirname(entry), '..', 'binaries', 'yoga-wasm-base64-esm.js');
const code = readFileSync(modulePath, 'utf8');

describe('the PDF writer’s layout engine, built without a data: URL (issue 42, defect 21)', () => {
  it('finds the module it rewrites', () => {
    expect(YOGA_WASM_MODULE.test(modulePath)).toBe(true);
  });

  it('takes out a whole WebAssembly binary', async () => {
    const { wasm } = splitYogaWasm(code);
    expect(Array.from(wasm.slice(0, 4))).toEqual([0x00, 0x61, 0x73, 0x6d]);
    await expect(WebAssembly.compile(wasm)).resolves.toBeInstanceOf(WebAssembly.Module);
  });

  it('leaves the module fetching the file’s address, with no data: URL left', () => {
    const rewritten = splitYogaWasm(code).withUrl('"/assets/yoga-1.wasm"');
    expect(rewritten).not.toContain('data:application/octet-stream;base64,A');
    expect(rewritten).toContain('H="/assets/yoga-1.wasm";');
    expect(rewritten.length).toBeLessThan(code.length / 2);
  });

  it('stops the build when yoga-layout changes shape, rather than shipping the data: URL again', () => {
    expect(() => splitYogaWasm('export default 1;')).toThrow(/yoga-layout/);
  });
});
