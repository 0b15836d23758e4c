// Server render of a public page (built with `vite build --ssr`, loaded by
// server/http/ssr.ts). Per request: a Relay environment whose network runs
// the persisted operations in-process, the routes rendered to a stream, and
// the HTML sent only when every Suspense boundary has resolved (screens and
// components that fetch their own data included), with every record fetched
// during the render, for the browser to hydrate without fetching again.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'relay-runtime';
import type { RenderRequest, RenderResult } from '../server/http/ssr-contract';
import { IslandCollection, type IslandCollector } from './islands/Island';
import { createRelayEnvironment } from './relay/environment';
import { publicRoutes } from './router';
import { AppRoutes, isIslandPage, matchEntryPoints } from './routing/AppRoutes';
import { RouterNav } from './routing/RouterNav';
import { SiteProvider } from './ssr/SiteContext';

// React emits a page's <title>, <meta> and <link> elements first when it
// renders without a document; they belong in <head>.
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

export function render({
  url,
  origin,
  contactEmail,
  contactForm,
  contactFormKey,
  execute,
  islands: islandsServed = false,
  timeoutMs = 10_000,
}: RenderRequest): Promise<RenderResult> {
  // An island page: each island's props by the index its marker says, and the islands' names.
  const islands =
    islandsServed && isIslandPage(publicRoutes, url)
      ? { props: [] as unknown[], names: new Set<string>() }
      : null;
  const collect: IslandCollector | null = islands
    ? (name, props) => {
        islands.names.add(name);
        return islands.props.push(props) - 1;
      }
    : null;
  const environment = createRelayEnvironment({
    fetch: (operation, variables) => Observable.from(execute(operation, variables)),
    isServer: true,
  });
  const response: { status: number; location?: string } = { status: 200 };
  return new Promise<RenderResult>((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(
      <SiteProvider value={{ origin, contactEmail, contactForm, contactFormKey, response }}>
        <RelayEnvironmentProvider environment={environment}>
          <StaticRouter location={url}>
            <RouterNav>
              <IslandCollection value={collect}>
                <AppRoutes routes={publicRoutes} />
              </IslandCollection>
            </RouterNav>
          </StaticRouter>
        </RelayEnvironmentProvider>
      </SiteProvider>,
      {
        // Never outline a large boundary into a later chunk revealed by an
        // inline script: the whole page is sent at once, and the CSP allows
        // no inline scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          if (failed) return reject(failed);
          let markup = '';
          stream.pipe(
            new Writable({
              write(chunk, _encoding, done) {
                markup += chunk.toString();
                done();
              },
              final(done) {
                const head = LEADING_HOISTABLES.exec(markup)?.[0] ?? '';
                resolve({
                  status: response.status,
                  location: response.location,
                  head,
                  html: markup.slice(head.length),
                  records: JSON.stringify(environment.getStore().getSource().toJSON()),
                  ...(islands
                    ? { islands: { names: [...islands.names], props: JSON.stringify(islands.props) } }
                    : {
                        screens: matchEntryPoints(publicRoutes, url).map((entry) => entry.root.getModuleId()),
                      }),
                });
                done();
              },
            }),
          );
        },
        onShellError: reject,
        onError(error) {
          // A boundary that failed would be re-rendered by the browser; send
          // the plain shell instead, so the browser renders it cleanly.
          failed ??= error;
        },
      },
    );
    const timer = setTimeout(() => {
      failed ??= new Error(`Rendering ${url} took longer than ${timeoutMs} ms`);
      stream.abort();
    }, timeoutMs);
  });
}

/**
 * The status of an admin address: the back-office renders in the browser, so
 * the server sends its plain shell, but an address no admin screen answers is
 * a 404 like any other. (Admin code loads here only when asked.)
 */
export async function adminPageStatus(pathname: string): Promise<number> {
  const { adminRoutes, adminNotFoundEntryPoint } = await import('./routes/admin/adminRoutes');
  const entryPoints = matchEntryPoints(adminRoutes, pathname.replace(/^\/admin/, '') || '/');
  const screen = entryPoints.at(-1);
  return !screen || screen === adminNotFoundEntryPoint ? 404 : 200;
}
