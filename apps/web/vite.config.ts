import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const API_ORIGIN = 'http://localhost:4500';

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

export default defineConfig({
  plugins: [react(), buildIdFile()],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/timer-service': { target: API_ORIGIN.replace('http', 'ws'), ws: true },
    },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and Mantine change rarely: their own chunks stay cached across deploys, and the
        // route chunks that share them do not each pull a copy.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    css: false,
    testTimeout: 15_000,
  },
});
