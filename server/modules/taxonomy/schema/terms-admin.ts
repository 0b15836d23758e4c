// The back-office side of terms, the same for the five kinds: how many posts
// or courses use each, every term of a kind (adminTerms), saveTerm, deleteTerm
// with the kind's delete policy, and mergeTerms (../terms.ts holds the rules).
import { brandWithType } from '@pothos/core';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID, resolveCursorConnection } from '@pothos/plugin-relay';
import { CONTENT } from '../../../../domain/shared/content';
import { TERMS, type TermKind } from '../../../../domain/taxonomy';
import { builder } from '../../../builder';
import type { Context } from '../../../context';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { decodeCursor, encodeCursor } from '../../shared/cursors';
import { reloaded } from '../../shared/reread';
import { likeEscape, searchWhere } from '../../shared/text-search';
import { deleteTerm, mergeTerms, saveTerm, termTable } from '../terms';
import { BlogAuthorType, BlogCategoryType, BlogTagType } from './blog-terms';
import { CourseCategoryType, CourseTagType } from './course-terms';
import { TermInterface, TermKindEnum } from './term';

const ADMIN = { authScopes: { admin: true } } as const;
const posts = 'Posts that use it, drafts and scheduled ones included (deleted ones excluded).';
const courses = 'Courses that use it, unpublished ones included.';

builder.prismaObjectFields(BlogAuthorType, (t) => ({
  usageCount: t.relationCount('posts', { ...ADMIN, description: posts, where: { deleted: false } }),
}));
builder.prismaObjectFields(BlogCategoryType, (t) => ({
  usageCount: t.relationCount('posts', { ...ADMIN, description: posts, where: { deleted: false } }),
}));
builder.prismaObjectFields(BlogTagType, (t) => ({
  usageCount: t.relationCount('posts', { ...ADMIN, description: posts, where: { post: { deleted: false } } }),
}));
builder.prismaObjectFields(CourseCategoryType, (t) => ({
  usageCount: t.relationCount('courses', { ...ADMIN, description: courses }),
}));
builder.prismaObjectFields(CourseTagType, (t) => ({
  usageCount: t.relationCount('courses', { ...ADMIN, description: courses }),
}));

/** What the reassignTo field of a kind's delete does. */
export function reassignHelp(kind: TermKind): string {
  const { deletePolicy, noun } = TERMS[kind];
  if (deletePolicy === 'unlink') return `It is removed from its ${noun}s; this field is ignored.`;
  if (deletePolicy === 'reassign-required') return `Required when ${noun}s use it: they move to this one.`;
  return `Its ${noun}s move to this one, or are left without one when empty.`;
}

type Row = { id: string; name: string; slug: string; version: number };
type SortKey = [name: string, id: string];

/** The list's name in its cursors: one kind's cursor is refused by another kind's list. */
const listOf = (kind: TermKind) => `adminTerms:${kind}`;
const isSortKey = (key: unknown[]) => key.length === 2 && key.every((part) => typeof part === 'string');

/** Rows after (or, inverted, before) a key in name order. */
function pastKey(kind: TermKind, cursor: string, direction: 'gt' | 'lt') {
  const [name, id] = decodeCursor<SortKey>(cursor, listOf(kind), isSortKey);
  return { OR: [{ name: { [direction]: name } }, { name, id: { [direction]: id } }] };
}

/**
 * The term of a very name or slug, which a search may list past the matches shown. Prisma
 * compares a name letter case aside with ILIKE, so `%`, `_` and `\\` in it are escaped.
 */
function exactWhere({ name, slug }: { name?: string | null; slug?: string | null }) {
  return {
    ...(name != null ? { name: { equals: likeEscape(name.trim()), mode: 'insensitive' as const } } : {}),
    ...(slug != null ? { slug: slug.trim() } : {}),
  };
}

type TermConnectionShape = { kind: TermKind; where: object };

/** A term row, marked with its GraphQL type so the Term interface resolves it. */
function branded<T extends object>(kind: TermKind, row: T): T {
  brandWithType(row, TERMS[kind].typename as never);
  return row;
}

builder.queryFields((t) => ({
  adminTerms: t.connection(
    {
      type: TermInterface,
      description:
        'Every term of one kind, by name, with how many posts or courses use each; each word of `search` is looked for in names and slugs.',
      args: {
        kind: t.arg({ type: TermKindEnum, required: true }),
        search: t.arg.string(),
        name: t.arg.string({
          description:
            'Only the term of this very name, letter case and spaces around it aside (one a field would create again).',
        }),
        slug: t.arg.string({ description: 'Only the term of this very slug (a filter’s, from an address).' }),
      },
      resolve: async (_root, args, context: Context, info) => {
        const kind = args.kind as TermKind;
        const where = { AND: [await searchWhere(context, args.search), exactWhere(args)] };
        const query = queryFromInfo({
          context,
          info,
          typeName: TERMS[kind].typename,
          path: ['edges', 'node'],
        });
        const connection = await resolveCursorConnection<Promise<Row[]>>(
          { args, toCursor: (row) => encodeCursor(listOf(kind), [row.name, row.id] satisfies SortKey) },
          async ({ before, after, limit, inverted }) => {
            const cursor = after ? pastKey(kind, after, 'gt') : before ? pastKey(kind, before, 'lt') : {};
            const order = inverted ? 'desc' : 'asc';
            const rows = (await termTable(context.prisma, kind).findMany({
              ...query,
              where: { AND: [where, cursor] },
              orderBy: [{ name: order }, { id: order }],
              take: limit,
            })) as Row[];
            return rows.map((row) => branded(kind, row));
          },
        );
        // Pothos answers a page without rows with '' cursors; the other lists answer null.
        const { startCursor, endCursor } = connection.pageInfo;
        const pageInfo = {
          ...connection.pageInfo,
          startCursor: startCursor || null,
          endCursor: endCursor || null,
        };
        const shape: TermConnectionShape = { kind, where };
        return { ...connection, pageInfo, ...shape };
      },
    },
    {
      name: 'TermConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many terms of the kind match (exact).',
          resolve: (parent, _args, context) => {
            const { kind, where } = parent as unknown as TermConnectionShape;
            return termTable(context.prisma, kind).count({ where });
          },
        }),
      }),
    },
    { name: 'TermEdge' },
  ),
}));

