// `npm run db:seed`: migrates, then adds the demo content and the demo posts'
// featured images (idempotent).
import { applyMigrations } from '../../prisma/migrate';
import { seedDemoContent } from '../../prisma/seed';
import { seedDemoImages } from '../../prisma/seed-images';
import { systemClock } from '../services/clock';
import { createStorage } from '../services/storage';
import { openConfiguredDatabase } from './open-database';

const { config, db } = await openConfiguredDatabase();
try {
  await applyMigrations(db.adapterFactory);
  const now = systemClock.now();
  await seedDemoContent(db.prisma, now);
  await seedDemoImages(db.prisma, createStorage(config), now);
  console.log('Demo content is in place.');
} finally {
  await db.close();
}
process.exit(0);
