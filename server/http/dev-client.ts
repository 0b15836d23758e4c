// Development only: Vite in middleware mode on our own HTTP server, so the
// browser app gets hot module replacement on the same origin as /graphql.
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { ClientAssets } from './client';
import type { RenderModule } from './ssr';

export async function createDevClient(server: Server) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
  });
  const indexPath = path.resolve(vite.config.root, 'index.html');
  const assets: ClientAssets = {
    indexHtml: async (url) =>
      vite.transformIndexHtml(new URL(url).pathname, await fs.readFile(indexPath, 'utf8')),
    // Loaded per request, so an edit shows on the next reload.
    renderer: () => vite.ssrLoadModule('/entry-server.tsx') as Promise<RenderModule>,
  };
  return { assets, middleware: vite.middlewares, vite };
}
