// Site search for visitors: the adapter ranks, then the hits are read through
// the same public filters as every other list, so a hit can never reveal a
// hidden row (an index that lags behind a save included).
import type { Context } from '../../context';
import type { SearchType } from '../../services/search';
import { POST_ORDER, publicPostWhere } from '../blog/visibility';
import { publicCourseWhere } from '../courses/visibility';

export const SEARCH_MAX_RESULTS = 20;

export type SearchArgs = { query: string; types?: readonly SearchType[] | null; first?: number | null };

/** Posts and courses, best match first. */
export async function searchSite(context: Context, args: SearchArgs) {
  const now = context.services.clock.now();
  const types: SearchType[] = args.types?.length ? [...args.types] : ['blog', 'course'];
  const limit = Math.min(Math.max(args.first ?? 10, 1), SEARCH_MAX_RESULTS);
  const hits = await context.services.search.search(args.query.slice(0, 200), {
    types,
    limit,
    now,
    prisma: context.prisma,
  });
  const ids = (type: SearchType) => hits.filter((hit) => hit.type === type).map((hit) => hit.id);
  const [posts, courses] = await Promise.all([
    ids('blog').length
      ? context.prisma.blogPost.findMany({
          where: { id: { in: ids('blog') }, ...publicPostWhere(now) },
          include: { author: true, category: true, tags: { include: { tag: true } } },
          orderBy: POST_ORDER,
          relationLoadStrategy: 'join',
        })
      : [],
    ids('course').length
      ? context.prisma.course.findMany({
          where: { id: { in: ids('course') }, ...publicCourseWhere },
          include: { category: true, tags: { include: { tag: true } } },
          relationLoadStrategy: 'join',
        })
      : [],
  ]);
  const rows = new Map<string, (typeof posts)[number] | (typeof courses)[number]>();
  for (const row of [...posts, ...courses]) rows.set(row.id, row);
  return hits.flatMap((hit) => rows.get(hit.id) ?? []);
}
