// A few seconds of caching for what visitors read. Public pages and their
// GraphQL queries are the same for every visitor without a session, so under
// traffic most requests need neither Prisma nor the database. Requests that
// carry a session (admins, who may preview drafts) bypass the cache. Any
// mutation by an admin empties it, so an edit shows at once on this server;
// other changes (another server, the CLI) show within the time to live.
import type { CacheEntityRecord, Cache as ResponseCache } from '@envelop/response-cache';
import { type UseResponseCacheParameter, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { type ExecutionResult, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config';
import { type Context, sessionTokenOf } from '../context';

/** Fields that must be computed per request. */
const UNCACHED_FIELDS = ['Query.randomCta', 'Query.viewer'];

export type PublicResponseCache = ResponseCache & { clear(): void; readonly size: number };

/** An in-memory cache with a time to live per entry, evicting the oldest entry beyond `maxEntries`. */
export function createPublicResponseCache(maxEntries = 1000, now = () => Date.now()): PublicResponseCache {
  const entries = new Map<string, { result: ExecutionResult; expires: number }>();
  return {
    get(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(id);
        return undefined;
      }
      return entry.result;
    },
    set(id, result, _entities: Iterable<CacheEntityRecord>, ttl) {
      if (!(ttl > 0)) return;
      entries.delete(id);
      entries.set(id, { result, expires: now() + ttl });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    // Every write that matters empties the whole cache (see clearOnAdminMutation).
    invalidate() {},
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

function clearOnAdminMutation(cache: PublicResponseCache): Plugin<Context> {
  return {
    onExecute: ({ args }) => {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation' || !args.contextValue.viewer?.isAdmin) return;
      return { onExecuteDone: () => cache.clear() };
    },
  };
}

/** The plugins, or none when RESPONSE_CACHE_SECONDS is 0. */
export function responseCachePlugins(config: Config, cache: PublicResponseCache): Plugin<Context>[] {
  if (config.responseCacheSeconds <= 0) return [];
  const options: UseResponseCacheParameter<Context> = {
    cache,
    ttl: config.responseCacheSeconds * 1000,
    ttlPerSchemaCoordinate: Object.fromEntries(UNCACHED_FIELDS.map((field) => [field, 0])),
    session: () => null,
    enabled: (request) => !sessionTokenOf(request),
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
  };
  return [useResponseCache(options) as Plugin<Context>, clearOnAdminMutation(cache)];
}
