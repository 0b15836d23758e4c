// What an operator sees when the server cannot start: one clear line that
// names the variable or the cause, an exit code of 1, and no stack trace.
// Each case runs the server as `npm run serve` does (node with the script's
// flags, read from package.json, on the bundle that `npm run build:server`
// makes, built here from the sources once for the file), and stops before it
// listens. The cases are independent processes, so
// they run concurrently.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db';

const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-startup-'));
  dirs.push(dir);
  return dir;
};

// The bundle sits inside the project (so its packages and project root resolve as
// dist/node/main.js's do), in a folder of this file's own, and is built with
// build:server's own arguments: a stale dist/ is never what is tested.
let bundle: string;
/** The node flags of the `serve` script, which runs build:server's bundle. */
let nodeFlags: string[];
beforeAll(async () => {
  fs.mkdirSync('node_modules/.cache', { recursive: true });
  const bundleDir = fs.mkdtempSync(path.resolve('node_modules/.cache/startup-test-'));
  dirs.push(bundleDir);
  bundle = path.join(bundleDir, 'main.js');
  const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
  const [, ...args] = (scripts['build:server'] ?? '').split(' ');
  const outfile = args.find((arg) => arg.startsWith('--outfile='))?.slice('--outfile='.length);
  const serve = (scripts.serve ?? '').split(/\s+/);
  const start = serve.indexOf('node') + 1;
  const end = outfile === undefined ? -1 : serve.indexOf(outfile, start);
  if (start === 0 || end < 0)
    throw new Error(`The serve script (${scripts.serve}) does not run node on build:server's ${outfile}`);
  nodeFlags = serve.slice(start, end);
  await run(path.resolve('node_modules/.bin/esbuild'), [
    ...args.filter((arg) => !arg.startsWith('--outfile=')),
    `--outfile=${bundle}`,
  ]);
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the server with `env` over a clean environment; resolves with how it failed. */
async function failedStart(env: Record<string, string>) {
  const outcome = await run(process.execPath, [...nodeFlags, bundle], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', MEDIA_DIR: tempDir(), ...env },
  }).then(
    () => ({ code: 0, stderr: '', stdout: '' }),
    (error: { code: number; stderr: string; stdout: string }) => ({
      code: error.code,
      stderr: error.stderr,
      stdout: error.stdout,
    }),
  );
  return outcome;
}

/** Every line the process wrote (stdout and stderr), each parsed as the one JSON event it must be. */
function jsonEvents({ stdout, stderr }: { stdout: string; stderr: string }) {
  const lines = `${stdout}\n${stderr}`.split('\n').filter((line) => line.trim() !== '');
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  return lines.map((line) => JSON.parse(line) as { level: string; message: string });
}

/** A port something else listens on, while `use` runs. */
async function withPortTaken<T>(use: (port: number) => Promise<T>): Promise<T> {
  const other = net.createServer();
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    return await use((other.address() as net.AddressInfo).port);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
}

const STACK_FRAME = /^\s+at /m;

describe.concurrent('a server that cannot start', { timeout: 120_000 }, () => {
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

describe.concurrent('a server that cannot start, with LOG_FORMAT=json', { timeout: 120_000 }, () => {
  it('says what to fix in one JSON event', async () => {
    const outcome = await failedStart({ LOG_FORMAT: 'json', ADMIN_PASSWORD: 'short' });
    expect(outcome.code).toBe(1);
    const events = jsonEvents(outcome);
    expect(events).toEqual([
      expect.objectContaining({
        level: 'error',
        message: expect.stringContaining('ADMIN_PASSWORD: must be at least'),
      }),
    ]);
    expect(outcome.stderr).not.toContain('short');
  });

  it('names DATABASE_URL in a JSON event when PostgreSQL cannot be reached', async () => {
    const outcome = await failedStart({
      LOG_FORMAT: 'json',
      DATABASE_URL: 'postgres://app:HiddenPassw0rd@127.0.0.1:1/lab',
    });
    expect(outcome.code).toBe(1);
    const failure = jsonEvents(outcome).find((event) => event.level === 'error');
    expect(failure?.message).toContain("Can't reach database server at 127.0.0.1:1");
    expect(outcome.stderr).not.toContain('HiddenPassw0rd');
  });

  it("writes the AWS SDK's warning about the Node version as JSON too", async () => {
    const outcome = await failedStart({
      LOG_FORMAT: 'json',
      DATA_DIR: tempDir(),
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'AKIAOPERATOR',
      S3_SECRET_ACCESS_KEY: 'HiddenS3Secret',
    });
    expect(outcome.code).toBe(1);
    const events = jsonEvents(outcome);
    // The SDK warns on Node before 22 (this machine's 20); a newer Node has nothing to warn of.
    if (Number(process.versions.node.split('.')[0]) < 22) {
      expect(events).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          message: expect.stringContaining('NodeVersionSupportWarning'),
        }),
      );
    }
    expect(events.at(-1)).toMatchObject({
      level: 'error',
      message: expect.stringContaining("Cannot use the S3 bucket 'media'"),
    });
  });

  it('says the port is in use, as JSON', async () => {
    const outcome = await withPortTaken((port) =>
      failedStart({ LOG_FORMAT: 'json', DATA_DIR: tempDir(), HOST: '127.0.0.1', PORT: String(port) }),
    );
    expect(outcome.code).toBe(1);
    expect(jsonEvents(outcome).at(-1)).toMatchObject({
      level: 'error',
      message: expect.stringMatching(/^Port \d+ on 127\.0\.0\.1 is in use by another process/),
    });
  });
});

describe.concurrent('a port in use', { timeout: 120_000 }, () => {
  it('is one plain line naming PORT, without a stack trace', async () => {
    const { code, stderr } = await withPortTaken((port) =>
      failedStart({ DATA_DIR: tempDir(), HOST: '127.0.0.1', PORT: String(port) }),
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /Port \d+ on 127\.0\.0\.1 is in use by another process \(stop it, or set PORT or HOST\)/,
    );
    expect(stderr).not.toMatch(STACK_FRAME);
  });
});
