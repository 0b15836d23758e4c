// `npm run dev`: the server with Vite's hot module replacement, restarted by
// tsx when server code changes, and the Relay compiler re-run when a client
// file changes (its own --watch mode needs Watchman, which we do not assume).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const compileRelay = () => spawnSync(bin('relay-compiler'), [], { cwd: root, stdio: 'inherit' });

spawnSync(bin('tsx'), ['server/cli/generate.ts'], { cwd: root, stdio: 'inherit' });
let timer: NodeJS.Timeout | undefined;
fs.watch(path.join(root, 'client'), { recursive: true }, (_event, file) => {
  if (!file || file.includes('__generated__') || !/\.(ts|tsx)$/.test(file)) return;
  clearTimeout(timer);
  timer = setTimeout(compileRelay, 200);
});

const server = spawn(
  bin('tsx'),
  ['watch', '--clear-screen=false', '--exclude', './client/**', 'server/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  },
);
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
