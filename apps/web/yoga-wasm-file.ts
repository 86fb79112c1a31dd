import type { Plugin } from 'vite';

/**
 * yoga-layout (the flexbox engine @react-pdf/renderer lays out a PDF with) ships its WebAssembly
 * only as base64 inside its JavaScript, and fetches it from that `data:` URL: the page's
 * Content-Security-Policy (connect-src 'self') refuses the fetch, and each PDF export logged two
 * errors before the library fell back to decoding the string (issue 42, defect 21). The build
 * writes those bytes as a file of its own and points the library at it: a same-origin fetch the
 * policy allows, compiled under its 'wasm-unsafe-eval', with no `data:` and no `'unsafe-eval'`.
 */

/** The module holding the base64 binary, as yoga-layout 3 ships it. */
export const YOGA_WASM_MODULE = /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/;

/**
 * Emscripten's start: the binary as a `data:` URL, then, for any other address, a lookup
 * relative to the script (`locateFile`). Both are replaced by the file's own address.
 */
const DATA_URL_AND_LOOKUP =
  /H="data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)";if\(!ua\(H\)\)\{var va=H;H=h\.locateFile\?h\.locateFile\(va,q\):q\+va\}/;

export interface SplitYoga {
  /** The WebAssembly binary. */
  wasm: Uint8Array<ArrayBuffer>;
  /** The module with the binary's address set to `urlExpression` (JavaScript giving a URL string). */
  withUrl: (urlExpression: string) => string;
}

/** Takes the binary out of yoga-layout's module; throws when the module is not the shape known here. */
export function splitYogaWasm(code: string): SplitYoga {
  const match = DATA_URL_AND_LOOKUP.exec(code);
  const base64 = match?.[1];
  if (!match || !base64) throw new Error('yoga-layout: its WebAssembly is no longer where this build looks for it (yoga-wasm-file.ts)');
  const wasm = new Uint8Array(Buffer.from(base64, 'base64'));
  return {
    wasm,
    withUrl: (urlExpression) => code.slice(0, match.index) + `H=${urlExpression};` + code.slice(match.index + match[0].length),
  };
}

/** The build plugin: emits `assets/yoga-<hash>.wasm` and makes yoga-layout fetch it. */
export function yogaWasmFile(): Plugin {
  return {
    name: 'goodhours-yoga-wasm-file',
    apply: 'build',
    transform: {
      filter: { id: YOGA_WASM_MODULE },
      handler(code) {
        const { wasm, withUrl } = splitYogaWasm(code);
        const ref = this.emitFile({ type: 'asset', name: 'yoga.wasm', source: wasm });
        return { code: withUrl(`import.meta.ROLLUP_FILE_URL_${ref}`), map: null };
      },
    },
  };
}
