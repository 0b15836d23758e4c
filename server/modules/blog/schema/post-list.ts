// The public post list: a Relay connection with keyset cursors. Prisma's own
// cursor pagination cannot load relations with joins, and a page of 10 posts
// with author, category and tags must stay one SQL statement (plus one for
// totalCount, only when it is asked for). A cursor holds the sort key of the
// last row: its publication date and id.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { type GraphQLResolveInfo, Kind, type SelectionNode } from 'graphql';
import { BLOG_PAGE_SIZE } from '../../../../domain/shared/constants';
import { isPostSortKey, POST_LIST, type PostSortKey } from '../../../../domain/shared/cursors';
import { builder, PUBLIC } from '../../../builder';
import type { Context } from '../../../context';
import type { Prisma } from '../../../db';
import { decodeCursor, encodeCursor, forwardConnection, forwardPageSize } from '../../shared/cursors';
import { readPostPage } from '../post-page';
import { POST_ORDER, publicPostWhere } from '../visibility';
import { BlogPostType } from './post';

const postCursor = (post: { publishedAt: Date | null; id: string }) =>
  encodeCursor(POST_LIST, [post.publishedAt?.toISOString() ?? null, post.id] satisfies PostSortKey);

/** Rows after `key` in POST_ORDER (published_at DESC NULLS LAST, id DESC). */
function afterKey([publishedAt, id]: PostSortKey): Prisma.BlogPostWhereInput {
  if (publishedAt === null) return { publishedAt: null, id: { lt: id } };
  const date = new Date(publishedAt);
  return {
    OR: [{ publishedAt: { lt: date } }, { publishedAt: null }, { publishedAt: date, id: { lt: id } }],
  };
}

type ConnectionExtras = { where: Prisma.BlogPostWhereInput; totalCount?: Promise<number> | number };
type PagePost = { publishedAt: Date | null; id: string; isPublished: boolean; deleted: boolean };

/** The connection of a page read with one row more than `first` (which tells whether a next page exists). */
function connectionOf<Post extends PagePost>(
  rows: Post[],
  first: number,
  after: string | null | undefined,
  where: Prisma.BlogPostWhereInput,
  totalCount: Promise<number> | number | undefined,
) {
  return {
    where,
    totalCount,
    ...forwardConnection(rows, first, { hasPrevious: Boolean(after), cursorOf: postCursor }),
  };
}

/** Whether the field being resolved selects `name` directly (through fragments too). */
function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (selections: readonly SelectionNode[]): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet.selections);
      const fragment = info.fragments[selection.name.value];
      return fragment ? visit(fragment.selectionSet.selections) : false;
    });
  return info.fieldNodes.some((node) => (node.selectionSet ? visit(node.selectionSet.selections) : false));
}

type ListArgs = { category?: string | null; author?: string | null; tag?: string | null };

/** Public posts, optionally of one category, author or tag (by slug). */
export function listWhere(context: Context, args: ListArgs): Prisma.BlogPostWhereInput {
  return {
    ...publicPostWhere(context.services.clock.now()),
    ...(args.category ? { category: { slug: args.category } } : {}),
    ...(args.author ? { author: { slug: args.author } } : {}),
    ...(args.tag ? { tags: { some: { tag: { slug: args.tag } } } } : {}),
  };
}

builder.queryFields((t) => ({
  blogPosts: t.connection(
    {
      ...PUBLIC,
      type: BlogPostType,
      description: `Readable posts, newest first (${BLOG_PAGE_SIZE} by default), optionally of one category, author or tag (slugs). Forward pagination only.`,
      args: { category: t.arg.string(), author: t.arg.string(), tag: t.arg.string() },
      resolve: async (_root, args, context, info) => {
        const first = forwardPageSize('blogPosts', args, BLOG_PAGE_SIZE);
        const where = listWhere(context, args);
        const query = queryFromInfo({ context, info, typeName: 'BlogPost', path: ['edges', 'node'] });
        const after = args.after ? decodeCursor<PostSortKey>(args.after, POST_LIST, isPostSortKey) : null;
        const wantsTotal = selectsField(info, 'totalCount');
        // Page and total in one statement when the selection allows (post-page.ts).
        const read = await readPostPage(context.prisma, {
          query,
          filter: args,
          now: context.services.clock.now(),
          after,
          take: first + 1,
          withTotal: wantsTotal,
        });
        if (read) {
          return connectionOf(read.rows as PagePost[], first, args.after, where, read.total ?? undefined);
        }
        // Counted alongside the page, not after it, when the caller asks for it.
        // (A Prisma query runs when awaited: start it now, beside the page.)
        const totalCount = wantsTotal ? Promise.resolve(context.prisma.blogPost.count({ where })) : undefined;
        // Handled here too, so a failed page cannot leave it rejected unobserved.
        totalCount?.catch(() => {});
        const rows = await context.prisma.blogPost.findMany({
          ...query,
          where: after ? { AND: [where, afterKey(after)] } : where,
          orderBy: POST_ORDER,
          take: first + 1,
          relationLoadStrategy: 'join',
        });
        return connectionOf(rows, first, args.after, where, totalCount);
      },
    },
    {
      name: 'BlogPostConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many posts the whole list has (exact).',
          resolve: (parent, _args, context) => {
            const connection = parent as unknown as ConnectionExtras;
            return connection.totalCount ?? context.prisma.blogPost.count({ where: connection.where });
          },
        }),
      }),
    },
    { name: 'BlogPostEdge' },
  ),
}));
