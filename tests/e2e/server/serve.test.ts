// `npm run serve` as README's operator runs it under a process manager: a
// SIGTERM sent to npm reaches the server, which shuts down gracefully
// instead of being left running without its parent. Needs `npm run build`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

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
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-serve-'));
    dirs.push(dir);
    const npm = spawn('npm', ['run', 'serve'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        S3_BUCKET: '',
        PORT: '0',
        DATA_DIR: path.join(dir, 'data'),
        MEDIA_DIR: path.join(dir, 'media'),
        SEED_DEMO_CONTENT: 'false',
        ADMIN_PASSWORD: 'a long enough password',
      },
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
