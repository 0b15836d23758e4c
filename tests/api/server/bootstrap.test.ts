// First start and restart of the embedded database on disk: migrations,
// demo content and the first admin; then a restart that keeps everything.
// The demo CRM contacts as the back-office lists them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { normalizeEmail } from '../../../domain/shared/validation';
import { DEMO_CONTENT_COUNTS, seedDemoContent } from '../../../prisma/seed';
import { crmContacts } from '../../../prisma/seed-data/crm';
import { DEMO_IMAGE_FOLDER } from '../../../prisma/seed-images';
import { DEFAULT_ADMIN_EMAIL, prepareDatabase } from '../../../server/bootstrap';
import { loadConfig } from '../../../server/config';
import { type Database, DatabaseInUseError, openDatabase } from '../../../server/db';
import { createLogger } from '../../../server/log';
import { verifyPassword } from '../../../server/modules/auth/password';
import { systemClock } from '../../../server/services/clock';
import { createTestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-bootstrap-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function counts(db: Database) {
  const p = db.prisma;
  return {
    blogAuthors: await p.blogAuthor.count(),
    blogCategories: await p.blogCategory.count(),
    blogTags: await p.blogTag.count(),
    blogPosts: await p.blogPost.count(),
    blogPostTags: await p.blogPostTag.count(),
    courseCategories: await p.courseCategory.count(),
    courseTags: await p.courseTag.count(),
    courses: await p.course.count(),
    courseTagLinks: await p.courseTagLink.count(),
    courseModules: await p.courseModule.count(),
    courseLessons: await p.courseLesson.count(),
    ctas: await p.cta.count(),
    surveys: await p.survey.count(),
    questions: await p.question.count(),
    choices: await p.choice.count(),
    crmContacts: await p.crmContact.count(),
    crmNotes: await p.crmContactNote.count(),
  };
}

// Each starts a fresh embedded database (initdb, every migration) or a CLI
// process: seconds alone, past the default 30 s on a loaded CI machine.
const HEAVY_MS = 120_000;

describe('the embedded database', { timeout: HEAVY_MS }, () => {
  const dataDir = tempDir();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'Owner@Lab.Example',
    ADMIN_PASSWORD: 'first start password',
  });
  const log = { ...createLogger('silent'), info: vi.fn() };

  it('is migrated, filled with demo content and given its admin on first start', async () => {
    const db = await openDatabase(config.database);
    try {
      await prepareDatabase(db, config, log, systemClock);
      expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/^Applied migration \d{14}_init$/));
      expect(await counts(db)).toEqual(DEMO_CONTENT_COUNTS);
      // Every demo post has a featured image drawn for it, stored with its copies.
      const images = await db.prisma.asset.findMany({ where: { folder: DEMO_IMAGE_FOLDER } });
      expect(images).toHaveLength(DEMO_CONTENT_COUNTS.blogPosts);
      const posts = await db.prisma.blogPost.findMany({ select: { imageUrl: true } });
      expect(posts.map((post) => post.imageUrl).sort()).toEqual(images.map((image) => image.url).sort());
      for (const image of images) {
        expect(image).toMatchObject({ width: 1600, height: 900, mimeType: 'image/jpeg' });
        expect((image.variants as { width: number }[]).map((variant) => variant.width).sort()).toEqual([
          1600, 1600, 480, 480, 960, 960,
        ]);
      }
      const admin = await db.prisma.user.findUniqueOrThrow({ where: { email: 'owner@lab.example' } });
      expect(admin.appMetadata).toEqual({ role: 'admin' });
      expect(await verifyPassword(admin.passwordHash, 'first start password')).toBe(true);
      // PGlite has no autovacuum: the start took the planner's statistics
      // (reltuples stays -1 on a table never analyzed).
      const [stats] = await db.prisma.$queryRaw<{ reltuples: number }[]>`
        SELECT reltuples FROM pg_class WHERE relname = 'blog_posts'`;
      expect(stats!.reltuples).toBe(DEMO_CONTENT_COUNTS.blogPosts);
    } finally {
      await db.close();
    }
  });

  it('refuses a second process while it is open', async () => {
    const db = await openDatabase(config.database);
    try {
      // Simulate another live process owning the lock.
      fs.writeFileSync(path.join(dataDir, 'app.lock'), String(process.ppid));
      await expect(openDatabase(config.database)).rejects.toBeInstanceOf(DatabaseInUseError);
      fs.writeFileSync(path.join(dataDir, 'app.lock'), String(process.pid));
    } finally {
      await db.close();
    }
  });

  it('keeps every row across a restart and applies no migration twice', async () => {
    log.info.mockClear();
    const db = await openDatabase(config.database);
    try {
      await db.prisma.blogTag.create({ data: { slug: 'kept-after-restart', name: 'Kept' } });
    } finally {
      await db.close();
    }
    const again = await openDatabase(config.database);
    try {
      await prepareDatabase(again, config, log, systemClock);
      expect(log.info).not.toHaveBeenCalledWith(expect.stringMatching(/^Applied migration/));
      expect(await again.prisma.blogTag.findUnique({ where: { slug: 'kept-after-restart' } })).not.toBeNull();
      expect((await counts(again)).blogPosts).toBe(DEMO_CONTENT_COUNTS.blogPosts);
      expect(await again.prisma.user.count()).toBe(1);
    } finally {
      await again.close();
    }
  });

  it('seeds idempotently', async () => {
    const db = await openDatabase(config.database);
    try {
      const before = await counts(db);
      await seedDemoContent(db.prisma);
      expect(await counts(db)).toEqual({ ...before });
    } finally {
      await db.close();
    }
  });
});

