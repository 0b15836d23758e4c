// Blog posts. Visitors only ever get posts that isPostPublic() allows, in
// lists, by slug and through node(id:); an admin session may also read
// (preview) the others.
import { isCtaType } from '../../../../domain/ctas/display';
import { BLOG } from '../../../../domain/shared/messages';
import { builder, PUBLIC } from '../../../builder';
import type { Context } from '../../../context';
import { NotFoundError } from '../../../errors';
import { CtaTypeEnum } from '../../ctas/schema/cta';
import {
  ResponsiveImageType,
  responsiveImage,
  withResponsiveImages,
} from '../../media/schema/responsive-image';
import { sanitizeContentHtml } from '../../shared/html';
import { BlogTagType } from '../../taxonomy/schema/blog-terms';
import { isPostPublic } from '../visibility';

const isAdmin = (context: Context) => context.viewer?.isAdmin === true;

/** Why `ctaType` (a String) gave way to `callToAction` (the CtaType enum), on the post and in its inputs. */
export const CTA_TYPE_DEPRECATED =
  'Use callToAction, a CtaType as Cta.type is; ctaType is kept for at least 6 months after the release that deprecated it.';

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
      description: "The body, as sanitized HTML; library images carry their copies' srcset.",
      select: { content: true },
      resolve: (post, _args, context) => withResponsiveImages(context, sanitizeContentHtml(post.content)),
    }),
    excerpt: t.exposeString('excerpt', { nullable: true }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    featuredImage: t.field({
      type: ResponsiveImageType,
      nullable: true,
      description: 'The featured image (imageUrl) with its responsive copies.',
      select: { imageUrl: true },
      resolve: (post, _args, context) => (post.imageUrl ? responsiveImage(context, post.imageUrl) : null),
    }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    callToAction: t.field({
      type: CtaTypeEnum,
      nullable: true,
      description:
        'The type of the CTA shown under the post; null for none, and for a stored type that is none of CtaType (ctaType gives it as stored).',
      select: { ctaType: true },
      resolve: (post) => (isCtaType(post.ctaType) ? post.ctaType : null),
    }),
    ctaType: t.exposeString('ctaType', {
      nullable: true,
      description: 'The CTA type shown under the post, as stored.',
      deprecationReason: CTA_TYPE_DEPRECATED,
    }),
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
    description: `One post by its slug or a former one (the post's \`slug\` is the current one): '${BLOG.postNotFound}', or for visitors '${BLOG.postNotPublished}'.`,
    errors: { types: [NotFoundError] },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (query, _root, { slug }, context) => {
      const find = (where: { slug: string } | { id: string }) =>
        context.prisma.blogPost.findUnique({ ...query, where, relationLoadStrategy: 'join' });
      // A former slug finds the post too; the page then answers 301 to its current slug.
      const post =
        (await find({ slug })) ??
        (await context.prisma.blogPostFormerSlug
          .findUnique({ where: { slug }, select: { postId: true } })
          .then((former) => (former ? find({ id: former.postId }) : null)));
      if (!post || post.deleted) throw new NotFoundError(BLOG.postNotFound);
      if (!isAdmin(context) && !isPostPublic(post, context.services.clock.now())) {
        throw new NotFoundError(BLOG.postNotPublished);
      }
      return post;
    },
  }),
}));
