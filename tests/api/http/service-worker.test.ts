// /sw.js: served fresh with a script type, precaching the public build and
// leaving GraphQL, admin pages and analytics to the network.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEVER_CACHED } from '../../../server/http/serviceWorker';
import { createTestApp, type TestApp } from '../../helpers/app';

let app: TestApp;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-sw-'));
  fs.mkdirSync(path.join(root, 'assets'));
  for (const file of [
    'index-abc.js',
    'index-abc.js.map',
    'HomePage-def.js',
    'AdminApp-123.js',
    'index-abc.css',
  ]) {
    fs.writeFileSync(path.join(root, 'assets', file), '');
  }
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  app = await createTestApp({
    client: { indexHtml: async () => '<!doctype html><div id="root"></div>', staticRoot: root },
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('/sw.js', () => {
  it('is a script that is never served from an HTTP cache', async () => {
    const response = await app.app.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('service-worker-allowed')).toBeNull();
  });

  it('precaches the shell and public assets, not admin code or source maps', async () => {
    const source = await (await app.app.request('/sw.js')).text();
    const precache = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(source)![1]!);
    expect(precache).toEqual([
      '/',
      '/app-shell',
      '/favicon.svg',
      '/assets/HomePage-def.js',
      '/assets/index-abc.css',
      '/assets/index-abc.js',
    ]);
    expect(source).toMatch(/const CACHE = 'lab-[0-9a-f]{12}'/);
  });

  it('serves the plain shell, without a rendered page, as the offline fallback', async () => {
    const response = await app.app.request('/app-shell');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toMatch(/<div id="root"><\/div>/);
  });

  it.each([
    ['/graphql', true],
    ['/graphql?x=1', true],
    ['/admin', true],
    ['/admin/outbox', true],
    ['/api/page-views', true],
    ['/sw.js', true],
    ['/', false],
    ['/blog/some-post', false],
    ['/administration', false],
    ['/assets/index-abc.js', false],
  ])('leaves %s to the network: %s', (pathname, never) => {
    expect(NEVER_CACHED.test(pathname)).toBe(never);
  });
});
