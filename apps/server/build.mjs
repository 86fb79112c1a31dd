// Bundles the server into dist/main.js and the operator's tool into dist/goodhours.js; npm
// dependencies stay external, the shared domain package (TypeScript source) is bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@goodhours/'));

await build({
  entryPoints: { main: 'src/main.ts', goodhours: 'src/cli/goodhours.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
