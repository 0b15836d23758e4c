// Server-side rendering of public pages into the HTML shell: the page's head
// tags, its markup in #root, and the data the browser hydrates from. Admin
// pages get the plain shell (the back-office is not for search engines); a
// page that fails to render also gets the shell, so the browser renders it.
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import type { Logger } from '../log';
import { EARLY_ESCAPE_SCRIPT_TAG } from './earlyEscape';
import type { ContactFormState, EmbeddedSiteInfo, RenderModule, RenderResult } from './ssr-contract';

export type { RenderModule } from './ssr-contract';

export type Execute = (
  operation: RequestParameters,
  variables: Variables,
  cookie: string | null,
) => Promise<GraphQLResponse>;

/** Element ids the browser reads (client/relay/environment.ts, client/ssr/SiteContext.tsx). */
const RELAY_DATA_ELEMENT_ID = '__RELAY_DATA__';
const SITE_INFO_ELEMENT_ID = '__SITE__';
/** The islands' props on an island page (client/islands/Island.tsx). */
const ISLAND_PROPS_ELEMENT_ID = '__ISLANDS__';

/** JSON inside a <script> element: nothing in it may close the element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

export const isServerRendered = (pathname: string) => !/^\/admin(\/|$)/.test(pathname);

/** <link rel="modulepreload"> for each of a build's scripts (URL paths). */
export function modulePreloads(scripts: readonly string[]): string {
  return scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`).join('');
}

export function fillShell(
  shell: string,
  page: RenderResult,
  site: EmbeddedSiteInfo,
  /**
   * The page's screen scripts (paths of the build's own files), fetched with
   * the entry instead of after it has run.
   */
  scripts: readonly string[] = [],
): string {
  const data =
    `<script type="application/json" id="${RELAY_DATA_ELEMENT_ID}">${scriptJson(page.records)}</script>` +
    `<script type="application/json" id="${SITE_INFO_ELEMENT_ID}">${scriptJson(JSON.stringify(site))}</script>` +
    (page.islands
      ? `<script type="application/json" id="${ISLAND_PROPS_ELEMENT_ID}">${scriptJson(page.islands.props)}</script>`
      : '');
  // Replacement functions insert text literally: a page containing "$&" or
  // "$'" (a post about pricing, say) would be expanded by a replacement string.
  return (
    shell
      // First: an inline script waits for the stylesheets above it. (The
      // response's Content-Type names the charset, so the meta may come later.)
      .replace('<head>', () => `<head>${EARLY_ESCAPE_SCRIPT_TAG}`)
      .replace('</head>', () => `${modulePreloads(scripts)}${page.head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`)
  );
}

export async function renderPage(
  module: RenderModule,
  {
    url,
    origin,
    contactEmail,
    contactForm,
    contactFormKey,
    islands,
    cookie,
    execute,
    log,
  }: {
    url: URL;
    /** The build can send island pages. */
    islands?: boolean;
    origin: string;
    contactEmail?: string;
    contactForm?: ContactFormState;
    contactFormKey?: string;
    cookie: string | null;
    execute: Execute;
    log: Logger;
  },
): Promise<RenderResult | null> {
  try {
    return await module.render({
      url: `${url.pathname}${url.search}`,
      origin,
      contactEmail,
      contactForm,
      contactFormKey,
      islands,
      execute: (operation, variables) => execute(operation, variables, cookie),
    });
  } catch (error) {
    log.error(`Server rendering of ${url.pathname} failed; sending the plain shell`, error);
    return null;
  }
}