describe('the demo CRM', () => {
  const LIST = /* GraphQL */ `
    query {
      crmContacts(first: 100) {
        totalCount
        edges { node { email firstName company status source customFields { key } notes { totalCount } } }
      }
    }
  `;
  type Node = {
    email: string;
    firstName: string;
    company: string | null;
    status: string;
    source: string | null;
    customFields: { key: string }[];
    notes: { totalCount: number };
  };

  it('lists every demo contact with its notes once, however often the seed runs', async () => {
    const app = await createTestApp();
    try {
      const cookie = await adminCookie(app);
      await seedDemoContent(app.prisma);
      await seedDemoContent(app.prisma);
      const { data } = await app.gql<{ crmContacts: { totalCount: number; edges: { node: Node }[] } }>(
        LIST,
        {},
        { cookie },
      );
      const listed = data!.crmContacts.edges.map((edge) => edge.node);
      expect(data!.crmContacts.totalCount).toBe(crmContacts.length);
      // Stored as an admin's save stores them: emails lower-cased, blanks as null.
      expect(listed.map((node) => node.email).sort()).toEqual(
        crmContacts.map((contact) => normalizeEmail(contact.email)).sort(),
      );
      for (const contact of crmContacts) {
        expect(listed.find((node) => node.email === normalizeEmail(contact.email))).toEqual({
          email: normalizeEmail(contact.email),
          firstName: contact.firstName,
          company: contact.company || null,
          status: contact.status,
          source: contact.source,
          customFields: Object.keys(contact.customFields).map((key) => ({ key })),
          notes: { totalCount: contact.notes.length },
        });
      }
      // Something to try: both statuses, several sources, notes and contact messages.
      expect(new Set(listed.map((node) => node.status))).toEqual(new Set(['prospect', 'customer']));
      expect(new Set(crmContacts.flatMap((contact) => contact.notes.map((note) => note.kind)))).toEqual(
        new Set(['note', 'contact_message']),
      );
      // A demo contact an admin deleted stays deleted: its email is taken, not free again.
      await app.prisma.crmContact.update({
        where: { id: (await app.prisma.crmContact.findFirstOrThrow()).id },
        data: { deleted: true },
      });
      await seedDemoContent(app.prisma);
      expect(await app.prisma.crmContact.count()).toBe(crmContacts.length);
    } finally {
      await app.close();
    }
  });
});

describe('first start without ADMIN_PASSWORD', { timeout: HEAVY_MS }, () => {
  it('creates the admin with a generated password printed once', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir(), SEED_DEMO_CONTENT: 'false' });
    const print = vi.spyOn(console, 'info').mockImplementation(() => {});
    const db = await openDatabase(config.database);
    try {
      await prepareDatabase(db, config, createLogger('silent'), systemClock);
      const output = print.mock.calls.map((call) => String(call[0])).join('\n');
      const password = /password: (\S+)/.exec(output)?.[1];
      expect(password).toBeDefined();
      const admin = await db.prisma.user.findUniqueOrThrow({ where: { email: DEFAULT_ADMIN_EMAIL } });
      expect(await verifyPassword(admin.passwordHash, password!)).toBe(true);
      expect(await db.prisma.blogPost.count()).toBe(0);
    } finally {
      print.mockRestore();
      await db.close();
    }
  });
});

describe('npm run admin:create', { timeout: HEAVY_MS }, () => {
  const run = promisify(execFile);
  const cli = (dataDir: string, ...args: string[]) =>
    run(path.resolve('node_modules/.bin/tsx'), ['server/cli/admin-create.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('creates an admin, then resets its password', async () => {
    const dataDir = tempDir();
    expect((await cli(dataDir, '--email', 'Ops@Lab.Example', '--password', 'first password')).stdout).toMatch(
      'Created the admin account ops@lab.example.',
    );
    expect(
      (await cli(dataDir, '--email', 'ops@lab.example', '--password', 'second password')).stdout,
    ).toMatch('Reset the admin account ops@lab.example.');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const user = await db.prisma.user.findUniqueOrThrow({ where: { email: 'ops@lab.example' } });
      expect(await verifyPassword(user.passwordHash, 'second password')).toBe(true);
      expect(await db.prisma.user.count()).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('says the embedded database is in use, without a stack trace, while a server holds it', async () => {
    const dataDir = tempDir();
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(
        cli(dataDir, '--email', 'ops@lab.example', '--password', 'long enough'),
      ).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          `The embedded database in ${dataDir} is in use by process ${process.pid}.`,
        ),
      });
      await expect(
        cli(dataDir, '--email', 'ops@lab.example', '--password', 'long enough'),
      ).rejects.toMatchObject({
        stderr: expect.not.stringMatching(/^\s+at /m),
      });
    } finally {
      await db.close();
    }
  });

  it('refuses a short password or a bad email without touching the database', async () => {
    const dataDir = tempDir();
    await expect(cli(dataDir, '--email', 'ops@lab.example', '--password', 'short')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('at least 8 characters'),
    });
    await expect(cli(dataDir, '--email', 'nope', '--password', 'long enough')).rejects.toMatchObject({
      stderr: expect.stringContaining('Please enter a valid email address'),
    });
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
