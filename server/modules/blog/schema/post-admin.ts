// What the back-office reads of posts: admin-only fields of BlogPost (the
// body as written, status, version, revisions), the post list with search and
// filters, counts by status, and the sanitized preview of a body being edited.

import { postStatus } from '../../../../domain/blog';
import { CONTENT_LIMITS } from '../../../../domain/shared/content';
import { builder } from '../../../builder';
import type { Context } from '../../../context';
import type { Prisma } from '../../../db';
import { sanitizeContentHtml } from '../../shared/html';
import { searchWhere } from '../../shared/text-search';
import { BlogPostType } from './post';

const ADMIN = { authScopes: { admin: true } } as const;

export const PostStatusEnum = builder.enumType('PostStatus', {
  values: {
    DRAFT: { value: 'draft', description: 'Not published.' },
    SCHEDULED: { value: 'scheduled', description: 'Published with a date still to come.' },
    PUBLISHED: { value: 'published', description: 'Readable by visitors.' },
  } as const,
});

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
  revisions: t.relatedConnection('revisions', {
    ...ADMIN,
    cursor: 'id',
    description: 'Every save of the post, newest first.',
    query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  }),
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
  adminBlogPosts: t.prismaConnection({
    type: 'BlogPost',
    cursor: 'id',
    description:
      'Every post that is not deleted, last edited first; each word of `search` is looked for in titles, slugs and excerpts, `author` and `category` are slugs.',
    args: {
      search: t.arg.string(),
      status: t.arg({ type: PostStatusEnum }),
      author: t.arg.string(),
      category: t.arg.string(),
    },
    totalCount: async (_parent, args, context) =>
      context.prisma.blogPost.count({ where: await adminListWhere(context, args) }),
    resolve: async (query, _root, args, context) =>
      context.prisma.blogPost.findMany({
        ...query,
        where: await adminListWhere(context, args),
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      }),
  }),
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
    resolve: (_root, { html }) => sanitizeContentHtml(html.slice(0, CONTENT_LIMITS.content)),
  }),
}));
