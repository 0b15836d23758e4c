// Courses and their outlines (modules and lessons). Visitors see published
// courses only, in lists, by slug and through node(id:).
import type { GraphQLResolveInfo } from 'graphql';
import { builder, PUBLIC } from '../../../builder';
import type { Context } from '../../../context';
import type { Prisma } from '../../../db';
import { withResponsiveImages } from '../../media/schema/responsive-image';
import { sanitizeContentHtml } from '../../shared/html';
import {
  type ConnectionArgs,
  countedConnectionTypes,
  keysetConnection,
  type SortColumn,
} from '../../shared/keyset';
import { CourseTagType } from '../../taxonomy/schema/course-terms';
import { publicCourseWhere } from '../visibility';

/** The catalogue's order, public and in the back-office: sort order, then title. */
const CATALOGUE_ORDER: readonly SortColumn[] = [
  { field: 'sortOrder', direction: 'asc', kind: 'int' },
  { field: 'title', direction: 'asc', kind: 'string' },
  { field: 'id', direction: 'asc', kind: 'string' },
];

/**
 * A page of the courses `where` matches, in catalogue order, with their
 * totalCount: the public list and the back-office's. `findArgs` goes to
 * every page's findMany (the public list loads relations with a join).
 */
export function catalogueConnection(
  { args, context, info }: { args: ConnectionArgs; context: Context; info: GraphQLResolveInfo },
  where: Prisma.CourseWhereInput,
  findArgs: Pick<Prisma.CourseFindManyArgs, 'relationLoadStrategy'> = {},
) {
  return keysetConnection(
    {
      args,
      context,
      info,
      typeName: 'Course',
      order: CATALOGUE_ORDER,
      where,
      count: () => context.prisma.course.count({ where }),
    },
    (page) => context.prisma.course.findMany({ ...page, ...findArgs }),
  );
}

const isAdmin = (context: Context) => context.viewer?.isAdmin === true;

export const CourseLevelEnum = builder.enumType('CourseLevel', {
  values: ['beginner', 'intermediate', 'advanced'] as const,
});
export const DeliveryFormatEnum = builder.enumType('DeliveryFormat', {
  values: ['online', 'in_person', 'hybrid', 'self_paced'] as const,
});

const CourseLessonType = builder.prismaObject('CourseLesson', {
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    durationMinutes: t.exposeInt('durationMinutes', { nullable: true }),
    position: t.exposeInt('position'),
  }),
});

builder.prismaObject('CourseModule', {
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary', { nullable: true }),
    position: t.exposeInt('position'),
    lessons: t.relation('lessons', { type: CourseLessonType, query: { orderBy: { position: 'asc' } } }),
  }),
});

export const CourseType = builder.prismaNode('Course', {
  id: { field: 'id' },
  nullable: true,
  authScopes: (course, context) => isAdmin(context) || course.isPublished,
  fields: (t) => ({
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    summary: t.exposeString('summary'),
    description: t.string({
      description: 'The description, as sanitized HTML.',
      select: { description: true },
      resolve: (course, _args, context) =>
        withResponsiveImages(context, sanitizeContentHtml(course.description)),
    }),
    level: t.expose('level', { type: CourseLevelEnum }),
    duration: t.exposeString('duration'),
    durationMinutes: t.exposeInt('durationMinutes', { nullable: true }),
    deliveryFormat: t.expose('deliveryFormat', { type: DeliveryFormatEnum }),
    priceCents: t.exposeInt('priceCents', { nullable: true, description: 'null means on request.' }),
    currency: t.exposeString('currency'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    isPublished: t.exposeBoolean('isPublished'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    category: t.relation('category', { nullable: true }),
    tags: t.field({
      type: [CourseTagType],
      select: { tags: { select: { tag: true }, orderBy: { tag: { name: 'asc' } } } },
      resolve: (course) => course.tags.map((link) => link.tag),
    }),
    modules: t.relation('modules', { description: 'The outline.', query: { orderBy: { position: 'asc' } } }),
  }),
});

/** At most this many courses match a catalogue search (the site search's engine ranks, then the filters apply). */
export const CATALOGUE_SEARCH_MAX = 100;

async function listWhere(
  context: Context,
  args: { category?: string | null; tag?: string | null; search?: string | null },
): Promise<Prisma.CourseWhereInput> {
  const search = args.search?.trim().slice(0, 200);
  const hits = search
    ? await context.services.search.search(search, {
        types: ['course'],
        limit: CATALOGUE_SEARCH_MAX,
        now: context.services.clock.now(),
        prisma: context.prisma,
      })
    : null;
  return {
    ...publicCourseWhere,
    ...(args.category ? { category: { slug: args.category } } : {}),
    ...(args.tag ? { tags: { some: { tag: { slug: args.tag } } } } : {}),
    ...(hits ? { id: { in: hits.map((hit) => hit.id) } } : {}),
  };
}

builder.queryFields((t) => ({
  courses: t.connection(
    {
      ...PUBLIC,
      type: CourseType,
      description: `Published courses in catalogue order, optionally of one category or tag (slugs), and matching the words of \`search\` as the site search does (prefixes too; at most ${CATALOGUE_SEARCH_MAX}).`,
      args: { category: t.arg.string(), tag: t.arg.string(), search: t.arg.string() },
      resolve: async (_root, args, context, info) =>
        catalogueConnection({ args, context, info }, await listWhere(context, args), {
          relationLoadStrategy: 'join',
        }),
    },
    ...countedConnectionTypes('courses'),
  ),
  course: t.prismaField({
    ...PUBLIC,
    type: 'Course',
    nullable: true,
    description:
      "A published course by its slug or a former one (the course's `slug` is the current one); an admin may preview an unpublished one.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (query, _root, { slug }, context) => {
      const find = (where: { slug: string } | { id: string }) =>
        context.prisma.course.findFirst({
          ...query,
          where: { ...where, ...(isAdmin(context) ? {} : publicCourseWhere) },
          relationLoadStrategy: 'join',
        });
      const former = async () => {
        const row = await context.prisma.courseFormerSlug.findUnique({
          where: { slug },
          select: { courseId: true },
        });
        return row ? find({ id: row.courseId }) : null;
      };
      return (await find({ slug })) ?? former();
    },
  }),
}));
