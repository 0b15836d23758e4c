// Serves the browser app: hashed assets with long-lived caching, and for
// every other GET that asks for a page, the HTML shell: server-rendered for
// public pages (with their status: an unknown URL is a 404, a failed render a
// 500), plain for admin pages (history fallback; an unknown admin URL is a 404).
// Pages are sent with no-cache and a weak ETag of their bytes: a browser
// asking again (Back, a reload, the service worker's network-first fetch)
// gets 304 and no body while the page is as it was.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { etag } from 'hono/etag';
import { CONTACT_FORM_MAX_BYTES } from '../../domain/conversion';
import { CONTACT_PAGE } from '../../domain/shared/messages';
import { paths } from '../../domain/shared/paths';
import type { Logger } from '../log';
import { ClientNotBuiltError } from '../operator-errors';
import { fromRoot } from '../paths';
import {
  type Execute,
  fillShell,
  isServerRendered,
  modulePreloads,
  type RenderModule,
  renderPage,
} from './ssr';
import type { ContactFormState } from './ssr-contract';

export const APP_SHELL_PATH = '/app-shell';

export type ClientAssets = {
  /** The HTML shell for a URL (in development, transformed by Vite). */
  indexHtml(url: string): Promise<string>;
  /** Folder of built static files; absent in development, where Vite serves them. */
  staticRoot?: string;
  /** The server renderer (client/entry-server.tsx); without it every page gets the plain shell. */
  renderer?(): Promise<RenderModule>;
  /**
   * The scripts the named screens need beyond the entry's, as URL paths, for
   * the page to announce with <link rel="modulepreload"> (absent in
   * development).
   */
  screenScripts?(screens: readonly string[]): string[];
  /**
   * Island pages (client/islands.tsx; absent in development, where every
   * page loads the app): their shell, which starts the islands entry in
   * place of the app, and the scripts of the named islands.
   */
  islands?: { shell: string; scripts(names: readonly string[]): string[] };
};

/** The build's record of its chunks (Vite's `build.manifest`), as much as is read here. */
type ViteManifest = Record<
  string,
  {
    file: string;
    name?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
>;

/** The manifest's keys of the app's entry (index.html names it) and of the island pages' (client/islands.tsx). */
const APP_ENTRY = 'index.html';
const ISLANDS_ENTRY = 'islands.tsx';

/** What a build's pages announce with <link rel="modulepreload">, as URL paths. */
export type BuildScripts = {
  /**
   * Every page's: the chunks the entry imports lazily to start the app
   * (client/main.tsx's stages, one framework per task), and what they import.
   */
  boot: string[];
  /** The named screens' chunks and what they import, beyond the entry's and the boot's. */
  screens(names: readonly string[]): string[];
  /**
   * The islands entry's script and what it imports, with the named islands'
   * chunks (a dynamic import's chunk is named after its module), for an
   * island page; null when the build has no islands entry.
   */
  islands: { entry: string; scripts(names: readonly string[]): string[] } | null;
};

/**
 * Reads from the manifest which chunks the app needs to start and which each
 * lazily loaded screen needs: a screen's module id (screenModule('HomePage',
 * () => import('./HomePage'))) is the name of the chunk Vite builds for it.
 * The entry's own chunks are in index.html already. A name two chunks share is
 * left out: its screen still loads, only later.
 */
export function buildScriptsFrom(manifest: ViteManifest): BuildScripts {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const url = (key: string) => `/${manifest[key]!.file}`;
  // What the entry loads (index.html names it), then the boot stages on top.
  const started = closure(APP_ENTRY, new Set());
  const boot: string[] = [];
  for (const stage of manifest[APP_ENTRY]?.dynamicImports ?? [])
    for (const key of closure(stage, new Set()))
      if (!started.has(key)) {
        started.add(key);
        boot.push(url(key));
      }
  // Each screen's scripts, worked out once here rather than on every page.
  const byName = new Map<string, string[] | null>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.name || started.has(key)) continue;
    const scripts = [...closure(key, new Set())].filter((own) => !started.has(own)).map(url);
    byName.set(chunk.name, byName.has(chunk.name) ? null : scripts);
  }
  // An island page: the islands entry, React's DOM runtime (its first stage)
  // and the page's islands, nothing of the app's.
  const islandsEntry = manifest[ISLANDS_ENTRY];
  const islandScripts = (names: readonly string[]) => {
    const keys = closure(ISLANDS_ENTRY, new Set());
    for (const key of islandsEntry?.dynamicImports ?? []) {
      const chunk = manifest[key];
      // A framework's (a package's) or one of the page's islands.
      if (key.includes('node_modules/') || (chunk?.name && names.includes(chunk.name))) closure(key, keys);
    }
    return [...keys].map(url);
  };
  return {
    boot,
    screens: (names) => [...new Set(names.flatMap((screen) => byName.get(screen) ?? []))],
    islands: islandsEntry ? { entry: url(ISLANDS_ENTRY), scripts: islandScripts } : null,
  };
}

