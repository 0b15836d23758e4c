// `npm run db:seed`: migrates, then adds the demo content and the demo posts'
// featured images (idempotent).
import { applyMigrations } from '../../prisma/migrate';
import { seedDemoContent } from '../../prisma/seed';
import { seedDemoImages } from '../../prisma/seed-images';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { createStorage } from '../services/storage';

const config = loadConfig();
const db = await openDatabase(config.database);
try {
  await applyMigrations(db.adapterFactory);
  await seedDemoContent(db.prisma);
  await seedDemoImages(db.prisma, createStorage(config));
  console.log('Demo content is in place.');
} finally {
  await db.close();
}
process.exit(0);
