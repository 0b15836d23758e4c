// A fresh, migrated database for one test file: a copy of the run's PGlite
// snapshot, or a PostgreSQL database created from the run's template.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db';
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
  const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  const db = await openDatabase({ kind: 'pglite-instance', pglite });
  return { ...db, destroy: () => db.close() };
}
