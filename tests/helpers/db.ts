// A fresh, migrated database for one test file: a copy of the run's PGlite
// snapshot, or a PostgreSQL database created from the run's template.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { applyMigrations } from '../../prisma/migrate';
import { createPGlite, type Database, openDatabase } from '../../server/db';
import { databaseUrl, withAdminClient } from './global-db';

export type TestDatabase = Database & { destroy(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `lab_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
    return {
      ...db,
      destroy: async () => {
        await db.close();
        await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const pglite = await createPGlite({ loadDataDir: new Blob([snapshot]) });
  const db = await openDatabase({ kind: 'pglite-instance', pglite });
  return { ...db, destroy: () => db.close() };
}

/** The local PostgreSQL that tests needing PostgreSQL whatever the run's database use. */
export const LOCAL_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated PostgreSQL database even in a PGlite run, for tests
 * whose subject is several processes sharing one database. Its URL, for
 * every instance to open its own connections, and a way to drop it.
 */
export async function createPostgresDatabase(): Promise<{ url: string; destroy(): Promise<void> }> {
  const name = `lab_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdminClient(LOCAL_POSTGRES_URL, (client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const url = databaseUrl(LOCAL_POSTGRES_URL, name);
  const destroy = async () => {
    await withAdminClient(LOCAL_POSTGRES_URL, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  };
  if (!template) {
    const db = await openDatabase({ kind: 'postgres', url });
    try {
      await applyMigrations(db.adapterFactory);
    } catch (error) {
      await db.close();
      await destroy();
      throw error;
    }
    await db.close();
  }
  return { url, destroy };
}

/** createPostgresDatabase opened as a test file's database: for a file that needs two connections. */
export async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const database = await createPostgresDatabase();
  const db = await openDatabase({ kind: 'postgres', url: database.url });
  return {
    ...db,
    destroy: async () => {
      await db.close();
      await database.destroy();
    },
  };
}

/**
 * Two writes ordered by hand, for a race test: a transaction of the test's
 * own takes the row lock `held` (SQL: a lock `first` meets after it has
 * done its first part), starts `first`, waits until it is held there, starts
 * `second`, waits until that waits too (on what `first` holds) or ends,
 * then lets go. Both results, in that order: neither may end in an error outside the
 * API's typed results (a deadlock would).
 */
export async function inOrder<A, B>(
  prisma: Database['prisma'],
  held: string,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  let one: Promise<A> | undefined;
  let two: Promise<B> | undefined;
  await prisma.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(held);
      one = first();
      await waitingForLocks(prisma, 1);
      two = second();
      // Until it waits too, or ends without waiting (it took nothing `first` holds).
      await Promise.race([waitingForLocks(prisma, 2), two.then(noop, noop)]);
    },
    { timeout: 20_000 },
  );
  return [await one!, await two!];
}

const noop = () => undefined;

/**
 * Resolves once `count` statements on the database wait for a lock; throws after 15 s without
 * them, so a race a test sets up that never happens fails it rather than lets it pass untested.
 */
export async function waitingForLocks(prisma: Database['prisma'], count = 1): Promise<void> {
  const deadline = Date.now() + 15_000;
  let waiting = 0;
  while (Date.now() < deadline) {
    const [row] = await prisma.$queryRaw<{ waiting: bigint }[]>`
      SELECT count(*) AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    waiting = Number(row?.waiting);
    if (waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`waitingForLocks: ${waiting} statement(s) waited for a lock within 15 s, not ${count}`);
}

/**
 * Every timestamp column of the app's tables (not Prisma's migration log) that holds a time in
 * [from, to], as "table.column": run with the app's clock far from the system's, a row dated by
 * the system's or the database's time (a column's @default(now()) left to fill it) while the
 * clock said otherwise.
 */
export async function columnsDatedBetween(
  prisma: Database['prisma'],
  from: Date,
  to: Date,
): Promise<string[]> {
  const columns = await prisma.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type = 'timestamp with time zone'
      AND left(table_name, 1) <> '_'
    ORDER BY table_name, column_name`;
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}" BETWEEN $1::timestamptz AND $2::timestamptz`,
      from,
      to,
    );
    if (row!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}
