// `npm run db:seed`: migrates, then adds the demo content (idempotent).
import { applyMigrations } from '../../prisma/migrate';
import { seedDemoContent } from '../../prisma/seed';
import { loadConfig } from '../config';
import { openDatabase } from '../db';

const db = await openDatabase(loadConfig().database);
try {
  await applyMigrations(db.adapterFactory);
  await seedDemoContent(db.prisma);
  console.log('Demo content is in place.');
} finally {
  await db.close();
}
process.exit(0);
