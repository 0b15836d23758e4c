// The built server's stack traces name the TypeScript sources without
// `--enable-source-maps`: a module bundled as `npm run build:server` bundles
// the server, run with plain node.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const fixture = path.resolve(import.meta.dirname, 'fixtures/throwing.ts');
const throwLine = fs
  .readFileSync(fixture, 'utf8')
  .split('\n')
  .findIndex((line) => line.includes("throw new RangeError('negative side')"));
let dir: string;
let bundle: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-traces-'));
  bundle = path.join(dir, 'main.js');
  await build({
    entryPoints: [fixture],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    outfile: bundle,
  });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (...flags: string[]) => execFileSync(process.execPath, [...flags, bundle], { encoding: 'utf8' });

describe('stack traces of the built server', () => {
  it('point at the TypeScript source, read from the map when the trace is formatted', () => {
    const stack = run();
    expect(stack).toMatch(/^RangeError: negative side\n/);
    expect(stack).toContain(`at area (${fixture}:${throwLine + 1}:`);
    expect(stack).not.toContain(`${bundle}:`);
  });

  it('are left to node under --enable-source-maps', () => {
    const stack = run('--enable-source-maps');
    expect(stack).toContain(`${fixture}:${throwLine + 1}:`);
  });
});
