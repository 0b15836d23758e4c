// Authors, categories and tags of the blog and of courses, saved from the
// back-office: checked with the shared rules, slugs unique per kind, and
// deletion safe for the posts and courses that use a term. A used author or
// blog category is only deleted when its posts move to another one (a post
// needs both); courses of a deleted course category move to the chosen one or
// to none; a deleted tag is simply removed from its posts or courses. The
// search records that show a term's name are updated after each change.

import { CONTENT } from '../../../domain/shared/content';
import { formatMessage } from '../../../domain/shared/messages';
import { type TermFieldValues, validateTermFields } from '../../../domain/taxonomy';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { syncBlogPost, syncCourse } from '../search/sync';
import { type GlobalId, rowIdOf } from '../shared/ids';
import { isUniqueViolation, TX_OPTIONS } from '../shared/saves';

type Tx = Prisma.TransactionClient;

export type TermKind = 'blogAuthor' | 'blogCategory' | 'blogTag' | 'courseCategory' | 'courseTag';
export type TermInput = Partial<Record<keyof TermFieldValues, string | null>> & {
  name: string;
  slug: string;
};

type Usage = {
  /** Posts or courses using the term, deleted posts included (they keep their references). */
  ids(tx: Tx, termId: string): Promise<string[]>;
  /** For 'reassign-required': how many of them block deletion (deleted posts may lose the term). */
  blocking?(tx: Tx, termId: string): Promise<number>;
  noun: 'post' | 'course';
  /** How deleting a used term treats its users. */
  onDelete: 'reassign-required' | 'reassign-or-clear' | 'unlink';
  move?(tx: Tx, from: string, to: string | null): Promise<unknown>;
};

type KindInfo = {
  typename: string;
  label: string;
  /** The optional text fields this kind has, besides name and slug. */
  fields: readonly ('description' | 'bio' | 'avatarUrl')[];
  usage: Usage;
};

const postsWhere = (tx: Tx, where: Prisma.BlogPostWhereInput) =>
  tx.blogPost.findMany({ where, select: { id: true } }).then((rows) => rows.map((row) => row.id));
const coursesWhere = (tx: Tx, where: Prisma.CourseWhereInput) =>
  tx.course.findMany({ where, select: { id: true } }).then((rows) => rows.map((row) => row.id));

export const TERM_KINDS: Record<TermKind, KindInfo> = {
  blogAuthor: {
    typename: 'BlogAuthor',
    label: 'author',
    fields: ['bio', 'avatarUrl'],
    usage: {
      noun: 'post',
      onDelete: 'reassign-required',
      ids: (tx, id) => postsWhere(tx, { authorId: id }),
      blocking: (tx, id) => tx.blogPost.count({ where: { authorId: id, deleted: false } }),
      move: (tx, from, to) => tx.blogPost.updateMany({ where: { authorId: from }, data: { authorId: to } }),
    },
  },
  blogCategory: {
    typename: 'BlogCategory',
    label: 'category',
    fields: ['description'],
    usage: {
      noun: 'post',
      onDelete: 'reassign-required',
      ids: (tx, id) => postsWhere(tx, { categoryId: id }),
      blocking: (tx, id) => tx.blogPost.count({ where: { categoryId: id, deleted: false } }),
      move: (tx, from, to) =>
        tx.blogPost.updateMany({ where: { categoryId: from }, data: { categoryId: to } }),
    },
  },
  blogTag: {
    typename: 'BlogTag',
    label: 'tag',
    fields: [],
    usage: {
      noun: 'post',
      onDelete: 'unlink',
      ids: (tx, id) => postsWhere(tx, { tags: { some: { tagId: id } } }),
    },
  },
  courseCategory: {
    typename: 'CourseCategory',
    label: 'course category',
    fields: ['description'],
    usage: {
      noun: 'course',
      onDelete: 'reassign-or-clear',
      ids: (tx, id) => coursesWhere(tx, { categoryId: id }),
      move: (tx, from, to) => tx.course.updateMany({ where: { categoryId: from }, data: { categoryId: to } }),
    },
  },
  courseTag: {
    typename: 'CourseTag',
    label: 'course tag',
    fields: [],
    usage: {
      noun: 'course',
      onDelete: 'unlink',
      ids: (tx, id) => coursesWhere(tx, { tags: { some: { tagId: id } } }),
    },
  },
};

