// The databases a load benchmark runs on: a fresh migrated PGlite always, and
// a fresh PostgreSQL database too when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';

import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { applyMigrations } from '../../prisma/migrate';
import { createPGlite, type Database, openDatabase, pgliteAdapterFactory } from '../../server/db';

export type BenchDatabase = { db: Database; label: string; drop(): Promise<void> };

export async function pgliteDatabase(): Promise<BenchDatabase> {
  const pglite = await createPGlite();
  await applyMigrations(await pgliteAdapterFactory(pglite));
  const db = await openDatabase({ kind: 'pglite-instance', pglite });
  return { db, label: 'PGlite (embedded)', drop: () => db.close() };
}

export async function postgresDatabase(url: string): Promise<BenchDatabase> {
  const name = `lab_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
  await applyMigrations(new PrismaPg(pool));
  await pool.end();
  const db = await openDatabase({ kind: 'postgres', url: target.toString() });
  return {
    db,
    label: 'PostgreSQL',
    drop: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function benchDatabases(): Promise<BenchDatabase[]> {
  const targets = [await pgliteDatabase()];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push(await postgresDatabase(url));
  else console.log('(set TEST_DATABASE_URL to also run on PostgreSQL)\n');
  return targets;
}
