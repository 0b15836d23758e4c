// Revisions of a post (admin only, also through node(id:)): who saved, when,
// and what; the editor lists them and restores one.
import { builder } from '../../../builder';
import { RevisionKind as PrismaRevisionKind } from '../../../db/generated/prisma/enums';
import type { RevisionFields } from '../posts';

const RevisionKindEnum = builder.enumType(PrismaRevisionKind, { name: 'RevisionKind' });

const savedFields = (revision: { fields: unknown }) => revision.fields as RevisionFields;

export const BlogPostRevisionNode = builder.prismaNode('BlogPostRevision', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'The post version this save produced.' }),
    kind: t.expose('kind', { type: RevisionKindEnum }),
    savedBy: t.exposeString('userEmail', { description: 'Email of the admin who saved.' }),
    savedAt: t.expose('createdAt', { type: 'DateTime' }),
    title: t.string({ resolve: (revision) => savedFields(revision).title }),
    slug: t.string({ resolve: (revision) => savedFields(revision).slug }),
    isPublished: t.boolean({ resolve: (revision) => savedFields(revision).isPublished }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (revision) => {
        const value = savedFields(revision).publishedAt;
        return value ? new Date(value) : null;
      },
    }),
  }),
});
