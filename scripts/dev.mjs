// `npm run dev`: the server with reload (tsx watch) and the Vite dev server, which proxies
// /api and /timer-service to it.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit', cwd: root }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: new URL('../apps/web/', import.meta.url).pathname }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
