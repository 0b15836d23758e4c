// PrismaClient factory: the embedded PGlite database in a data folder by
// default, PostgreSQL through node-postgres when DATABASE_URL is set. Each
// driver is imported when it is chosen, so a server loads only its own.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { PrismaPGlite } from 'pglite-prisma-adapter';
import type { Config } from './config';
import { type Prisma, PrismaClient } from './db/generated/prisma/client';

export { Prisma, PrismaClient } from './db/generated/prisma/client';

/** Either the client or a transaction's: what a read or write that can run inside a transaction takes. */
export type Db = PrismaClient | Prisma.TransactionClient;

export type DatabaseTarget =
  | Config['database']
  /** An already open PGlite instance (tests load a migrated snapshot into memory). */
  | { kind: 'pglite-instance'; pglite: PGlite };

export type Database = {
  prisma: PrismaClient;
  /** The driver adapter factory, also used by the migration runner. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export class DatabaseInUseError extends Error {}

/** PostgreSQL at DATABASE_URL refused or did not answer the first query (its message names the variable). */
export class DatabaseConnectionError extends Error {}

/** The connection string with its password hidden, to show in a message. */
export function redactedDatabaseUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Runs one query so a wrong DATABASE_URL (no server, no such database or
 * role, a refused password) stops the start with the driver's reason rather
 * than the first migration's stack trace.
 */
async function checkConnection(prisma: PrismaClient, url: string): Promise<void> {
  try {
    await prisma.$queryRawUnsafe('SELECT 1');
  } catch (error) {
    await prisma.$disconnect().catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    // Prisma's raw-query errors end with "Message: `<the driver's reason>`".
    const reason = /Message: `([\s\S]*)`\s*$/.exec(message)?.[1] ?? message.trim().split('\n').at(-1);
    throw new DatabaseConnectionError(
      `Cannot use the PostgreSQL database of DATABASE_URL (${redactedDatabaseUrl(url)}): ${reason}`,
    );
  }
}

/**
 * Every embedded database this project opens, with the extensions its
 * migrations create (pg_trgm: the CRM contact search). A data folder or
 * snapshot that has them must always be opened with them. PGlite and its
 * adapter are loaded here, so a server on PostgreSQL never loads them.
 *
 * `smallSharedBuffers`: PGlite's own settings plus smaller shared buffers.
 * PostgreSQL's default 128 MB live in PGlite's WebAssembly memory and, once
 * touched, stay in the process's resident memory (measured: 328 MB idle for
 * PGlite alone, 187 MB with 16 MB, see `npm run bench -- footprint`). The
 * data files stay in the operating system's page cache, so a small site
 * reads no slower.
 */
export async function createPGlite({
  smallSharedBuffers = false,
  ...options
}: Omit<PGliteOptions, 'extensions'> & { smallSharedBuffers?: boolean } = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const startParams = smallSharedBuffers
    ? [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']
    : options.startParams;
  return PGlite.create({ ...options, startParams, extensions: { pg_trgm } });
}

/**
 * The Prisma adapter factory of a PGlite. Its shadow database (where the
 * schema engine replays migrations to diff them) gets the same extensions:
 * the adapter's own shadow is a PGlite without any.
 */
export async function pgliteAdapterFactory(pglite: PGlite): Promise<PrismaPGlite> {
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  const factory = new PrismaPGlite(pglite);
  factory.connectToShadowDb = async () => new PrismaPGlite(await createPGlite()).connect();
  return factory;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // node-postgres and its adapter, like PGlite below, are loaded only by the server that uses them.
    const { PrismaPg } = await import('@prisma/adapter-pg');
    const adapterFactory = new PrismaPg({ connectionString: target.url, max: 10 });
    const prisma = new PrismaClient({ adapter: adapterFactory });
    await checkConnection(prisma, target.url);
    return {
      prisma,
      adapterFactory,
      kind: 'postgres',
      close: () => prisma.$disconnect(),
    };
  }
  if (target.kind === 'pglite-instance') {
    const adapterFactory = await pgliteAdapterFactory(target.pglite);
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return {
      prisma,
      adapterFactory,
      kind: 'pglite',
      close: async () => {
        await prisma.$disconnect();
        await target.pglite.close();
      },
    };
  }
  const releaseLock = lockDataDir(target.dataDir);
  try {
    const pglite = await createPGlite({ dataDir: target.dataDir, smallSharedBuffers: true });
    restrictToOwner(target.dataDir);
    const adapterFactory = await pgliteAdapterFactory(pglite);
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return {
      prisma,
      adapterFactory,
      kind: 'pglite',
      close: async () => {
        await prisma.$disconnect();
        await pglite.close();
        restrictToOwner(target.dataDir);
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite is a single-process database: two processes writing one data folder
 * would corrupt it. A lock file with the owner's pid refuses the second one
 * and is taken over when its owner is gone.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The folder is what keeps other users out (files PGlite creates while
  // running are world-readable until the next sweep): tightened on every start.
  fs.chmodSync(dataDir, 0o700);
  const lockPath = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner}. ` +
            'Stop the server first, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}

/**
 * The database holds the admins' password hashes: its files are for the
 * server's user only. PGlite creates them readable and writable by anyone
 * (0666), whatever the umask, so they are swept to 0600 (folders 0700) when
 * the database opens and closes.
 */
export function restrictToOwner(dataDir: string): void {
  fs.chmodSync(dataDir, 0o700);
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true, recursive: true })) {
    const entryPath = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(entryPath, 0o700);
    else if (entry.isFile()) fs.chmodSync(entryPath, 0o600);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
