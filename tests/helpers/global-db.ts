// Vitest global setup: migrate one database per run, which each test file
// then copies. PGlite by default (a data-folder snapshot); PostgreSQL when
// TEST_DATABASE_URL is set (a template database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../../prisma/migrate';
import { createPGlite, pgliteAdapterFactory } from '../../server/db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/** The name of the template database every PostgreSQL test database is copied from. */
export function templateName(): string {
  return `lab_test_template_${process.pid}`;
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

type Prepared = {
  pgliteSnapshot: string;
  postgresTemplate: string;
  /** The run's folder for temporary files (tests/helpers/temp.ts), removed with the rest. */
  tempRoot: string;
  teardown(): Promise<void>;
};
// Each test project runs this setup, in one process but from its own copy of
// this module: the database is prepared once per run, shared on globalThis.
const shared = globalThis as { __labTestDb?: { prepared: Promise<Prepared>; users: number } };

export default async function setup(project: TestProject) {
  shared.__labTestDb ??= { prepared: prepare(), users: 0 };
  const state = shared.__labTestDb;
  const { pgliteSnapshot, postgresTemplate, tempRoot, teardown } = await state.prepared;
  project.provide('pgliteSnapshot', pgliteSnapshot);
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('testTempRoot', tempRoot);
  state.users++;
  return async () => {
    if (--state.users === 0) {
      shared.__labTestDb = undefined;
      await teardown();
    }
  };
}

async function prepare(): Promise<Prepared> {
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-test-'));
  const removeTempRoot = () => fs.rmSync(tempRoot, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = templateName();
    await withAdminClient(url, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${template}`);
      await client.query(`CREATE DATABASE ${template}`);
    });
    // A pool of our own, ended after migrating: PostgreSQL refuses to copy a
    // template database while any connection to it is open.
    const pool = new pg.Pool({ connectionString: databaseUrl(url, template), max: 2 });
    try {
      await applyMigrations(new PrismaPg(pool));
    } finally {
      await pool.end();
    }
    return {
      pgliteSnapshot: '',
      postgresTemplate: template,
      tempRoot,
      teardown: async () => {
        removeTempRoot();
        await withAdminClient(url, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
        );
      },
    };
  }

  const pglite = await createPGlite();
  await applyMigrations(await pgliteAdapterFactory(pglite));
  // Uncompressed: every test file (and browser-test server) loads it, and
  // gunzipping the ~5 MB archive back to ~40 MB cost each one 0.3 s of CPU.
  const snapshot = path.join(tempRoot, 'migrated.tar');
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  return {
    pgliteSnapshot: snapshot,
    postgresTemplate: '',
    tempRoot,
    teardown: async () => removeTempRoot(),
  };
}
