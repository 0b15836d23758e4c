// `npm run search:reindex`: sends every post and course to the search index
// (Meilisearch, when MEILISEARCH_URL is set), by the same rule as a save:
// readable ones saved, unpublished or deleted ones removed. With the default
// PostgreSQL search there is nothing to do: the tables are the index.
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { reindexAll, reindexedMessage } from '../modules/search/sync';
import { createServices } from '../services';
import { orExitOnStartFailure } from './open-database';

const { config, services } = await orExitOnStartFailure(async () => {
  const config = loadConfig();
  return { config, services: await createServices(config) };
});
if (services.search.name === 'postgres') {
  console.log('Search uses PostgreSQL full-text search: the tables are the index, nothing to send.');
  process.exit(0);
}
const db = await orExitOnStartFailure(() => openDatabase(config.database));
try {
  console.log(reindexedMessage(await reindexAll({ prisma: db.prisma, services }), services.search.name));
} finally {
  await db.close();
}
process.exit(0);
