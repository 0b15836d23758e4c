// Route entry points (Relay's EntryPoint API): a route names its screen
// module and the queries to start for a URL, so the code and the data load in
// parallel; the screen reads them with usePreloadedQuery. The server uses the
// same entry points to fetch a page's data before rendering it.

import type { ComponentType } from 'react';
import type {
  EntryPointComponent,
  EntryPointProps,
  JSResourceReference,
  PreloadProps,
} from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';
import { JSResource } from './JSResource';
import { importOrNewBuild } from './newBuild';

/** What an entry point gets to decide its queries: the URL's parameters. */
export type RouteParams = {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
};

/**
 * Relay's EntryPoint for a route, spelled out: TypeScript reports the
 * recursive `EntryPoint` alias of react-relay 21's types as "not generic".
 */
export type RouteEntryPoint = Readonly<{
  // biome-ignore lint/suspicious/noExplicitAny: an entry point's component may take any queries.
  root: JSResourceReference<EntryPointComponent<any, any, any, any>>;
  // biome-ignore lint/suspicious/noExplicitAny: likewise for its preload props.
  getPreloadProps: (params: RouteParams) => PreloadProps<RouteParams, any, any, any>;
}>;

/** The queries an entry point starts, by name (when they vary with the URL). */
export type PreloadedQueries = NonNullable<ReturnType<RouteEntryPoint['getPreloadProps']>['queries']>;

/** The props a screen receives: its preloaded queries, keyed as in getPreloadProps. */
export type ScreenProps<Queries extends Record<string, OperationType> = Record<string, never>> =
  EntryPointProps<Queries, Record<string, never>, Record<string, unknown>, Record<string, unknown>>;

/** What a screen module exports: its component, taking whatever queries it declares. */
type ScreenModule = { default: ComponentType<never> };

/**
 * The lazily loaded module of a screen, whose default export is its component
 * (Relay reads `module.default`). A new build deployed since the page was
 * opened, whose chunks replaced this one's, loads in full instead (newBuild.ts).
 */
export function screenModule(moduleId: string, load: () => Promise<ScreenModule>): RouteEntryPoint['root'] {
  return JSResource(moduleId, importOrNewBuild(load)) as unknown as RouteEntryPoint['root'];
}

/** An entry point for a screen that fetches nothing up front. */
export function screen(moduleId: string, load: () => Promise<ScreenModule>): RouteEntryPoint {
  return { root: screenModule(moduleId, load), getPreloadProps: () => ({}) };
}