/** The few delegate methods every term model shares. */
type TermDelegate = {
  findUnique(args: { where: { id: string } }): Promise<{ id: string; name: string } | null>;
  findFirst(args: { where: Record<string, unknown>; select: { id: true } }): Promise<{ id: string } | null>;
  create(args: { data: Record<string, unknown> }): Promise<{ id: string }>;
  update(args: { where: { id: string }; data: Record<string, unknown> }): Promise<{ id: string }>;
  delete(args: { where: { id: string } }): Promise<unknown>;
};

const delegate = (tx: Tx, kind: TermKind) => tx[kind] as unknown as TermDelegate;

async function resync(context: Context, kind: TermKind, ids: string[]) {
  const sync = TERM_KINDS[kind].usage.noun === 'post' ? syncBlogPost : syncCourse;
  for (const id of ids) await sync(context, id);
}

function checkedValues(kind: TermKind, input: TermInput): Record<string, string | null> {
  const info = TERM_KINDS[kind];
  const text = (field: keyof TermFieldValues) => (input[field] ?? '').trim();
  const values = { name: text('name'), slug: text('slug'), description: '', bio: '', avatarUrl: '' };
  for (const field of info.fields) values[field] = text(field);
  ValidationError.throwIf(validateTermFields(values));
  return {
    name: values.name,
    slug: values.slug,
    ...Object.fromEntries(info.fields.map((field) => [field, values[field] || null])),
  };
}

/** Creates a term (no id) or updates one; returns its row id. */
export async function saveTerm(
  context: Context,
  kind: TermKind,
  globalId: GlobalId | null,
  input: TermInput,
): Promise<string> {
  const info = TERM_KINDS[kind];
  const id = globalId ? rowIdOf(globalId, info.typename) : null;
  if (globalId && !id) throw new NotFoundError(CONTENT.notFound);
  const data = checkedValues(kind, input);
  const slugTaken = () =>
    new ValidationError([{ field: 'slug', message: formatMessage(CONTENT.slugTaken, { kind: info.label }) }]);
  let renamed = false;
  try {
    await context.prisma.$transaction(async (tx) => {
      const table = delegate(tx, kind);
      const holder = await table.findFirst({
        where: { slug: data.slug, ...(id ? { NOT: { id } } : {}) },
        select: { id: true },
      });
      if (holder) throw slugTaken();
      if (!id) return;
      const existing = await table.findUnique({ where: { id } });
      if (!existing) throw new NotFoundError(CONTENT.notFound);
      renamed = existing.name !== data.name;
      await table.update({ where: { id }, data });
    }, TX_OPTIONS);
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
  if (!id) {
    try {
      return (await delegate(context.prisma, kind).create({ data })).id;
    } catch (error) {
      throw isUniqueViolation(error) ? slugTaken() : error;
    }
  }
  if (renamed) await resync(context, kind, await info.usage.ids(context.prisma, id));
  return id;
}

/** Deletes a term, moving its posts or courses to `reassignTo` when its kind needs that. */
export async function deleteTerm(
  context: Context,
  kind: TermKind,
  globalId: GlobalId,
  reassignTo: GlobalId | null | undefined,
): Promise<string> {
  const info = TERM_KINDS[kind];
  const { usage } = info;
  const id = rowIdOf(globalId, info.typename);
  const targetId = reassignTo ? rowIdOf(reassignTo, info.typename) : null;
  const affected = await context.prisma.$transaction(async (tx) => {
    const table = delegate(tx, kind);
    if (!id || !(await table.findUnique({ where: { id } }))) throw new NotFoundError(CONTENT.notFound);
    const users = await usage.ids(tx, id);
    if (users.length > 0 && usage.move) {
      if (reassignTo) {
        if (targetId === id)
          throw new ValidationError(formatMessage(CONTENT.reassignSame, { kind: info.label }));
        if (!targetId || !(await table.findUnique({ where: { id: targetId } }))) {
          throw new ValidationError(formatMessage(CONTENT.reassignMissing, { kind: info.label }));
        }
      } else if (usage.onDelete === 'reassign-required') {
        // Only deleted posts may be left without it.
        const visible = (await usage.blocking?.(tx, id)) ?? users.length;
        if (visible > 0) {
          throw new ConflictError(
            formatMessage(CONTENT.inUse, {
              kind: info.label,
              count: `${visible} ${usage.noun}${visible === 1 ? '' : 's'}`,
            }),
          );
        }
      }
      await usage.move(tx, id, targetId);
    }
    await table.delete({ where: { id } });
    return users;
  }, TX_OPTIONS);
  await resync(context, kind, affected);
  return id!;
}
