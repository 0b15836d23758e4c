// `npm run serve` as README's operator runs it under a process manager: a
// SIGTERM sent to npm reaches the server, which shuts down gracefully
// instead of being left running without its parent; and a SIGTERM sent as
// soon as the server says it listens (a deploy giving up on a new instance)
// is a graceful shutdown too, not a kill. Needs `npm run build`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../../../server/paths';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder for a server's embedded database and media (removed after the file). */
function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-serve-'));
  dirs.push(dir);
  return dir;
}

/** The environment of a server of its own: embedded database and media in `dir`, no Redis or S3. */
function serverEnv(dir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    REDIS_URL: '',
    S3_BUCKET: '',
    PORT: '0',
    DATA_DIR: path.join(dir, 'data'),
    MEDIA_DIR: path.join(dir, 'media'),
    SEED_DEMO_CONTENT: 'false',
    ADMIN_PASSWORD: 'a long enough password',
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run serve', () => {
  it('passes SIGTERM on to the server, which shuts down cleanly', async () => {
    const dir = freshDir();
    const npm = spawn('npm', ['run', 'serve'], {
      env: serverEnv(dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const exited = once(npm, 'exit');
    await expect.poll(() => output, { timeout: 90_000, interval: 100 }).toMatch(/INFO Site on /);
    const serverPid = Number(fs.readFileSync(path.join(dir, 'data', 'app.lock'), 'utf8'));
    expect(serverPid).not.toBe(npm.pid);

    try {
      npm.kill('SIGTERM');
      await exited;
      await expect.poll(() => isAlive(serverPid), { timeout: 30_000, interval: 100 }).toBe(false);
    } finally {
      // A server left running by its parent is not left to the next test.
      if (isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
    expect(output).toContain('SIGTERM: shutting down');
    expect(output).toContain('Shut down cleanly');
  });
});

/** Loaded with --import: as the "Site on" line is written, says how many SIGTERM listeners there are. */
const PROBE = `data:text/javascript,const write=process.stdout.write.bind(process.stdout);process.stdout.write=(chunk,...rest)=>{if(String(chunk).includes('Site on'))process.stderr.write('SIGTERM listeners: '+process.listenerCount('SIGTERM')+'\\n');return write(chunk,...rest)}`;

describe('SIGTERM right after start', () => {
  it('finds the shutdown handler in place when the server announces itself, and shuts down cleanly', async () => {
    const server = spawn('node', ['--import', PROBE, fromRoot('dist', 'node', 'main.js')], {
      env: serverEnv(freshDir()),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = once(server, 'exit');
    const announced = new Promise<void>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (/INFO Site on /.test(output)) resolve();
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
    });
    await announced;
    server.kill('SIGTERM');
    const [code, signal] = await exited;
    expect(output).toMatch(/SIGTERM listeners: [1-9]/);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).toContain('Shut down cleanly');
  });
});
