// Browser entry of an island page (the home page, a post: `islands` on their
// routes in client/router.tsx). The server's HTML is the whole page; only its
// interactive parts, the islands (client/islands/Island.tsx), are hydrated,
// each on its own, with React and each island's own code: no Relay, no
// router, no routes. A link is a page load (the full app's pages load
// client/main.tsx). A dialog brings Relay with its code on the first click.
import { type ComponentType, StrictMode, startTransition, useEffect } from 'react';
import type { EarlyEscape } from '../server/http/ssr-contract';
import { islandNavigation, PageNav } from './components/pageNav';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_PROPS_ELEMENT_ID } from './islands/Island';
import { retriedImport, wait } from './routing/entryImports';
import { installHistoryGuard } from './routing/historyGuard';
import { HYDRATED_MARK, PAGE_HYDRATED_MARK, SCRIPTS_RUN_MARK } from './routing/marks';
import { SITE_INFO_ELEMENT_ID, type SiteInfo, SiteProvider } from './ssr/SiteContext';

performance.mark(SCRIPTS_RUN_MARK);

// biome-ignore lint/suspicious/noExplicitAny: each island has props of its own.
type Island = ComponentType<any>;

/** Every island, by name (its module's file name, which the server preloads by). */
const ISLANDS: Record<string, () => Promise<Island>> = {
  SiteHeader: () => import('./routes/public/layout/SiteHeader').then((module) => module.SiteHeader),
  ConversionHost: () =>
    import('./components/conversion/ConversionHost').then((module) => module.ConversionHost),
  CtaView: () => import('./components/conversion/CtaView').then((module) => module.CtaView),
  DialogButton: () => import('./components/conversion/DialogButton').then((module) => module.DialogButton),
};

const load = (name: string): Promise<Island> => {
  const module = ISLANDS[name];
  return module ? retriedImport(module) : Promise.reject(new Error(`No island named ${name}`));
};

/** Calls `onCommit` once the root it is rendered in has committed. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

function json<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : fallback;
}

async function hydrateIslands() {
  const site = json<SiteInfo>(SITE_INFO_ELEMENT_ID, { origin: window.location.origin });
  const props = json<unknown[]>(ISLAND_PROPS_ELEMENT_ID, []);
  const navigation = islandNavigation(window.location.pathname);
  const markers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    // An island inside another is hydrated with it.
    (marker) => !marker.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  );
  const names = [...new Set(markers.map((marker) => marker.getAttribute(ISLAND_ATTRIBUTE)!))];
  // React's DOM runtime first, in a task of its own (its module body is the
  // longest part of the start), as main.tsx's first stage.
  const islands = Promise.all(names.map(async (name) => [name, await load(name)] as const));
  const { hydrateRoot } = await retriedImport(() => import('react-dom/client'));
  await wait(0);
  const components = new Map(await islands);
  // The dialogs' Back and Forward (their history entries).
  installHistoryGuard();
  (window as { __earlyEscape?: EarlyEscape }).__earlyEscape?.stop();
  const committed = markers.map((marker) => {
    const Component = components.get(marker.getAttribute(ISLAND_ATTRIBUTE)!)!;
    const index = Number(marker.getAttribute(ISLAND_PROPS_ATTRIBUTE));
    return new Promise<void>((resolve) => {
      const island = (
        <StrictMode>
          <SiteProvider value={site}>
            <PageNav value={navigation}>
              <Component {...(props[index] as object)} />
            </PageNav>
          </SiteProvider>
          <Committed onCommit={resolve} />
        </StrictMode>
      );
      // As a transition, as the full app's: hydration yields to the browser.
      startTransition(() => void hydrateRoot(marker, island));
    });
  });
  await Promise.all(committed);
  performance.mark(HYDRATED_MARK);
  performance.mark(PAGE_HYDRATED_MARK);
}

hydrateIslands().catch((error: unknown) => {
  // The server-rendered page stays readable, its buttons links to /contact.
  console.error('The page failed to start', error);
});
