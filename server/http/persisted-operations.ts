// Persisted operations: the Relay compiler writes every operation of the
// client to a map of SHA-256 ids to text, and the browser sends only the id.
// In production only those operations run; elsewhere (GraphiQL, tests) any
// operation is accepted too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Config } from '../config';
import type { Logger } from '../log';

export const PERSISTED_OPERATIONS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../client/__generated__/persisted-queries.json',
);

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

/** Whether a request may carry its own operation text rather than an id. */
export const allowsArbitraryOperations = (config: Config) => config.env !== 'production';

export function persistedOperationsPlugin(config: Config, operations: PersistedOperations) {
  return usePersistedOperations({
    getPersistedOperation: (id) => operations.get(id),
    allowArbitraryOperations: allowsArbitraryOperations(config),
    extractPersistedOperationId: (params) => persistedOperationId(params.extensions),
  });
}
