// Blog posts. Visitors only ever get posts that isPostPublic() allows, in
// lists, by slug and through node(id:); an admin session may also read
// (preview) the others.
import { BLOG } from '../../../../domain/shared/messages';
import { builder, PUBLIC } from '../../../builder';
import type { Context } from '../../../context';
import { NotFoundError } from '../../../errors';
import { sanitizeContentHtml } from '../../shared/html';
import { BlogTagType } from '../../taxonomy/schema/blog-terms';
import { isPostPublic } from '../visibility';

const isAdmin = (context: Context) => context.viewer?.isAdmin === true;

export const BlogPostType = builder.prismaNode('BlogPost', {
  id: { field: 'id' },
  nullable: true,
  // Only the columns a query asks for (lists never load the body), plus what
  // the visibility rule reads.
  select: { id: true, isPublished: true, deleted: true, publishedAt: true },
  authScopes: (post, context) => isAdmin(context) || isPostPublic(post, context.services.clock.now()),
  fields: (t) => ({
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    content: t.string({
      description: 'The body, as sanitized HTML.',
      select: { content: true },
      resolve: (post) => sanitizeContentHtml(post.content),
    }),
    excerpt: t.exposeString('excerpt', { nullable: true }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    ctaType: t.exposeString('ctaType', { nullable: true, description: 'The CTA type shown under the post.' }),
    isPublished: t.exposeBoolean('isPublished'),
    author: t.relation('author', { nullable: true }),
    category: t.relation('category', { nullable: true }),
    tags: t.field({
      type: [BlogTagType],
      // Sorted here: ordering by the tag's name in SQL costs the list query a join.
      select: { tags: { select: { tag: true } } },
      resolve: (post) => post.tags.map((link) => link.tag).sort((a, b) => a.name.localeCompare(b.name)),
    }),
  }),
});

builder.queryFields((t) => ({
  blogPost: t.prismaField({
    ...PUBLIC,
    type: 'BlogPost',
    description: `One post by slug: '${BLOG.postNotFound}', or for visitors '${BLOG.postNotPublished}'.`,
    errors: { types: [NotFoundError] },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (query, _root, { slug }, context) => {
      const post = await context.prisma.blogPost.findUnique({
        ...query,
        where: { slug },
        relationLoadStrategy: 'join',
      });
      if (!post || post.deleted) throw new NotFoundError(BLOG.postNotFound);
      if (!isAdmin(context) && !isPostPublic(post, context.services.clock.now())) {
        throw new NotFoundError(BLOG.postNotPublished);
      }
      return post;
    },
  }),
}));
