// The browser app: the Relay environment and the routes, started by main.tsx
// once the frameworks have run. A page the server rendered is hydrated, once
// the code of its screens has loaded (its data is already in the store), so
// hydration matches and nothing is fetched again.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { getClientEnvironment } from './relay/environment';
import { publicRoutes } from './router';
import { AppRouter } from './routing/AppRouter';
import { AppRoutes, matchEntryPoints } from './routing/AppRoutes';
import { installHistoryGuard } from './routing/historyGuard';
import { HYDRATED_MARK, MarkOnCommit } from './routing/marks';
import { PageChange } from './routing/PageChange';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { RouterNav } from './routing/RouterNav';
import { SITE_INFO_ELEMENT_ID, type SiteInfo, SiteProvider } from './ssr/SiteContext';

export type StartOptions = {
  /** Called just before React takes over the page. */
  beforeHydration?: () => void;
};

export function startApp({ beforeHydration }: StartOptions = {}): void {
  const embedded = document.getElementById(SITE_INFO_ELEMENT_ID)?.textContent;
  const site: SiteInfo = embedded ? JSON.parse(embedded) : { origin: window.location.origin };

  const app = (
    <StrictMode>
      <SiteProvider value={site}>
        <RelayEnvironmentProvider environment={getClientEnvironment()}>
          <AppRouter>
            <RouterNav>
              <PageChange />
              <RouteErrorBoundary standalone>
                <AppRoutes routes={publicRoutes} />
              </RouteErrorBoundary>
            </RouterNav>
          </AppRouter>
        </RelayEnvironmentProvider>
      </SiteProvider>
      <MarkOnCommit name={HYDRATED_MARK} />
    </StrictMode>
  );

  // Before the router starts listening: the guard must see Back/Forward first.
  installHistoryGuard();

  const root = document.getElementById('root')!;
  if (root.firstElementChild) {
    const { pathname, search } = window.location;
    // As a transition, hydration yields to the browser every few milliseconds
    // instead of holding it until the whole page is hydrated.
    Promise.allSettled(
      matchEntryPoints(publicRoutes, `${pathname}${search}`).map((entry) => entry.root.load()),
    ).then(() => {
      beforeHydration?.();
      startTransition(() => void hydrateRoot(root, app));
    });
  } else {
    beforeHydration?.();
    createRoot(root).render(app);
  }
}
