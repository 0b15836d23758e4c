// Persisted operations: the Relay compiler writes every operation of the
// client to a map of SHA-256 ids to text, and the browser sends only the id
// (the fast path, and GET-cacheable). Any other document is accepted too, in
// every mode, under the limits of graphql-limits.ts and api-access.ts.
import fs from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GRAPHQL_API } from '../../domain/shared/messages';
import type { Logger } from '../log';
import { fromRoot } from '../paths';

export const PERSISTED_OPERATIONS_FILE = fromRoot('client', '__generated__', 'persisted-queries.json');

export type PersistedOperations = { get(id: string): string | null };

/**
 * The map, read once; with `reload`, read again whenever the file changes
 * (development, where the Relay compiler rewrites it as you edit).
 */
export function loadPersistedOperations(
  log: Logger,
  { file = PERSISTED_OPERATIONS_FILE, reload = false }: { file?: string; reload?: boolean } = {},
): PersistedOperations {
  let operations: Record<string, string> = {};
  let loadedAt = -1;
  const read = () => {
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime === loadedAt) return;
    loadedAt = mtime;
    operations = mtime ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
    if (!mtime) log.warn(`No persisted operations at ${file}: run \`npm run build\``);
  };
  read();
  return {
    get: (id) => {
      if (reload) read();
      return operations[id] ?? null;
    },
  };
}

/** The id a request names in Apollo's `persistedQuery` extension, which Relay's ids fit. */
export function persistedOperationId(extensions: unknown): string | null {
  const persisted = (extensions as { persistedQuery?: { version?: number; sha256Hash?: unknown } } | null)
    ?.persistedQuery;
  return persisted?.version === 1 && typeof persisted.sha256Hash === 'string' ? persisted.sha256Hash : null;
}

/**
 * An id the server does not know: what to do instead, with the code Apollo-style clients
 * (automatic persisted queries) read to send the document again.
 */
export const persistedQueryNotFound = {
  message: GRAPHQL_API.persistedQueryNotFound,
  extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
};

export function persistedOperationsPlugin(operations: PersistedOperations) {
  return usePersistedOperations({
    getPersistedOperation: (id) => operations.get(id),
    allowArbitraryOperations: true,
    extractPersistedOperationId: (params) => persistedOperationId(params.extensions),
    customErrors: { notFound: persistedQueryNotFound },
  });
}
