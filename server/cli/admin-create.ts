// `npm run admin:create -- --email E --password P`: creates an admin, or
// resets the password (and signs out every session) of an existing account.
import { parseArgs } from 'node:util';
import { validateEmail } from '../../domain/shared/validation';
import { applyMigrations } from '../../prisma/migrate';
import { MIN_PASSWORD_LENGTH, upsertAdmin } from '../modules/auth/users';
import { openConfiguredDatabase } from './open-database';

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

const { db } = await openConfiguredDatabase();
try {
  await applyMigrations(db.adapterFactory);
  const { created } = await upsertAdmin(db.prisma, {
    email: values.email!,
    password: values.password!,
    name: values.name,
  });
  console.log(`${created ? 'Created' : 'Reset'} the admin account ${values.email!.trim().toLowerCase()}.`);
} finally {
  await db.close();
}
process.exit(0);
