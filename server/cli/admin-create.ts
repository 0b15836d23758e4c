// `npm run admin:create -- --email E --password P`: creates an admin, or
// resets the password (and signs out every session) of an existing account.
// With REDIS_URL, the running servers hear of the reset at once, so the
// streams the old credentials opened end now (http/stream-access.ts), not at
// their next check; without it (or with Redis away) they end at that check.
import { parseArgs } from 'node:util';
import { validateEmail } from '../../domain/shared/validation';
import { applyMigrations } from '../../prisma/migrate';
import type { Config } from '../config';
import { createLogger } from '../log';
import { MIN_PASSWORD_LENGTH, upsertAdmin } from '../modules/auth/users';
import { systemClock } from '../services/clock';
import { createRedisEventBus, type EventBus } from '../services/events';
import { createRedisConnections } from '../services/redis';
import { openConfiguredDatabase } from './open-database';

/**
 * Runs `reset` with the event bus the servers share (Redis), when there is
 * one that answers, and waits until what it published has reached them.
 */
async function withServersBus<T>(config: Config, reset: (events?: EventBus) => Promise<T>): Promise<T> {
  if (!config.redis) return reset();
  const log = createLogger(config.logLevel, config.logFormat);
  const redis = await createRedisConnections(config.redis, log);
  try {
    await redis.ping();
  } catch (error) {
    await redis.close();
    log.warn(
      `The running servers were not told (${(error as Error).message}): streams opened with the old credentials end within a minute.`,
    );
    return reset();
  }
  try {
    const events = await createRedisEventBus(redis);
    const result = await reset(events);
    await events.delivered();
    return result;
  } finally {
    await redis.close();
  }
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const problem =
  !values.email || !values.password
    ? 'Usage: npm run admin:create -- --email <email> --password <password> [--name <name>]'
    : (validateEmail(values.email) ??
      (values.password.length < MIN_PASSWORD_LENGTH
        ? `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
        : null));
if (problem) {
  console.error(problem);
  process.exit(2);
}

const { config, db } = await openConfiguredDatabase();
try {
  await applyMigrations(db.adapterFactory);
  const { created } = await withServersBus(config, (events) =>
    upsertAdmin(
      db.prisma,
      { email: values.email!, password: values.password!, name: values.name },
      systemClock.now(),
      events,
    ),
  );
  console.log(`${created ? 'Created' : 'Reset'} the admin account ${values.email!.trim().toLowerCase()}.`);
} finally {
  await db.close();
}
process.exit(0);