/** What a term's id may be; which one of them is the `kind`'s is checked with it. */
const TERM_TYPES = [BlogAuthorType, BlogCategoryType, BlogTagType, CourseCategoryType, CourseTagType];

const SaveTermInput = builder.inputType('SaveTermInput', {
  fields: (t) => ({
    kind: t.field({ type: TermKindEnum, required: true }),
    id: t.globalID({
      description: 'The term to update, of that kind; empty to create one.',
      for: TERM_TYPES,
    }),
    expectedVersion: t.int({
      description:
        'With `id`, required: the version the edit started from. A term saved since is not overwritten (ConflictError).',
    }),
    name: t.string({ required: true }),
    slug: t.string({ required: true }),
    description: t.string({ description: 'Blog and course categories only.' }),
    bio: t.string({ description: 'Authors only.' }),
    avatarUrl: t.string({ description: 'Authors only.' }),
  }),
});

const DeleteTermInput = builder.inputType('DeleteTermInput', {
  fields: (t) => ({
    kind: t.field({ type: TermKindEnum, required: true }),
    id: t.globalID({ required: true, for: TERM_TYPES }),
    reassignTo: t.globalID({
      for: TERM_TYPES,
      description: `Where the posts or courses of a used term go, by kind: ${(
        Object.keys(TERMS) as TermKind[]
      )
        .map((kind) => `${TERMS[kind].title}: ${reassignHelp(kind)}`)
        .join(' ')}`,
    }),
  }),
});

const MergeTermsInput = builder.inputType('MergeTermsInput', {
  fields: (t) => ({
    kind: t.field({ type: TermKindEnum, required: true }),
    sourceId: t.globalID({
      required: true,
      for: TERM_TYPES,
      description: 'The term merged, of that kind: it is deleted.',
    }),
    targetId: t.globalID({
      required: true,
      for: TERM_TYPES,
      description: 'The term it is merged into, of the same kind: it is kept, and gets what used the other.',
    }),
  }),
});

const SaveTermPayload = builder.objectRef<{ term: Row }>('SaveTermPayload').implement({
  fields: (t) => ({ term: t.field({ type: TermInterface, resolve: (payload) => payload.term }) }),
});

const DeleteTermPayload = builder
  .objectRef<{ deletedId: string; kind: TermKind }>('DeleteTermPayload')
  .implement({
    fields: (t) => ({
      deletedId: t.exposeID('deletedId'),
      kind: t.expose('kind', { type: TermKindEnum }),
    }),
  });

const MergeTermsPayload = builder
  .objectRef<{ mergedId: string; kind: TermKind; target: Row }>('MergeTermsPayload')
  .implement({
    fields: (t) => ({
      mergedId: t.exposeID('mergedId', { description: 'The id of the term merged, now deleted.' }),
      kind: t.expose('kind', { type: TermKindEnum }),
      target: t.field({ type: TermInterface, resolve: (payload) => payload.target }),
    }),
  });

builder.mutationFields((t) => ({
  saveTerm: t.field({
    type: SaveTermPayload,
    description: 'Creates a term of a kind, or updates one (with `id`).',
    args: { input: t.arg({ type: SaveTermInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (_root, { input: { kind, id, expectedVersion, ...values } }, context) => {
      const termId = await saveTerm(context, kind, id ?? null, expectedVersion ?? null, values);
      // Deleted or merged away by another admin once the save committed: gone, as the next read says.
      const row = (await reloaded(
        termTable(context.prisma, kind).findUnique({ where: { id: termId } }),
        CONTENT.notFound,
      )) as Row;
      return { term: branded(kind, row) };
    },
  }),
  deleteTerm: t.field({
    type: DeleteTermPayload,
    description:
      "Deletes a term; what happens to its posts or courses is the kind's delete policy. The posts or courses it changes get a new version, so an edit opened before the delete is refused as stale (ConflictError).",
    args: { input: t.arg({ type: DeleteTermInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (_root, { input }, context) => {
      const { kind } = input;
      const id = await deleteTerm(context, kind, input.id, input.reassignTo);
      return { deletedId: encodeGlobalID(TERMS[kind].typename, id), kind };
    },
  }),
  mergeTerms: t.field({
    type: MergeTermsPayload,
    description:
      'Merges a term into another of its kind: the posts or courses of the first get the second (once, where they had both), the first is deleted, and its slugs become former slugs of the second, so its old addresses lead there. The posts or courses it changed get a new version, so an edit opened before the merge is refused as stale (ConflictError). Merging a term into itself or into one that is gone is a ValidationError; a first term that is gone, a NotFoundError.',
    args: { input: t.arg({ type: MergeTermsInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (_root, { input }, context) => {
      const { kind } = input;
      const { sourceId, targetId } = await mergeTerms(context, kind, input.sourceId, input.targetId);
      const target = (await reloaded(
        termTable(context.prisma, kind).findUnique({ where: { id: targetId } }),
        CONTENT.notFound,
      )) as Row;
      return {
        mergedId: encodeGlobalID(TERMS[kind].typename, sourceId),
        kind,
        target: branded(kind, target),
      };
    },
  }),
}));
