// A first start dates every row it writes (the demo content, its images and
// the first admin) by the app's clock (a TestClock here, far from the
// system's time), not by the database's default (now()) nor the system's time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../server/bootstrap';
import { loadConfig } from '../../../server/config';
import { type Database, openDatabase } from '../../../server/db';
import { createLogger } from '../../../server/log';
import { TestClock } from '../../helpers/app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-bootstrap-dates-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/**
 * Every timestamp column of the app's tables (not Prisma's migration log) that holds a time in
 * [from, to], as "table.column": a row dated by the system's or the database's time while the
 * clock said otherwise.
 */
async function columnsDatedBetween(db: Database, from: Date, to: Date): Promise<string[]> {
  const columns = await db.prisma.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type = 'timestamp with time zone'
      AND left(table_name, 1) <> '_'
    ORDER BY table_name, column_name`;
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}" BETWEEN $1::timestamptz AND $2::timestamptz`,
      from,
      to,
    );
    if (row!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

// A fresh embedded database (initdb, every migration, the demo content): seconds on a loaded machine.
const HEAVY_MS = 120_000;

describe('a first start, dated by the app clock', { timeout: HEAVY_MS }, () => {
  it('writes the demo content, its images and the admin at the clock’s time', async () => {
    const clock = new TestClock(new Date('2031-03-04T05:06:00Z'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'dated-owner@lab.example',
      ADMIN_PASSWORD: 'first start password',
    });
    const db = await openDatabase(config.database);
    try {
      const started = new Date();
      await prepareDatabase(db, config, createLogger('silent'), clock);
      expect(await columnsDatedBetween(db, started, new Date())).toEqual([]);

      const admin = await db.prisma.user.findUniqueOrThrow({ where: { email: 'dated-owner@lab.example' } });
      expect(admin).toMatchObject({ createdAt: clock.now(), updatedAt: clock.now() });
      const folder = await db.prisma.mediaFolder.findFirstOrThrow();
      expect(folder.createdAt).toEqual(clock.now());
      const image = await db.prisma.asset.findFirstOrThrow();
      expect(image).toMatchObject({ createdAt: clock.now(), updatedAt: clock.now() });
      const post = await db.prisma.blogPost.findFirstOrThrow();
      expect(post).toMatchObject({ createdAt: clock.now(), updatedAt: clock.now() });
    } finally {
      await db.close();
    }
  });
});