/**
 * An island page's shell: the app's, with the islands entry in place of the
 * app's script, and none of the app's chunks announced (the page's islands'
 * are, by the page).
 */
function islandPages(
  html: string,
  manifest: ViteManifest,
  islands: NonNullable<BuildScripts['islands']>,
): ClientAssets['islands'] {
  const appEntry = `/${manifest[APP_ENTRY]?.file}`;
  if (!html.includes(`src="${appEntry}"`)) return undefined;
  const shell = html
    .replace(`src="${appEntry}"`, () => `src="${islands.entry}"`)
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  return { shell, scripts: islands.scripts };
}

export const DIST_CLIENT = fromRoot('dist', 'client');
export const DIST_SERVER = fromRoot('dist', 'server');

export async function productionAssets(
  distDir = DIST_CLIENT,
  serverDir = DIST_SERVER,
): Promise<ClientAssets> {
  const indexPath = path.join(distDir, 'index.html');
  const html = await fs.readFile(indexPath, 'utf8').catch(() => {
    throw new ClientNotBuiltError(
      `The client is not built (${indexPath} is missing). Run \`npm run build\` first.`,
    );
  });
  const entryPath = path.join(serverDir, 'entry-server.js');
  await fs.access(entryPath).catch(() => {
    throw new ClientNotBuiltError(
      `The server renderer is not built (${entryPath} is missing). Run \`npm run build\` first.`,
    );
  });
  const renderer = import(entryPath) as Promise<RenderModule>;
  const manifest = await fs
    .readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as ViteManifest)
    .catch(() => null);
  const scripts = manifest ? buildScriptsFrom(manifest) : null;
  // Every page, rendered or plain, starts the app with the boot stages: the
  // browser fetches them while it parses the page instead of one after another.
  const shell = scripts ? html.replace('</head>', () => `${modulePreloads(scripts.boot)}</head>`) : html;
  const islands = scripts?.islands && manifest ? islandPages(html, manifest, scripts.islands) : undefined;
  return {
    indexHtml: async () => shell,
    staticRoot: distDir,
    ...(islands ? { islands } : {}),
    renderer: () => renderer,
    ...(scripts ? { screenScripts: scripts.screens } : {}),
  };
}

export type PageDeps = {
  origin: string;
  /** The company's inbox, offered on public pages when a form cannot be loaded. */
  contactEmail: string;
  execute: Execute;
  log: Logger;
  /** POST /contact: the contact page's plain form, for a browser without JavaScript. */
  contactForm?: ContactFormHandler;
};

/**
 * What POST /contact (the contact form without JavaScript) does with a form:
 * 'sent', or the form to show again with its values and messages.
 */
export type ContactFormHandler = (
  request: Request,
  form: Record<string, string>,
  socketAddress: string | null,
) => Promise<{ sent: true } | { refused: string } | { status: 400 | 429; form: ContactFormState }>;

