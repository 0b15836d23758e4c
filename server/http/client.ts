// Serves the browser app: hashed assets with long-lived caching, and the
// HTML shell for every other GET that asks for a page (history fallback).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

export type ClientAssets = {
  /** The HTML shell for a URL (in development, transformed by Vite). */
  indexHtml(url: string): Promise<string>;
  /** Folder of built static files; absent in development, where Vite serves them. */
  staticRoot?: string;
};

export const DIST_CLIENT = path.resolve(import.meta.dirname ?? '.', '../../dist/client');

export async function productionAssets(distDir = DIST_CLIENT): Promise<ClientAssets> {
  const indexPath = path.join(distDir, 'index.html');
  const html = await fs.readFile(indexPath, 'utf8').catch(() => {
    throw new Error(`The client is not built (${indexPath} is missing). Run \`npm run build\` first.`);
  });
  return { indexHtml: async () => html, staticRoot: distDir };
}

export function registerClientRoutes(app: Hono<{ Bindings: HttpBindings }>, assets: ClientAssets): void {
  if (assets.staticRoot) {
    const root = path.relative(process.cwd(), assets.staticRoot) || '.';
    app.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use(
      '*',
      serveStatic({
        root,
        // index.html is served below, by the fallback, so it is never cached stale.
        rewriteRequestPath: (requestPath) => (requestPath === '/' ? '/__none__' : requestPath),
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    );
  }
  app.get('*', async (c) => {
    // Only page requests get the shell; a missing script or image is a plain 404.
    if (!(c.req.header('accept') ?? '').includes('text/html')) return c.notFound();
    const html = await assets.indexHtml(c.req.url);
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
