// `npm run admin:unlock -- --email E`: lifts the sign-in lockout of an email
// (after too many failed sign-ins), so its owner can sign in again at once.
import { parseArgs } from 'node:util';
import { validateEmail } from '../../domain/shared/validation';
import { applyMigrations } from '../../prisma/migrate';
import { databaseSignInThrottle } from '../modules/auth/lockout';
import { systemClock } from '../services/clock';
import { openConfiguredDatabase } from './open-database';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const problem = values.email ? validateEmail(values.email) : 'Usage: npm run admin:unlock -- --email <email>';
if (problem) {
  console.error(problem);
  process.exit(2);
}

const email = values.email!.trim().toLowerCase();
const { db } = await openConfiguredDatabase();
try {
  await applyMigrations(db.adapterFactory);
  const wasLocked = await databaseSignInThrottle(db.prisma).unlock(email, systemClock.now());
  console.log(
    wasLocked
      ? `Unlocked ${email}: it can sign in again.`
      : `${email} was not locked; its count of failed sign-ins is reset.`,
  );
} finally {
  await db.close();
}
process.exit(0);
