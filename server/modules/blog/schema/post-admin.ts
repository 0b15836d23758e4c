// What the back-office reads of posts: admin-only fields of BlogPost (the
// body as written, status, version, revisions), the post list with search and
// filters, counts by status, and the sanitized preview of a body being edited.

import { queryFromInfo } from '@pothos/plugin-prisma';
import { postStatus } from '../../../../domain/blog';
import { CONTENT_LIMITS } from '../../../../domain/shared/content';
import { isUuid } from '../../../../domain/shared/ids';
import { builder } from '../../../builder';
import type { Context } from '../../../context';
import type { Prisma } from '../../../db';
import { withResponsiveImages } from '../../media/schema/responsive-image';
import { decodeCursor, encodeCursor, forwardConnection, forwardPageSize } from '../../shared/cursors';
import { sanitizeContentHtml } from '../../shared/html';
import { keysetConnectionTypes, newestFirst } from '../../shared/keyset';
import { type NestedList, nestedConnection } from '../../shared/nestedPages';
import { searchWhere } from '../../shared/text-search';
import { BlogPostType } from './post';
import { BlogPostRevisionNode } from './revision';

const ADMIN = { authScopes: { admin: true } } as const;

export const PostStatusEnum = builder.enumType('PostStatus', {
  values: {
    DRAFT: { value: 'draft', description: 'Not published.' },
    SCHEDULED: { value: 'scheduled', description: 'Published with a date still to come.' },
    PUBLISHED: { value: 'published', description: 'Readable by visitors.' },
  } as const,
});

/** Every save of a post, newest first. */
const POST_REVISIONS: NestedList<{ id: string }> = {
  name: 'postRevisions',
  typeName: 'BlogPostRevision',
  table: 'blog_post_revisions',
  parentColumn: 'post_id',
  columns: { createdAt: { column: 'created_at', type: 'timestamptz' }, id: { column: 'id', type: 'uuid' } },
  order: newestFirst,
  findMany: (context, findArgs) => context.prisma.blogPostRevision.findMany(findArgs),
};

builder.prismaObjectFields(BlogPostType, (t) => ({
  rawContent: t.exposeString('content', {
    ...ADMIN,
    description: 'The body as written in the editor, before sanitizing.',
  }),
  status: t.field({
    ...ADMIN,
    type: PostStatusEnum,
    select: { isPublished: true, publishedAt: true },
    resolve: (post, _args, context) => postStatus(post, context.services.clock.now()),
  }),
  version: t.exposeInt('version', {
    ...ADMIN,
    description: 'Incremented by every save; an update names the version it was made from.',
  }),
  deleted: t.exposeBoolean('deleted', ADMIN),
  createdAt: t.expose('createdAt', { ...ADMIN, type: 'DateTime' }),
  revisions: t.connection(
    {
      ...ADMIN,
      type: BlogPostRevisionNode,
      description: 'Every save of the post, newest first.',
      select: { id: true },
      // Its cursors name the list (nestedPages.ts), so another list's cursor is refused.
      resolve: (post, args, context, info) =>
        nestedConnection(POST_REVISIONS, post.id, { args, context, info }) as never,
    },
    ...keysetConnectionTypes('revisions', 'BlogPost'),
  ),
}));

type ListArgs = {
  search?: string | null;
  status?: 'draft' | 'scheduled' | 'published' | null;
  author?: string | null;
  category?: string | null;
};

function statusWhere(status: ListArgs['status'], now: Date): Prisma.BlogPostWhereInput {
  switch (status) {
    case 'draft':
      return { isPublished: false };
    case 'scheduled':
      return { isPublished: true, publishedAt: { gt: now } };
    case 'published':
      return { isPublished: true, OR: [{ publishedAt: null }, { publishedAt: { lte: now } }] };
    default:
      return {};
  }
}

async function adminListWhere(context: Context, args: ListArgs): Promise<Prisma.BlogPostWhereInput> {
  return {
    deleted: false,
    ...statusWhere(args.status, context.services.clock.now()),
    ...(args.author ? { author: { slug: args.author } } : {}),
    ...(args.category ? { category: { slug: args.category } } : {}),
    ...(await searchWhere(context, args.search)),
  };
}

const ADMIN_PAGE_SIZE = 20;

