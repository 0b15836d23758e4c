// What an operator sees when a CLI command meets a configuration error: the
// same as the server (startup.test.ts), one line naming the variable, exit
// code 1, no stack trace, whichever command it is.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Runs a CLI command over a clean environment plus `env`; resolves with how it failed. */
async function failedCommand(script: string, args: string[], env: Record<string, string>) {
  return run(path.resolve('node_modules/.bin/tsx'), [`server/cli/${script}`, ...args], {
    env: { PATH: process.env.PATH, ...env },
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

const STACK_FRAME = /^\s+at /m;

describe('a CLI command with a configuration error', { timeout: 120_000 }, () => {
  it.each([
    ['db-migrate.ts', []],
    ['admin-unlock.ts', ['--email', 'someone@test.example']],
    ['search-reindex.ts', []],
  ])('%s names a malformed DATABASE_URL in one line', async (script, args) => {
    const { code, stderr } = await failedCommand(script, args, { DATABASE_URL: 'notaurl' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Invalid environment:\n  DATABASE_URL: must be a postgres:// or postgresql:// URL',
    );
    expect(stderr).not.toMatch(STACK_FRAME);
  });

  it('search:reindex names a malformed MEILISEARCH_URL in one line', async () => {
    const { code, stderr } = await failedCommand('search-reindex.ts', [], { MEILISEARCH_URL: 'notaurl' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid environment:\n  MEILISEARCH_URL: Invalid URL');
    expect(stderr).not.toMatch(STACK_FRAME);
  });
});
