// Response compression: complete bodies (pages, GraphQL answers, built files)
// are gzipped whole off the main thread; small ones, clients that do not take
// gzip and streamed downloads are handled as before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../../server/http/compression';
import { createTestApp, type TestApp } from '../../helpers/app';

/** A page well over the 1 KB below which nothing is compressed. */
const SHELL = `<!doctype html><html><body><div id="root">${'<p>Put AI to work.</p>'.repeat(200)}</div></body></html>`;
let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'assets/app-x1.js'),
    `export const text = ${JSON.stringify('x'.repeat(4000))};`,
  );
  fs.writeFileSync(path.join(dist, 'assets/tiny-x1.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'assets/huge-x1.svg'), `<svg>${'<g/>'.repeat(1_300_000)}</svg>`);
  app = await createTestApp({ client: { indexHtml: async () => SHELL, staticRoot: dist } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.app.request(url, { headers: { accept: 'text/html', ...headers } });

describe('response compression', () => {
  it('gzips a page whole for a client that takes gzip, with its compressed length', async () => {
    const response = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SHELL.length / 10);
    expect(gunzipSync(body).toString()).toBe(SHELL);
    // The headers the page was sent with are kept.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gzips built scripts and a GraphQL answer too', async () => {
    const script = await get('/assets/app-x1.js', { 'accept-encoding': 'gzip' });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await script.arrayBuffer())).toString()).toContain('xxxx');

    const query = `{ ${Array.from({ length: 150 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const graphql = await app.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query }),
    });
    expect(graphql.headers.get('content-encoding')).toBe('gzip');
    const answer = JSON.parse(gunzipSync(Buffer.from(await graphql.arrayBuffer())).toString());
    expect(answer.data.a149).toBe('Query');
  });

  it('streams a body over 4 MB through compression instead of holding it whole', async () => {
    const response = await get('/assets/huge-x1.svg', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // Streamed: sent in chunks, without a length known up front.
    expect(response.headers.get('content-length')).toBeNull();
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).length).toBe(5 + 4 * 1_300_000 + 6);
  });

  it('sends the body as it is to a client that does not take gzip', async () => {
    for (const encoding of [undefined, 'identity', 'gzip;q=0, br']) {
      const response = await get('/', encoding ? { 'accept-encoding': encoding } : {});
      expect(response.headers.get('content-encoding'), encoding).toBeNull();
      expect(response.headers.get('vary'), encoding).toMatch(/Accept-Encoding/);
      expect(await response.text(), encoding).toBe(SHELL);
    }
  });

  it('does not compress a small body, nor a HEAD request', async () => {
    const tiny = await get('/assets/tiny-x1.js', { 'accept-encoding': 'gzip' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};');
    expect(tiny.headers.get('content-length')).toBe('10');
    const head = await app.app.request('/assets/app-x1.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['GZIP', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
    ['br', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
