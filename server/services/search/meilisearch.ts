// Meilisearch adapter: the spec's `blog_posts` and `courses` indexes with its
// record shape, through the official client. Kept thin; it is tested against
// a local HTTP server that speaks the same API. Visibility of scheduled posts
// is a filter on published_at at query time.
import { Meilisearch, type Settings } from 'meilisearch';
import type { Logger } from '../../log';
import {
  type BlogPostRecord,
  type CourseRecord,
  INDEX_NAMES,
  type SearchHit,
  type SearchOptions,
  type SearchService,
  type SearchType,
  searchTerms,
} from './types';

const SETTINGS: Record<SearchType, Settings> = {
  blog: {
    searchableAttributes: ['title', 'excerpt', 'tags', 'category', 'author', 'content'],
    filterableAttributes: ['published_at', 'type'],
  },
  course: {
    searchableAttributes: ['title', 'excerpt', 'tags', 'category', 'content'],
    filterableAttributes: ['type'],
  },
};

export function createMeilisearchSearch(
  { url, apiKey }: { url: string; apiKey?: string },
  log: Logger,
): SearchService {
  const client = new Meilisearch({ host: url, apiKey });
  const index = (type: SearchType) => client.index(INDEX_NAMES[type]);
  // Settings are applied once per process, before the first write.
  let configured: Promise<void> | undefined;
  const configure = () => {
    configured ??= Promise.all(
      (['blog', 'course'] as const).map((type) => index(type).updateSettings(SETTINGS[type])),
    ).then(
      () => undefined,
      (error: unknown) => {
        configured = undefined;
        log.warn('Could not apply the Meilisearch index settings', error);
      },
    );
    return configured;
  };
  const save = async (type: SearchType, record: BlogPostRecord | CourseRecord) => {
    await configure();
    await index(type).addDocuments([record], { primaryKey: 'objectID' });
  };

  return {
    name: 'meilisearch',
    async search(query: string, { types, limit, now }: SearchOptions): Promise<SearchHit[]> {
      const text = searchTerms(query).join(' ');
      if (!text || types.length === 0) return [];
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const { results } = await client.multiSearch({
        queries: types.map((type) => ({
          indexUid: INDEX_NAMES[type],
          q: text,
          limit,
          attributesToRetrieve: ['objectID'],
          showRankingScore: true,
          ...(type === 'blog' ? { filter: `published_at IS NULL OR published_at <= ${nowSeconds}` } : {}),
        })),
      });
      return results
        .flatMap((result, position) =>
          result.hits.map((hit) => ({
            type: types[position]!,
            id: String(hit.objectID),
            score: hit._rankingScore ?? 0,
          })),
        )
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(({ type, id }) => ({ type, id }));
    },
    savePost: (record) => save('blog', record),
    deletePost: async (id) => {
      await index('blog').deleteDocument(id);
    },
    saveCourse: (record) => save('course', record),
    deleteCourse: async (id) => {
      await index('course').deleteDocument(id);
    },
  };
}