export function registerClientRoutes(
  app: Hono<{ Bindings: HttpBindings }>,
  assets: ClientAssets,
  deps: PageDeps,
): void {
  if (assets.staticRoot) {
    const root = path.relative(process.cwd(), assets.staticRoot) || '.';
    // Source maps are built for error reporting, not for visitors: they would
    // publish the source of every chunk, the admin's included. The build's
    // manifest (.vite/) is for the server too.
    // The build's index.html is the template pages are rendered into: asked
    // for by name (an old bookmark, a host's health check), it would be an
    // empty page cached for an hour, naming scripts the next deploy removes.
    app.use('*', async (c, next) => {
      if (c.req.path === '/index.html') return c.redirect('/', 301);
      return c.req.path.endsWith('.map') || c.req.path.startsWith('/.vite/') ? c.notFound() : next();
    });
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
  /** The server-rendered page at `url` (with the contact form as a POST left it), or the plain shell. */
  const servePage = async (
    c: Context,
    url: URL,
    shell: string,
    contactForm?: ContactFormState,
    status?: number,
  ) => {
    if (!assets.renderer) return c.html(shell, (status ?? 200) as 200);
    // /contact's plain form (JavaScript off) posts the key it was rendered with: posted twice
    // (a double click), it is stored once. Random, so no one else can know or guess it.
    const contactFormKey = url.pathname === paths.contact ? randomUUID() : undefined;
    const page = await renderPage(await assets.renderer(), {
      url,
      islands: Boolean(assets.islands),
      origin: deps.origin,
      contactEmail: deps.contactEmail,
      ...(contactForm ? { contactForm } : {}),
      ...(contactFormKey ? { contactFormKey } : {}),
      cookie: c.req.header('cookie') ?? null,
      execute: deps.execute,
      log: deps.log,
    });
    // The render failed: the browser renders the page (or says what went wrong).
    if (!page) return c.html(shell, 500);
    // A former address of a renamed post or course.
    if (page.status === 301 && page.location?.startsWith('/')) return c.redirect(page.location, 301);
    // A page that depends on who asks (an admin previewing a draft) is private, as is a form's key.
    if (c.req.header('cookie') || contactForm || contactFormKey)
      c.header('Cache-Control', 'private, no-cache');
    const islandPage = page.islands && assets.islands;
    const scripts = islandPage
      ? islandPage.scripts(page.islands?.names ?? [])
      : (assets.screenScripts?.(page.screens ?? []) ?? []);
    const site = {
      origin: deps.origin,
      contactEmail: deps.contactEmail,
      ...(contactForm ? { contactForm } : {}),
      ...(contactFormKey ? { contactFormKey } : {}),
    };
    const pageShell = islandPage ? islandPage.shell : shell;
    return c.html(fillShell(pageShell, page, site, scripts), (status ?? page.status) as 200);
  };

  const { contactForm } = deps;
  if (contactForm) {
    // The contact page's form where JavaScript is off (or not loaded yet):
    // sent, it leads to the page saying so (303, so a reload does not send it
    // again); refused, the page comes back with what was typed and why.
    const sizeLimit = bodyLimit({
      maxSize: CONTACT_FORM_MAX_BYTES,
      onError: (c) => c.text(CONTACT_PAGE.tooLarge, 413),
    });
    app.post(paths.contact, sizeLimit, async (c) => {
      const body = await c.req.parseBody();
      const form = Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const outcome = await contactForm(c.req.raw, form, c.env?.incoming?.socket.remoteAddress ?? null);
      const url = new URL(c.req.url);
      // Sent from a course's contact page (/contact?course=): the page saying so is about that course too.
      if ('sent' in outcome) return c.redirect(paths.contactSent(url.searchParams.get('course')), 303);
      if ('refused' in outcome) return c.text(outcome.refused, 403);
      return servePage(c, url, await assets.indexHtml(c.req.url), outcome.form, outcome.status);
    });
  }

  // The plain shell, without a rendered page: the service worker's offline
  // fallback for pages it has not cached (a cached, rendered page of another
  // URL would hydrate the wrong route).
  app.get(APP_SHELL_PATH, async (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(await assets.indexHtml(c.req.url));
  });
  app.get('*', etag({ weak: true }), async (c) => {
    // Pages for whoever accepts HTML, crawlers and curl (Accept: */* or none)
    // included; a missing script, stylesheet or image (a file name: no page
    // URL has a dot in its last segment) is a plain 404.
    const url = new URL(c.req.url);
    const accept = c.req.header('accept') ?? '*/*';
    if (/\.[^/]*$/.test(url.pathname) || !/text\/html|\*\/\*/.test(accept)) return c.notFound();
    const shell = await assets.indexHtml(c.req.url);
    c.header('Cache-Control', 'no-cache');
    if (!assets.renderer) return c.html(shell);
    if (!isServerRendered(url.pathname)) {
      const status = (await (await assets.renderer()).adminPageStatus?.(url.pathname)) ?? 200;
      return c.html(shell, status as 200);
    }
    return servePage(c, url, shell);
  });
}
