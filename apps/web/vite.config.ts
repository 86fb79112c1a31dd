import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import { chunkGroups } from './chunk-groups';
import { SIGNED_IN_FILES_META, signedInFiles } from './signed-in-files';
import { yogaWasmFile } from './yoga-wasm-file';

const API_ORIGIN = 'http://localhost:4500';

/**
 * React Router 7 exports only its development build (remix-run/react-router#14102): warnings and
 * checks in every production page. The build takes the production build it ships beside it.
 */
const routerProductionBuild = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Writes `hash.txt` (an id of this build, taken from the emitted file names, which carry content
 * hashes) next to index.html. The running app polls it to offer a reload after a deploy.
 */
function buildIdFile(): Plugin {
  return {
    name: 'goodhours-build-id',
    apply: 'build',
    generateBundle(_options, bundle) {
      const names = Object.keys(bundle).sort().join('\n');
      const id = createHash('sha256').update(names).digest('hex').slice(0, 20);
      this.emitFile({ type: 'asset', fileName: 'hash.txt', source: `${id}\n` });
    },
  };
}

/**
 * Files worth compressing: text, and the PDF writer's WebAssembly (source maps are left out: only
 * a debugger asks for them).
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|wasm)$/;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside each text file of the build over
 * 1 KB, kept only when smaller: the server sends them as they are (apps/server/src/static.ts),
 * so the best ratios cost nothing per request (decisions 022, 049).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'goodhours-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const body = await readFile(path);
          if (body.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}

const BOOT_ENTRY = 'src/boot/early.ts';

/**
 * The boot script (src/boot/early.ts) is its own entry, put in the page ahead of the app as an
 * async module: it starts the first API calls while the app's code is still arriving. Vite
 * would merge a second script of index.html into the app's entry, so it is added here instead.
 * With it goes a `<meta>` naming the signed-in page's files, which the boot script preloads when a
 * session is stored (decision 034).
 */
function bootScript(): Plugin {
  return {
    name: 'goodhours-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        let src = `/${BOOT_ENTRY}`;
        let files: string[] = [];
        if (ctx.bundle) {
          const chunk = Object.values(ctx.bundle).find(
            (c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.isEntry && !!c.facadeModuleId?.endsWith(BOOT_ENTRY),
          );
          if (!chunk) throw new Error(`the build has no chunk for ${BOOT_ENTRY}`);
          // A file that only imports another (a top-level await elsewhere made the build wrap every
          // chunk so) costs the boot script a round trip before it starts.
          if (Object.keys(chunk.modules).length === 0) throw new Error(`${BOOT_ENTRY} was built as a file that only imports another`);
          src = `/${chunk.fileName}`;
          files = signedInFiles(ctx.bundle);
        }
        return [
          { tag: 'meta', attrs: { name: SIGNED_IN_FILES_META, content: files.join(' ') }, injectTo: 'head-prepend' },
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), buildIdFile(), bootScript(), yogaWasmFile(), precompress()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProductionBuild }] } : {},
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/timer-service': { target: API_ORIGIN.replace('http', 'ws'), ws: true },
    },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      input: { index: join(import.meta.dirname, 'index.html'), boot: join(import.meta.dirname, BOOT_ENTRY) },
      // A feature's index.ts only re-exports (lint keeps other features to it): reading it must not
      // pull the rest of that feature into the importer's chunk.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }] },
      output: {
        // Few files for a signed-in page, a small /login (decision 026).
        codeSplitting: { groups: chunkGroups(join(import.meta.dirname, 'src')) },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Which files, and how many at a time: the projects of the root's vitest.config.ts.
    css: false,
    testTimeout: 15_000,
  },
}));
