// A first start dates every row it writes (the demo content, its images and
// the first admin) by the app's clock (a TestClock here, far from the
// system's time), not by the database's default (now()) nor the system's time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../server/bootstrap';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db';
import { createLogger } from '../../../server/log';
import { TestClock } from '../../helpers/app';
import { columnsDatedBetween } from '../../helpers/db';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-bootstrap-dates-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

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
      expect(await columnsDatedBetween(db.prisma, started, new Date())).toEqual([]);

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
