// What an operator sees when the server cannot start: one clear line that
// names the variable or the cause, an exit code of 1, and no stack trace.
// Each case runs server/main.ts as `npm run serve` would, and stops before
// it listens.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db';

const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-startup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the server with `env` over a clean environment; resolves with how it failed. */
async function failedStart(env: Record<string, string>) {
  const outcome = await run(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', MEDIA_DIR: tempDir(), ...env },
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
  return outcome;
}

const STACK_FRAME = /^\s+at /m;

describe('a server that cannot start', { timeout: 120_000 }, () => {
  it('names a malformed DATABASE_URL', async () => {
    const { code, stderr } = await failedStart({ DATABASE_URL: 'notaurl' });
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(stderr).not.toMatch(STACK_FRAME);
  });

  it('names DATABASE_URL when PostgreSQL cannot be reached, without its password', async () => {
    const { code, stderr } = await failedStart({
      DATABASE_URL: 'postgres://app:HiddenPassw0rd@127.0.0.1:1/lab',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL');
    expect(stderr).toContain("Can't reach database server at 127.0.0.1:1");
    expect(stderr).not.toContain('HiddenPassw0rd');
    expect(stderr).not.toMatch(STACK_FRAME);
  });

  it('says the embedded database is in use by another process', async () => {
    const dataDir = tempDir();
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { code, stderr } = await failedStart({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toContain(`The embedded database in ${dataDir} is in use by process ${process.pid}.`);
      expect(stderr).not.toMatch(STACK_FRAME);
    } finally {
      await db.close();
    }
  });

  it('names S3_ENDPOINT when the bucket cannot be reached, without the secret key', async () => {
    const { code, stderr } = await failedStart({
      DATA_DIR: tempDir(),
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'AKIAOPERATOR',
      S3_SECRET_ACCESS_KEY: 'HiddenS3Secret',
    });
    expect(code).toBe(1);
    expect(stderr).toContain("Cannot use the S3 bucket 'media' at S3_ENDPOINT (http://127.0.0.1:1)");
    expect(stderr).not.toContain('HiddenS3Secret');
    expect(stderr).not.toMatch(STACK_FRAME);
  });

  it('names an admin password that is too short', async () => {
    const { code, stderr } = await failedStart({ ADMIN_PASSWORD: 'short' });
    expect(code).toBe(1);
    expect(stderr).toContain('ADMIN_PASSWORD: must be at least 8 characters');
    expect(stderr).not.toContain('short');
    expect(stderr).not.toMatch(STACK_FRAME);
  });
});
