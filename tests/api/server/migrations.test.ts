// The committed migrations: in step with the schema, and applied once only.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyMigrations,
  diffSchemaFromMigrations,
  migrationsDir,
  pendingMigrations,
  readMigrations,
} from '../../../prisma/migrate';
import { createPGlite, openDatabase, pgliteAdapterFactory } from '../../../server/db';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

describe('migrations', () => {
  it('describe exactly prisma/schema.prisma (run `npm run db:migration` after a schema change)', async () => {
    const shadow = await createPGlite();
    try {
      expect(await diffSchemaFromMigrations(await pgliteAdapterFactory(shadow))).toBe('');
    } finally {
      await shadow.close();
    }
    // Replaying every migration twice in wasm PostgreSQL takes a minute on a busy machine.
  }, 180_000);

  it('give the CRM contact list its keyset, search and unique-email indexes', async () => {
    const rows = await db.prisma.$queryRaw<{ indexname: string; indexdef: string }[]>`
      SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'crm_contacts' ORDER BY indexname`;
    const byName = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(byName.crm_contacts_email_active_key).toMatch(
      /UNIQUE INDEX .*lower\(email\).*WHERE \(NOT deleted\)/,
    );
    expect(byName.crm_contacts_search_idx).toContain('gin_trgm_ops');
    expect(byName.crm_contacts_name_order_idx).toContain(
      '(crm_search_fold(last_name), crm_search_fold(first_name), id) WHERE (NOT deleted)',
    );
  });

  it('give the public post lists an index in their own order, NULLS LAST included', async () => {
    // Written into the migration by hand, and invisible to Prisma's diff above.
    const rows = await db.prisma.$queryRaw<{ indexname: string; indexdef: string }[]>`
      SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'blog_posts' AND indexname LIKE '%_order_idx'
      ORDER BY indexname`;
    expect(rows.map((row) => row.indexname)).toEqual([
      'blog_posts_author_order_idx',
      'blog_posts_category_order_idx',
      'blog_posts_public_order_idx',
    ]);
    for (const row of rows) expect(row.indexdef).toContain('published_at DESC NULLS LAST, id DESC');
  });

  it('are all recorded in _prisma_migrations and not applied a second time', async () => {
    const names = readMigrations().migrationDirectories.map((directory) => directory.path);
    expect(names.length).toBeGreaterThan(0);
    expect(await applyMigrations(db.adapterFactory)).toEqual([]);
    const rows = await db.prisma.$queryRaw<{ migration_name: string; finished_at: Date | null }[]>`
      SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name`;
    expect(rows.map((row) => row.migration_name)).toEqual(names);
    expect(rows.every((row) => row.finished_at !== null)).toBe(true);
  });

  it('are read as pending without the schema engine: none when up to date, new or edited ones otherwise', async () => {
    const names = readMigrations().migrationDirectories.map((directory) => directory.path);
    expect(await pendingMigrations(db.prisma)).toEqual([]);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      fs.cpSync(migrationsDir, dir, { recursive: true });
      fs.mkdirSync(path.join(dir, '29990101000000_next'));
      fs.writeFileSync(path.join(dir, '29990101000000_next', 'migration.sql'), 'SELECT 1;\n');
      expect(await pendingMigrations(db.prisma, dir)).toEqual(['29990101000000_next']);
      // An applied migration edited afterwards: the engine must run and say so.
      fs.appendFileSync(path.join(dir, names[0]!, 'migration.sql'), '\n-- edited\n');
      expect(await pendingMigrations(db.prisma, dir)).toEqual([names[0], '29990101000000_next']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    const empty = await openDatabase({ kind: 'pglite-instance', pglite: await createPGlite() });
    try {
      expect(await pendingMigrations(empty.prisma)).toEqual(names);
    } finally {
      await empty.close();
    }
    // A fresh in-memory PGlite: seconds alone, more on a loaded machine.
  }, 120_000);
});
