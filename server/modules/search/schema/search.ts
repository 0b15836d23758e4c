// Site search for visitors (../search.ts holds the rules).
import { builder, PUBLIC } from '../../../builder';
import { BlogPostType } from '../../blog/schema/post';
import { CourseType } from '../../courses/schema/course';
import { SEARCH_MAX_RESULTS, searchSite } from '../search';

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
    resolve: (_root, args, context) => searchSite(context, args),
  }),
}));