/**
 * The admin list's keyset: the last edit and id of a page's last post. The
 * row id alone was read again at the post's new edit time, so a post edited
 * between two pages brought the posts before it back.
 */
type EditedKey = [updatedAt: string, id: string];
const isEditedKey = (key: unknown[]) =>
  key.length === 2 &&
  typeof key[0] === 'string' &&
  !Number.isNaN(Date.parse(key[0])) &&
  typeof key[1] === 'string' &&
  isUuid(key[1]);
/** The list's name in its cursors. */
const EDITED_LIST = 'adminBlogPosts';
const EDITED_ORDER: Prisma.BlogPostOrderByWithRelationInput[] = [{ updatedAt: 'desc' }, { id: 'desc' }];
const editedCursor = (post: { updatedAt: Date; id: string }) =>
  encodeCursor(EDITED_LIST, [post.updatedAt.toISOString(), post.id] satisfies EditedKey);
/** Rows after `key` in EDITED_ORDER. */
function editedBefore([updatedAt, id]: EditedKey): Prisma.BlogPostWhereInput {
  const date = new Date(updatedAt);
  return { OR: [{ updatedAt: { lt: date } }, { updatedAt: date, id: { lt: id } }] };
}

const StatusCounts = builder
  .objectRef<{ draft: number; scheduled: number; published: number }>('BlogPostCounts')
  .implement({
    fields: (t) => ({
      draft: t.exposeInt('draft'),
      scheduled: t.exposeInt('scheduled'),
      published: t.exposeInt('published'),
    }),
  });

builder.queryFields((t) => ({
  adminBlogPosts: t.connection(
    {
      type: BlogPostType,
      description: `Every post that is not deleted, last edited first (${ADMIN_PAGE_SIZE} a page unless \`first\` says otherwise); each word of \`search\` is looked for in titles, slugs and excerpts, \`author\` and \`category\` are slugs. Forward paging only: a post edited meanwhile moves to the front, and the next pages never repeat one.`,
      args: {
        search: t.arg.string(),
        status: t.arg({ type: PostStatusEnum }),
        author: t.arg.string(),
        category: t.arg.string(),
      },
      resolve: async (_root, args, context, info) => {
        const first = forwardPageSize('adminBlogPosts', args, ADMIN_PAGE_SIZE);
        const after = args.after ? decodeCursor<EditedKey>(args.after, EDITED_LIST, isEditedKey) : null;
        const where = await adminListWhere(context, args);
        const query = queryFromInfo({ context, info, typeName: 'BlogPost', path: ['edges', 'node'] });
        // The cursor needs each row's key, whatever the selection asked for.
        const keyed =
          'select' in query && query.select
            ? { ...query, select: { ...query.select, id: true, updatedAt: true } }
            : query;
        const rows = await context.prisma.blogPost.findMany({
          ...keyed,
          where: after ? { AND: [where, editedBefore(after)] } : where,
          orderBy: EDITED_ORDER,
          take: first + 1,
        });
        return {
          where,
          ...forwardConnection(rows, first, { hasPrevious: after !== null, cursorOf: editedCursor }),
        } as never;
      },
    },
    {
      name: 'QueryAdminBlogPostsConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many posts the filters match (exact).',
          resolve: (parent, _args, context) =>
            context.prisma.blogPost.count({
              where: (parent as unknown as { where: Prisma.BlogPostWhereInput }).where,
            }),
        }),
      }),
    },
    { name: 'QueryAdminBlogPostsConnectionEdge' },
  ),
  blogPostCounts: t.field({
    type: StatusCounts,
    description: 'Posts that are not deleted, by status.',
    resolve: async (_root, _args, context) => {
      const now = context.services.clock.now();
      const count = (status: ListArgs['status']) =>
        context.prisma.blogPost.count({ where: { deleted: false, ...statusWhere(status, now) } });
      const [draft, scheduled, published] = await Promise.all([
        count('draft'),
        count('scheduled'),
        count('published'),
      ]);
      return { draft, scheduled, published };
    },
  }),
  contentPreview: t.string({
    description: 'HTML as the site will show it: sanitized by the same rules as published posts and courses.',
    args: { html: t.arg.string({ required: true }) },
    // With the library images' current copies, as the public page adds them.
    resolve: (_root, { html }, context) =>
      withResponsiveImages(context, sanitizeContentHtml(html.slice(0, CONTENT_LIMITS.content))),
  }),
}));
