// Default search: PostgreSQL full-text search over the tables themselves, so
// index updates are no-ops. Ranked with ts_rank over weighted documents (title
// first), every word prefix-matched, stemmed or as written: 'work' finds
// 'workshop', 'automat' finds 'automating'. The document
// expressions must stay identical to the GIN indexes of the migration
// add_search, or PostgreSQL stops using them.

import { Prisma } from '../../db';
import { publicPostSql } from '../../modules/blog/visibility';
import { publicCourseSql } from '../../modules/courses/visibility';
import { type SearchHit, type SearchOptions, type SearchService, searchTerms } from './types';

const POST_DOCUMENT = Prisma.raw(`(
  setweight(to_tsvector('english'::regconfig, coalesce(p."title", '')) || to_tsvector('simple'::regconfig, coalesce(p."title", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(p."excerpt", '')) || to_tsvector('simple'::regconfig, coalesce(p."excerpt", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(p."content", ''), '<[^>]*>', ' ', 'g')) || to_tsvector('simple'::regconfig, regexp_replace(coalesce(p."content", ''), '<[^>]*>', ' ', 'g')), 'C')
)`);
const COURSE_DOCUMENT = Prisma.raw(`(
  setweight(to_tsvector('english'::regconfig, coalesce(c."title", '')) || to_tsvector('simple'::regconfig, coalesce(c."title", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(c."summary", '')) || to_tsvector('simple'::regconfig, coalesce(c."summary", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(c."description", ''), '<[^>]*>', ' ', 'g')) || to_tsvector('simple'::regconfig, regexp_replace(coalesce(c."description", ''), '<[^>]*>', ' ', 'g')), 'C')
)`);

/** Every term as a prefix, stemmed or as written; all terms must match. */
function prefixQuery(terms: string[]): Prisma.Sql {
  return Prisma.join(
    terms.map(
      (term) => Prisma.sql`(to_tsquery('english', ${`${term}:*`}) || to_tsquery('simple', ${`${term}:*`}))`,
    ),
    ' && ',
  );
}

export function createPostgresSearch(): SearchService {
  return {
    name: 'postgres',
    async search(query: string, { types, limit, now, prisma }: SearchOptions): Promise<SearchHit[]> {
      const terms = searchTerms(query);
      if (terms.length === 0 || types.length === 0) return [];
      const branches: Prisma.Sql[] = [];
      if (types.includes('blog')) {
        branches.push(Prisma.sql`
          SELECT 'blog' AS type, p.id::text AS id, ts_rank(${POST_DOCUMENT}, q.query) AS rank,
                 p.published_at AS date
          FROM blog_posts p, q
          WHERE ${POST_DOCUMENT} @@ q.query AND ${publicPostSql('p', now)}`);
      }
      if (types.includes('course')) {
        branches.push(Prisma.sql`
          SELECT 'course' AS type, c.id::text AS id, ts_rank(${COURSE_DOCUMENT}, q.query) AS rank,
                 NULL::timestamptz AS date
          FROM courses c, q
          WHERE ${COURSE_DOCUMENT} @@ q.query AND ${publicCourseSql('c')}`);
      }
      const rows = await prisma.$queryRaw<{ type: 'blog' | 'course'; id: string }[]>`
        WITH q AS (SELECT ${prefixQuery(terms)} AS query)
        SELECT type, id FROM (${Prisma.join(branches, ' UNION ALL ')}) hits
        ORDER BY rank DESC, date DESC NULLS LAST, id
        LIMIT ${limit}`;
      return rows.map((row) => ({ type: row.type, id: row.id }));
    },
    // The tables are the index: PostgreSQL keeps it current on every write.
    savePost: async () => {},
    deletePost: async () => {},
    saveCourse: async () => {},
    deleteCourse: async () => {},
  };
}
