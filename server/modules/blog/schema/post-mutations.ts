// Creating, updating, deleting and restoring posts (../posts.ts
// holds the rules). Each returns the post, or the typed error a person can act on.

import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../builder';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { CtaTypeEnum } from '../../ctas/schema/cta';
import { reload } from '../../shared/reread';
import { LEFT_OUT_KEPT } from '../../shared/saves';
import { createPost, deletePost, type PostInput, restoreRevision, updatePost } from '../posts';
import { BlogPostType, CTA_TYPE_DEPRECATED } from './post';
import { BlogPostRevisionNode } from './revision';

type FieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

/** An update's title, slug, content and isPublished may be left out (kept); null for one is a ValidationError. */
const postFields = <Required extends boolean>(t: FieldBuilder, required: Required) => ({
  title: t.string({ required }),
  slug: t.string({ required }),
  content: t.string({ required, description: 'HTML, sanitized when shown.' }),
  excerpt: t.string({ description: 'Generated from the content when empty.' }),
  imageUrl: t.string(),
  authorId: t.globalID({ description: 'Required; null gets the required-field message.' }),
  categoryId: t.globalID({ description: 'Required; null gets the required-field message.' }),
  tagIds: t.globalIDList(),
  callToAction: t.field({
    type: CtaTypeEnum,
    description: 'The type of the CTA shown under the post; null for none. Given, it wins over ctaType.',
  }),
  ctaType: t.string({
    description: 'null for no CTA, or a CtaType value, as a string.',
    deprecationReason: CTA_TYPE_DEPRECATED,
  }),
  isPublished: t.boolean({ required }),
  publishedAt: t.field({
    type: 'DateTime',
    description: 'null for none; a future instant schedules the post.',
  }),
});

/** The use case's input: `callToAction`, when given, is the post's ctaType (left out, ctaType is as sent or left out). */
const postInput = <T extends { callToAction?: PostInput['ctaType']; ctaType?: PostInput['ctaType'] }>({
  callToAction,
  ...fields
}: T) => (callToAction === undefined ? fields : { ...fields, ctaType: callToAction });

const CreateBlogPostInput = builder.inputType('CreateBlogPostInput', { fields: (t) => postFields(t, true) });

const UpdateBlogPostInput = builder.inputType('UpdateBlogPostInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: BlogPostType }),
    expectedVersion: t.int({ required: true, description: 'The version the edit started from.' }),
    ...postFields(t, false),
  }),
});

const DeleteBlogPostInput = builder.inputType('DeleteBlogPostInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: BlogPostType }) }),
});

const RestoreBlogPostRevisionInput = builder.inputType('RestoreBlogPostRevisionInput', {
  fields: (t) => ({
    revisionId: t.globalID({ required: true, for: BlogPostRevisionNode }),
    expectedVersion: t.int({ required: true, description: 'The version of the post the editor shows.' }),
  }),
});

const DeletePayload = builder.objectRef<{ deletedId: string }>('DeleteBlogPostPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

builder.mutationFields((t) => ({
  createBlogPost: t.prismaField({
    type: BlogPostType,
    args: { input: t.arg({ type: CreateBlogPostInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.blogPost.findUniqueOrThrow(reload(query, await createPost(context, postInput(input)))),
  }),
  updateBlogPost: t.prismaField({
    type: BlogPostType,
    description: `A partial update: send only the fields to change. Refused with a ConflictError when the post changed since expectedVersion. ${LEFT_OUT_KEPT} title, slug, content and isPublished cannot be cleared: null for one of them is a ValidationError.`,
    args: { input: t.arg({ type: UpdateBlogPostInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input }, context) => {
      const { id, expectedVersion, ...fields } = input;
      const postId = await updatePost(context, id, expectedVersion, postInput(fields));
      return context.prisma.blogPost.findUniqueOrThrow(reload(query, postId));
    },
  }),
  restoreBlogPostRevision: t.prismaField({
    type: BlogPostType,
    description: "Makes a revision's fields current, as a new save.",
    args: { input: t.arg({ type: RestoreBlogPostRevisionInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input }, context) => {
      const postId = await restoreRevision(context, input.revisionId, input.expectedVersion);
      return context.prisma.blogPost.findUniqueOrThrow(reload(query, postId));
    },
  }),
  deleteBlogPost: t.field({
    type: DeletePayload,
    description: 'Moves the post out of the site, its lists and the search index (soft delete).',
    args: { input: t.arg({ type: DeleteBlogPostInput, required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, { input }, context) => ({
      deletedId: encodeGlobalID('BlogPost', await deletePost(context, input.id)),
    }),
  }),
}));
