// Site search for visitors: blog posts and courses, best match first. The
// adapter ranks; the hits are then read through the same public filters as
// every other list, so a hit can never reveal a hidden row.
import { builder, PUBLIC } from '../../../builder';
import type { SearchType } from '../../../services/search';
import { BlogPostType } from '../../blog/schema/post';
import { POST_ORDER, publicCourseWhere, publicPostWhere } from '../../blog/visibility';
import { CourseType } from '../../courses/schema/course';

export const SEARCH_MAX_RESULTS = 20;

const SearchTypeEnum = builder.enumType('SearchType', {
  values: { BLOG: { value: 'blog' }, COURSE: { value: 'course' } } as const,
});

const SearchHitUnion = builder.unionType('SearchHit', {
  types: [BlogPostType, CourseType],
  resolveType: (hit) => ('excerpt' in hit ? BlogPostType : CourseType),
});

builder.queryFields((t) => ({
  search: t.field({
    ...PUBLIC,
    type: [SearchHitUnion],
    description: `Published posts and courses matching the words of \`query\` (prefixes too), best first; at most ${SEARCH_MAX_RESULTS}.`,
    args: {
      query: t.arg.string({ required: true }),
      types: t.arg({ type: [SearchTypeEnum], required: false }),
      first: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, context) => {
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
    },
  }),
}));
