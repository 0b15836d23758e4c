// What `npm run search:reindex` says when it is done: each count with its noun, right at 0, 1 and more.
import { describe, expect, it } from 'vitest';
import { reindexedMessage } from '../../../../server/modules/search/sync';

describe('reindexedMessage', () => {
  it.each([
    [{ posts: 0, courses: 0 }, 'Sent 0 posts and 0 courses to meilisearch.'],
    [{ posts: 1, courses: 1 }, 'Sent 1 post and 1 course to meilisearch.'],
    [{ posts: 12, courses: 1 }, 'Sent 12 posts and 1 course to meilisearch.'],
    [{ posts: 1, courses: 3 }, 'Sent 1 post and 3 courses to meilisearch.'],
  ])('%o: %s', (sent, expected) => {
    expect(reindexedMessage(sent, 'meilisearch')).toBe(expected);
  });
});
