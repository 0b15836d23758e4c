// The HTTP layer around GraphQL: health check, the browser app's history
// fallback, caching and security headers, and GraphQL over WebSocket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHttpServer, listen, type RunningServer } from '../../../server/http/server';
import { createTestApp, type TestApp } from '../../helpers/app';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ client: { indexHtml: async () => SHELL } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
});
afterAll(() => app.close());

describe('HTTP routes', () => {
  it('answers the health check', async () => {
    const response = await app.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('serves the app shell, uncached, for any page URL (history fallback)', async () => {
    for (const path of ['/', '/admin/posts', '/blog/some-post']) {
      const response = await app.app.request(path, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a browser asking again for a page it has with 304 and no body, until the page changes', async () => {
    const get = (ifNoneMatch?: string) =>
      app.app.request('/blog', {
        headers: { accept: 'text/html', ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
      });
    const first = await get();
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    const again = await get(tag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    // Another page (here: another shell) is sent whole.
    const changed = await createTestApp({ db: app.db, client: { indexHtml: async () => `${SHELL}\n` } });
    const fresh = await changed.app.request('/blog', {
      headers: { accept: 'text/html', 'if-none-match': tag },
    });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe(`${SHELL}\n`);
    // An unknown asset is no page: no tag.
    expect((await app.app.request('/assets/missing.js')).headers.get('etag')).toBeNull();
  });

  it('serves pages to clients that accept anything (crawlers, curl) or send no Accept', async () => {
    for (const headers of [{ accept: '*/*' }, {}] as Record<string, string>[]) {
      const response = await app.app.request('/blog/some-post', { headers });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
    }
  });

  it('does not answer a missing asset with the shell', async () => {
    for (const [path, accept] of [
      ['/assets/missing.js', '*/*'],
      ['/images/missing.png', 'image/avif,image/webp,*/*'],
      ['/styles/missing.css', 'text/css,*/*;q=0.1'],
      ['/blog/some-post', 'application/json'],
    ]) {
      const response = await app.app.request(path!, { headers: { accept: accept! } });
      expect(response.status, path).toBe(404);
    }
  });

  it('sends security headers', async () => {
    const response = await app.app.request('/healthz');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('has no GraphiQL outside development', async () => {
    const response = await app.app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toMatch(/graphiql/i);
  });
});

describe('the feed and the sitemap', () => {
  it.each(['/rss.xml', '/sitemap.xml'])(
    '%s answers a client that has it already with 304 and no body, until a post is published',
    async (path) => {
      const get = (ifNoneMatch?: string) =>
        app.app.request(path, {
          headers: { 'accept-encoding': 'gzip', ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
        });
      const first = await get();
      expect(first.status).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^W\/"[^"]+"$/);

      const again = await get(tag ?? '');
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe('public, max-age=300');
      expect(again.headers.get('etag')).toBe(tag);

      await app.prisma.blogPost.create({
        data: {
          title: `New in ${path}`,
          slug: `new-in-${path.replace(/\W/g, '')}`,
          content: '<p>News.</p>',
          isPublished: true,
          publishedAt: new Date(Date.now() - 60_000),
        },
      });
      const changed = await get(tag ?? '');
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(tag);
    },
  );
});

describe('GraphQL over WebSocket', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await listen(createHttpServer(), app, app.config, { port: 0, host: '127.0.0.1' });
  });
  afterAll(() => running.close());

  const viewerOver = (cookie?: string) =>
    new Promise<unknown>((resolve, reject) => {
      const client = createClient({
        url: `ws://127.0.0.1:${running.port}/graphql`,
        webSocketImpl: class extends WebSocket {
          constructor(url: string, protocols: string[]) {
            super(url, protocols, { headers: cookie ? { cookie } : {} });
          }
        },
        retryAttempts: 0,
      });
      client.subscribe(
        { query: '{ viewer { email } }' },
        { next: (value) => resolve(value), error: reject, complete: () => void client.dispose() },
      );
    });

  it('runs operations with the session of the upgrade request', async () => {
    expect(await viewerOver()).toEqual({ data: { viewer: null } });
    const cookie = await signIn(app, ADMIN);
    expect(await viewerOver(cookie)).toEqual({ data: { viewer: { email: ADMIN.email } } });
  });
});

describe('built files', () => {
  it("serves scripts but not their source maps, the build's manifest or its page template", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets/AdminApp-x1.js'), 'export {};');
    fs.writeFileSync(path.join(dist, 'assets/AdminApp-x1.js.map'), '{"sources":["secret.ts"]}');
    fs.writeFileSync(path.join(dist, 'robots.txt.map'), '{}');
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const built = await createTestApp({
      db: app.db,
      client: { indexHtml: async () => SHELL, staticRoot: dist },
    });
    try {
      expect((await built.app.request('/assets/AdminApp-x1.js')).status).toBe(200);
      for (const file of ['/assets/AdminApp-x1.js.map', '/robots.txt.map', '/.vite/manifest.json'])
        expect((await built.app.request(file)).status, file).toBe(404);
      // The template itself, asked for by name, is the home page's address.
      const template = await built.app.request('/index.html', { headers: { accept: 'text/html' } });
      expect(template.status).toBe(301);
      expect(template.headers.get('location')).toBe('/');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('are built with hidden source maps (no sourceMappingURL comment)', async () => {
    const { default: config } = await import('../../../vite.config');
    const resolved = typeof config === 'function' ? config({ command: 'build', mode: 'production' }) : config;
    expect((resolved as { build?: { sourcemap?: unknown } }).build?.sourcemap).toBe('hidden');
  });
});

describe('a page the server fails to render', () => {
  it('is sent as the plain shell with a 500, for the browser to render or explain', async () => {
    const failing = await createTestApp({
      db: app.db,
      client: {
        indexHtml: async () => SHELL,
        renderer: async () => ({
          render: async () => {
            throw new Error('render failed');
          },
        }),
      },
    });
    const response = await failing.app.request('/blog/some-post', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(SHELL);
  });
});
