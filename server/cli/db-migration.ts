// `npm run db:migration -- --name <name>`: writes the next migration from the
// difference between prisma/schema.prisma and the committed migrations.
import { parseArgs } from 'node:util';
import { createMigration } from '../../prisma/migrate';
import { createPGlite, pgliteAdapterFactory } from '../db';

const { values } = parseArgs({ options: { name: { type: 'string' } } });
if (!values.name) {
  console.error('Usage: npm run db:migration -- --name <name>');
  process.exit(2);
}
// The shadow database is an in-memory PGlite: nothing is written anywhere else.
const pglite = await createPGlite();
try {
  const folder = await createMigration(values.name, await pgliteAdapterFactory(pglite));
  console.log(folder ? `Created ${folder}` : 'The schema matches the migrations: nothing to create.');
} finally {
  await pglite.close();
}
