// Renders the matched route's entry point. References are created when a
// route first renders for a history entry and cached by that entry, so a
// re-render (or StrictMode's double render) never refetches, while every
// navigation gets fresh references (each query's fetchPolicy then decides
// whether the network is asked). Going Back or Forward to an entry reuses
// its references, unless a mutation was answered since they were made: the
// screen is then read again (a contact deleted in its editor no longer shows
// in the list Back returns to).
import { type ReactNode, Suspense, useMemo, useRef } from 'react';
import {
  EntryPointContainer,
  loadEntryPoint,
  type PreloadedEntryPoint,
  useRelayEnvironment,
} from 'react-relay/hooks';
import {
  matchRoutes,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { Spinner } from '../components/Spinner';
import { answeredMutations } from '../relay/environment';
import type { RouteEntryPoint, RouteParams } from './entryPoints';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export type AppRoute = {
  path?: string;
  index?: boolean;
  /** The screen of this route (for a layout route: rendered around its children's Outlet). */
  entryPoint?: RouteEntryPoint;
  /** A layout rendered directly, without data of its own. */
  element?: ReactNode;
  /**
   * The layout's own Suspense boundary, shown already, waits for its screens
   * (their code and data): a navigation keeps the page shown, and focus on
   * the link pressed, until the next page is ready (React holds a transition
   * on a boundary already shown, where a new one shows its fallback at once).
   */
  holdsScreens?: boolean;
  /**
   * A full load of this address is an island page: the server's HTML with
   * only its islands hydrated (client/islands.tsx), not the app. Client-side
   * navigation to it renders it in the app as any route.
   */
  islands?: boolean;
  children?: AppRoute[];
};

type Handle = { entryPoint?: RouteEntryPoint; islands?: boolean };

const MAX_CACHED = 30;
// One cache per environment: a server renders many requests, each with its own
// environment, in one process.
// biome-ignore lint/suspicious/noExplicitAny: references of any screen.
type Cached = { reference: PreloadedEntryPoint<any>; mutations: number };
const cachesByEnvironment = new WeakMap<IEnvironment, Map<string, Cached>>();

/**
 * Loads an entry point for a URL, reusing the reference made for the same
 * key; `arriving` (the route's first render for this key), a new one when a
 * mutation was answered since it was made.
 */
export function prepareEntryPoint(
  environment: IEnvironment,
  entryPoint: RouteEntryPoint,
  routeParams: RouteParams,
  key: string,
  arriving = false,
) {
  let references = cachesByEnvironment.get(environment);
  if (!references) {
    references = new Map();
    cachesByEnvironment.set(environment, references);
  }
  const cached = references.get(key);
  if (cached && !(arriving && cached.mutations < answeredMutations())) return cached.reference;
  if (cached) {
    references.delete(key);
    cached.reference.dispose();
  }
  const reference = loadEntryPoint(
    { getEnvironment: () => environment },
    { ...entryPoint, root: failingOnce(entryPoint.root) },
    routeParams,
  );
  references.set(key, { reference, mutations: answeredMutations() });
  if (references.size > MAX_CACHED) {
    const [oldestKey, oldest] = references.entries().next().value!;
    references.delete(oldestKey);
    oldest.reference.dispose();
  }
  return reference;
}

/**
 * The screen's module for one navigation: once its code failed to load, the
 * screen throws that error (for the route's error boundary) instead of
 * suspending again and again on a rejected promise. The next navigation
 * makes a new reference, which tries again. (A new build deployed since the
 * page was opened loads the address in full instead: see screenModule.)
 */
function failingOnce(resource: RouteEntryPoint['root']): RouteEntryPoint['root'] {
  let failure: { error: unknown } | null = null;
  return {
    getModuleId: () => resource.getModuleId(),
    getModuleIfRequired: () => {
      if (failure) throw failure.error;
      return resource.getModuleIfRequired();
    },
    load: () =>
      resource.load().catch((error: unknown) => {
        failure = { error };
        throw error;
      }),
  };
}

function EntryPointRoute({
  entryPoint,
  path,
  attempt,
}: {
  entryPoint: RouteEntryPoint;
  path: string;
  /** Counts the tries after a failure: each gets references of its own. */
  attempt: number;
}) {
  const environment = useRelayEnvironment();
  const location = useLocation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const key = `${location.key}|${attempt}|${path}|${location.pathname}${location.search}`;
  // The key this route last rendered: a different one is an arrival (a navigation, Back or Forward).
  const rendered = useRef<string | null>(null);
  const arriving = rendered.current !== key;
  rendered.current = key;
  const reference = prepareEntryPoint(environment, entryPoint, { params, searchParams }, key, arriving);
  return <EntryPointContainer entryPointReference={reference} props={{}} />;
}

export function toRouteObjects(routes: AppRoute[], parentPath = '', held = false): RouteObject[] {
  return routes.map((route, index) => {
    const path = `${parentPath}/${route.index ? '#index' : (route.path ?? `#${index}`)}`;
    const entryPoint = route.entryPoint;
    const element = entryPoint ? (
      <RouteErrorBoundary key={path}>
        {(attempt) => {
          const screen = <EntryPointRoute entryPoint={entryPoint} path={path} attempt={attempt} />;
          return held ? screen : <Suspense fallback={<Spinner className="py-20" />}>{screen}</Suspense>;
        }}
      </RouteErrorBoundary>
    ) : (
      route.element
    );
    const children = route.children
      ? toRouteObjects(route.children, path, held || Boolean(route.holdsScreens))
      : undefined;
    // The entry point rides along as the route's handle, for matchEntryPoints() and isIslandPage().
    const handle: Handle = { entryPoint: route.entryPoint, islands: route.islands };
    return route.index ? { index: true, element, handle } : { path: route.path, element, children, handle };
  });
}

const matchHandles = (routes: AppRoute[], location: string): Handle[] =>
  (matchRoutes(toRouteObjects(routes), location) ?? []).map((match) => match.route.handle as Handle);

/** The entry points of the routes a URL matches, outermost first. */
export function matchEntryPoints(routes: AppRoute[], location: string): RouteEntryPoint[] {
  return matchHandles(routes, location).flatMap(({ entryPoint }) => (entryPoint ? [entryPoint] : []));
}

/** Whether a full load of the URL is an island page (`islands` on the route it ends at). */
export function isIslandPage(routes: AppRoute[], location: string): boolean {
  return matchHandles(routes, location).at(-1)?.islands === true;
}

export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const objects = useMemo(() => toRouteObjects(routes), [routes]);
  return useRoutes(objects);
}
