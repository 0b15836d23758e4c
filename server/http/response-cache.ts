// A few seconds of caching for what visitors read. Public pages and their
// GraphQL queries are the same for every visitor without a session, so under
// traffic most requests need neither Prisma nor the database. Requests that
// carry a session (admins, who may preview drafts) or an API token bypass the cache. Any
// mutation by an admin empties it on every instance (through the event bus:
// Redis pub/sub with REDIS_URL) before the mutation is answered, so an edit
// shows at once wherever the next request lands; other changes (the CLI,
// scheduled publishing) show within the time to live.
// Only queries are ever stored, and only those whose root fields are all
// public: a mutation answered from the cache would be a write that never
// happened.
import type { CacheEntityRecord, Cache as ResponseCache } from '@envelop/response-cache';
import { type UseResponseCacheParameter, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import {
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config';
import { type Context, sendsApiToken, sessionTokenOf } from '../context';
import type { Services } from '../services';
import { listen } from '../services/events';

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

/** Whether a public field may be read from the cache: Pothos marks them with `skipTypeScopes` (PUBLIC). */
const isPublicRootField = (schema: GraphQLSchema, name: string) => {
  if (name === '__typename') return true;
  const field = schema.getQueryType()?.getFields()[name];
  const options = field?.extensions?.pothosOptions as { skipTypeScopes?: boolean } | undefined;
  return options?.skipTypeScopes === true;
};

/** A query whose root fields (through fragments too) are all public. */
export function isCacheableOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const allPublic = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return isPublicRootField(schema, selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return allPublic(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      return fragment !== undefined && allPublic(fragment.selectionSet);
    });
  return allPublic(operation.selectionSet);
}

/**
 * Decides, before the cache plugin looks, whether this execution may be
 * cached. Operations over the WebSocket bypass the cache: the cache plugin
 * keys entries in its HTTP hooks, which never run there.
 */
function cacheabilityGuard(uncacheable: WeakSet<object>): Plugin<Context> {
  return {
    onExecute: ({ args }) => {
      const context = args.contextValue;
      if (
        context.transport === 'websocket' ||
        !isCacheableOperation(args.schema, args.document, args.operationName)
      )
        uncacheable.add(context);
    },
  };
}

/**
 * Empties this instance's cache after an admin's mutation and tells every
 * other instance to empty theirs; the mutation is answered once they have
 * been told. Measured against keeping the cache itself in Redis (`npm run
 * bench -- response-cache`): hits stay in memory, so a cached read costs no
 * network round trip, and only writes, which are rare, reach Redis.
 */
function clearOnAdminMutation(cache: PublicResponseCache, events: Services['events']): Plugin<Context> {
  return {
    onExecute: ({ args }) => {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation' || !args.contextValue.viewer?.isAdmin) return;
      return {
        onExecuteDone: async () => {
          cache.clear();
          events.publish('responseCache:clear');
          await events.delivered();
        },
      };
    },
  };
}

/** The plugins, or none when RESPONSE_CACHE_SECONDS is 0. */
export function responseCachePlugins(
  config: Config,
  cache: PublicResponseCache,
  events: Services['events'],
): Plugin<Context>[] {
  if (config.responseCacheSeconds <= 0) return [];
  // Other instances' admin edits (and this one's, heard back).
  listen(events.subscribe('responseCache:clear'), () => cache.clear());
  // Contexts of executions that must neither read nor write the cache. A
  // lookup before parsing (by the query text) can only find what a cacheable
  // query stored, so it needs no guard.
  const uncacheable = new WeakSet<object>();
  const options: UseResponseCacheParameter<Context> = {
    cache,
    ttl: config.responseCacheSeconds * 1000,
    ttlPerSchemaCoordinate: Object.fromEntries(UNCACHED_FIELDS.map((field) => [field, 0])),
    session: () => null,
    // Requests with a session or an API token never read or fill the cache.
    enabled: (request, context) =>
      !sessionTokenOf(request) && !sendsApiToken(request.headers) && !(context && uncacheable.has(context)),
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
  };
  // The guard's onExecute runs before the cache plugin's (plugin order).
  return [
    cacheabilityGuard(uncacheable),
    useResponseCache(options) as Plugin<Context>,
    clearOnAdminMutation(cache, events),
  ];
}
