// `npm run db:migrate`: applies pending migrations to the configured database.
import { applyMigrations } from '../../prisma/migrate';
import { openConfiguredDatabase } from './open-database';

const { db } = await openConfiguredDatabase();
try {
  const applied = await applyMigrations(db.adapterFactory);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
// The wasm engine keeps the event loop busy for a while after its work is done.
process.exit(0);
