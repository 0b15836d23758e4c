// Blog authors, categories and tags: public, listed by name (SPEC §7), each
// with the number of posts a visitor can read.
import type { TermKind } from '../../../../domain/taxonomy';
import { builder, PUBLIC } from '../../../builder';
import type { Context } from '../../../context';
import { publicPostWhere } from '../../blog/visibility';
import { termOfFormerSlug } from '../../shared/formerSlugs';
import { byName, keysetConnection, keysetConnectionTypes } from '../../shared/keyset';
import { TermInterface } from './term';

const publicPosts = (_args: unknown, context: { services: { clock: { now(): Date } } }) =>
  publicPostWhere(context.services.clock.now());

export const BlogAuthorType = builder.prismaNode('BlogAuthor', {
  id: { field: 'id' },
  nullable: true,
  interfaces: [TermInterface],
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    bio: t.exposeString('bio', { nullable: true }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    postCount: t.relationCount('posts', { where: publicPosts, description: 'Posts a visitor can read.' }),
  }),
});

export const BlogCategoryType = builder.prismaNode('BlogCategory', {
  id: { field: 'id' },
  nullable: true,
  interfaces: [TermInterface],
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    postCount: t.relationCount('posts', { where: publicPosts, description: 'Posts a visitor can read.' }),
  }),
});

export const BlogTagType = builder.prismaNode('BlogTag', {
  id: { field: 'id' },
  nullable: true,
  interfaces: [TermInterface],
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
  }),
});

/** The term `kind` called `slug` before a rename, read by `read`; null when there is none. */
async function byFormerSlug<T>(
  context: Context,
  kind: TermKind,
  slug: string,
  read: (id: string) => Promise<T | null>,
): Promise<T | null> {
  const id = await termOfFormerSlug(context.prisma, kind, slug);
  return id ? read(id) : null;
}

builder.queryFields((t) => ({
  blogAuthors: t.connection(
    {
      ...PUBLIC,
      type: BlogAuthorType,
      description: 'Every blog author, by name.',
      resolve: (_root, args, context, info) =>
        keysetConnection({ args, context, info, typeName: 'BlogAuthor', order: byName }, (page) =>
          context.prisma.blogAuthor.findMany(page),
        ),
    },
    ...keysetConnectionTypes('blogAuthors'),
  ),
  blogAuthor: t.prismaField({
    ...PUBLIC,
    type: 'BlogAuthor',
    nullable: true,
    description: 'The author of this slug, or of a former one (its page then moves to the current one).',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (query, _root, { slug }, context) =>
      (await context.prisma.blogAuthor.findUnique({ ...query, where: { slug } })) ??
      (await byFormerSlug(context, 'blogAuthor', slug, (id) =>
        context.prisma.blogAuthor.findUnique({ ...query, where: { id } }),
      )),
  }),
  blogCategories: t.connection(
    {
      ...PUBLIC,
      type: BlogCategoryType,
      description: 'Every blog category, by name.',
      resolve: (_root, args, context, info) =>
        keysetConnection({ args, context, info, typeName: 'BlogCategory', order: byName }, (page) =>
          context.prisma.blogCategory.findMany(page),
        ),
    },
    ...keysetConnectionTypes('blogCategories'),
  ),
  blogCategory: t.prismaField({
    ...PUBLIC,
    type: 'BlogCategory',
    nullable: true,
    description: 'The category of this slug, or of a former one (its page then moves to the current one).',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (query, _root, { slug }, context) =>
      (await context.prisma.blogCategory.findUnique({ ...query, where: { slug } })) ??
      (await byFormerSlug(context, 'blogCategory', slug, (id) =>
        context.prisma.blogCategory.findUnique({ ...query, where: { id } }),
      )),
  }),
  blogTags: t.connection(
    {
      ...PUBLIC,
      type: BlogTagType,
      description: 'Every blog tag, by name.',
      resolve: (_root, args, context, info) =>
        keysetConnection({ args, context, info, typeName: 'BlogTag', order: byName }, (page) =>
          context.prisma.blogTag.findMany(page),
        ),
    },
    ...keysetConnectionTypes('blogTags'),
  ),
}));
