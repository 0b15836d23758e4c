// Chooses the search adapter from the configuration.
import type { Config } from '../../config';
import type { Logger } from '../../log';
import { createMeilisearchSearch } from './meilisearch';
import { createPostgresSearch } from './postgres';
import type { SearchService } from './types';

export type { SearchHit, SearchService, SearchType } from './types';

export function createSearchService(config: Config, log: Logger): SearchService {
  return config.meilisearch ? createMeilisearchSearch(config.meilisearch, log) : createPostgresSearch();
}
