// What the server does to a database before it listens: apply pending
// migrations, make sure an admin exists, and fill a new embedded database
// with demo content. Every row it writes is dated by the app's clock.
import { applyMigrations, pendingMigrations } from '../prisma/migrate';
import { seedDemoContent } from '../prisma/seed';
import { seedDemoImages } from '../prisma/seed-images';
import type { Config } from './config';
import type { Database } from './db';
import type { Logger } from './log';
import { generatePassword, hasAdmin, upsertAdmin } from './modules/auth/users';
import type { Clock } from './services/clock';
import { createStorage } from './services/storage';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export async function prepareDatabase(
  db: Database,
  config: Config,
  log: Logger,
  clock: Pick<Clock, 'now'>,
): Promise<void> {
  // Most starts are restarts with nothing to apply: then the schema engine is never loaded.
  const pending = await pendingMigrations(db.prisma);
  const applied = pending.length > 0 ? await applyMigrations(db.adapterFactory) : [];
  for (const name of applied) log.info(`Applied migration ${name}`);

  // A database that received its very first migration just now is empty.
  const fresh = applied.length > 0 && (await db.prisma.blogPost.count()) === 0;
  if (fresh && db.kind === 'pglite' && config.seedDemoContent) {
    // One moment for the whole demo: its images are dated as its posts.
    const now = clock.now();
    await seedDemoContent(db.prisma, now);
    await seedDemoImages(db.prisma, createStorage(config), now);
    log.info('Filled the new embedded database with demo content');
  }
  await ensureAdmin(db, config, log, clock);
  await refreshPlannerStatistics(db);
}

/**
 * PGlite runs no autovacuum, so without this its query planner never has
 * table statistics and guesses: it then sorts every readable post to show a
 * page of 10 instead of reading the list index. PostgreSQL's autovacuum keeps
 * its own statistics current.
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  if (db.kind === 'pglite') await db.prisma.$executeRawUnsafe('ANALYZE');
}

async function ensureAdmin(
  db: Database,
  config: Config,
  log: Logger,
  clock: Pick<Clock, 'now'>,
): Promise<void> {
  if (await hasAdmin(db.prisma)) return;
  const email = config.admin.email ?? DEFAULT_ADMIN_EMAIL;
  if (config.admin.password) {
    await upsertAdmin(db.prisma, { email, password: config.admin.password }, clock.now());
    log.info(`Created the admin account ${email} from ADMIN_EMAIL/ADMIN_PASSWORD`);
    return;
  }
  const password = generatePassword();
  await upsertAdmin(db.prisma, { email, password }, clock.now());
  // A log collector keeps what it reads: a password is not printed there.
  if (config.logFormat === 'json') {
    log.warn(
      `No admin account existed, so one was created (${email}) with a password that is not logged: set yours with npm run admin:create -- --email <that email> --password <new password>`,
    );
    return;
  }
  // Printed once, on purpose: nothing else ever shows this password again.
  console.info(
    [
      '',
      '  No admin account existed, so one was created:',
      `    email:    ${email}`,
      `    password: ${password}`,
      '  This password is shown only once. Set your own with',
      `    npm run admin:create -- --email ${email} --password <new password>`,
      '',
    ].join('\n'),
  );
}
