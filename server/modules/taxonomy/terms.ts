// Authors, categories and tags of the blog and of courses, saved from the
// back-office: checked with the shared rules, slugs unique per kind, and
// deletion safe for the posts and courses that use a term, by the kind's
// delete policy (domain/taxonomy.ts): a used author or blog category is only
// deleted when its posts move to another one (a post needs both); courses of
// a deleted course category move to the chosen one or to none; a deleted tag
// is simply removed from its posts or courses. Any term may be merged into
// another of its kind (mergeTerms): what used it gets the other, and its
// addresses lead there. The search records that show a term's name are
// updated after each change.
import { CONTENT } from '../../../domain/shared/content';
import { formatMessage, plural } from '../../../domain/shared/messages';
import {
  TERMS,
  type TermExtraField,
  type TermFieldValues,
  type TermKind,
  termFieldNotUsed,
  validateTermFields,
} from '../../../domain/taxonomy';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordPostsChanged } from '../blog/posts';
import { syncBlogPost, syncCourse } from '../search/sync';
import { keepFormerTermSlug } from '../shared/formerSlugs';
import { type GlobalId, rowIdOf } from '../shared/ids';
import { lockRows } from '../shared/rowLocks';
import { savedMedia } from '../shared/savedMedia';
import {
  firstVersion,
  isUniqueViolation,
  LAST_SAVE,
  type LastSave,
  newVersion,
  saveAtVersion,
  saveTime,
  TX_OPTIONS,
  type VersionedRow,
} from '../shared/saves';
import { lockTerms } from '../shared/termLocks';

type Tx = Prisma.TransactionClient;

export type TermInput = Partial<Record<TermExtraField, string | null>> & { name: string; slug: string };

type Usage = {
  /** Posts or courses using the term, deleted posts included (they keep their references). */
  ids(tx: Tx, termId: string): Promise<string[]>;
  /** How many of them block deletion under 'reassign-required' (deleted posts may lose the term). */
  blocking?(tx: Tx, termId: string): Promise<number>;
  /**
   * Gives what uses `from` the term `to` instead (or none, where the kind
   * allows it): a tag is linked once to a post or course that had both.
   */
  move(tx: Tx, from: string, to: string | null): Promise<unknown>;
};

const postsWhere = (tx: Tx, where: Prisma.BlogPostWhereInput) =>
  tx.blogPost.findMany({ where, select: { id: true } }).then((rows) => rows.map((row) => row.id));
const coursesWhere = (tx: Tx, where: Prisma.CourseWhereInput) =>
  tx.course.findMany({ where, select: { id: true } }).then((rows) => rows.map((row) => row.id));

/** A tag's move: its links become links of `to`, one statement, skipping those that exist already. */
const relink =
  (table: 'blog_post_tags' | 'course_tag_links', owner: 'post_id' | 'course_id') =>
  async (tx: Tx, from: string, to: string | null) => {
    if (to)
      await tx.$executeRawUnsafe(
        `INSERT INTO ${table} (${owner}, tag_id) SELECT ${owner}, $2::uuid FROM ${table} WHERE tag_id = $1::uuid
         ON CONFLICT DO NOTHING`,
        from,
        to,
      );
    await tx.$executeRawUnsafe(`DELETE FROM ${table} WHERE tag_id = $1::uuid`, from);
  };

const USAGE: Record<TermKind, Usage> = {
  blogAuthor: {
    ids: (tx, id) => postsWhere(tx, { authorId: id }),
    blocking: (tx, id) => tx.blogPost.count({ where: { authorId: id, deleted: false } }),
    move: (tx, from, to) => tx.blogPost.updateMany({ where: { authorId: from }, data: { authorId: to } }),
  },
  blogCategory: {
    ids: (tx, id) => postsWhere(tx, { categoryId: id }),
    blocking: (tx, id) => tx.blogPost.count({ where: { categoryId: id, deleted: false } }),
    move: (tx, from, to) => tx.blogPost.updateMany({ where: { categoryId: from }, data: { categoryId: to } }),
  },
  blogTag: {
    ids: (tx, id) => postsWhere(tx, { tags: { some: { tagId: id } } }),
    move: relink('blog_post_tags', 'post_id'),
  },
  courseCategory: {
    ids: (tx, id) => coursesWhere(tx, { categoryId: id }),
    move: (tx, from, to) => tx.course.updateMany({ where: { categoryId: from }, data: { categoryId: to } }),
  },
  courseTag: {
    ids: (tx, id) => coursesWhere(tx, { tags: { some: { tagId: id } } }),
    move: relink('course_tag_links', 'course_id'),
  },
};

/** The few delegate methods every term model shares. */
export type TermDelegate = {
  findUnique(args: {
    where: { id: string };
    include?: { savedBy: (typeof LAST_SAVE)['savedBy'] };
  }): Promise<({ id: string; name: string; slug: string } & LastSave) | null>;
  findFirst(args: { where: Record<string, unknown>; select: { id: true } }): Promise<{ id: string } | null>;
  findMany(args: object): Promise<{ id: string }[]>;
  count(args: { where: object }): Promise<number>;
  create(args: { data: Record<string, unknown> }): Promise<{ id: string }>;
  updateMany(args: { where: { id: string; version: number }; data: Record<string, unknown> }): Promise<{
    count: number;
  }>;
  delete(args: { where: { id: string } }): Promise<unknown>;
};

/** The Prisma delegate of a kind's table (the kinds are named after their models). */
export const termTable = (db: Tx, kind: TermKind) => db[kind] as unknown as TermDelegate;

async function resync(context: Context, kind: TermKind, ids: string[]) {
  const sync = TERMS[kind].noun === 'post' ? syncBlogPost : syncCourse;
  for (const id of ids) await sync(context, id);
}

function checkedValues(kind: TermKind, input: TermInput): Record<string, string | null> {
  const { fields } = TERMS[kind];
  const text = (field: keyof TermFieldValues) => (input[field] ?? '').trim();
  const values = { name: text('name'), slug: text('slug'), description: '', bio: '', avatarUrl: '' };
  for (const field of fields) values[field] = text(field);
  const unused = (['description', 'bio', 'avatarUrl'] as const).filter(
    (field) => !fields.includes(field) && text(field) !== '',
  );
  ValidationError.throwIf({
    ...validateTermFields(values),
    ...Object.fromEntries(unused.map((field) => [field, termFieldNotUsed(kind, field)])),
  });
  return {
    name: values.name,
    slug: values.slug,
    ...Object.fromEntries(fields.map((field) => [field, values[field] || null])),
  };
}

/**
 * An author's avatar as it is saved (see savedMedia): a size of one of our images pasted as its
 * address put as the image's stable one; refused, naming it, when it is a stored file that was
 * deleted, which stays until the save ends otherwise, so a delete waits for the save and then
 * finds the author among its uses.
 */
async function avatarOf(context: Context, tx: Tx, url: string): Promise<string> {
  const media = await savedMedia(context, tx, { avatarUrl: { address: url } });
  ValidationError.throwIf(media.errors);
  return media.values.avatarUrl;
}

/**
 * Creates a term (no id) or updates one from the version the edit started
 * from (`expectedVersion`): a term saved by someone else since is not
 * overwritten. Returns its row id.
 */
export async function saveTerm(
  context: Context,
  kind: TermKind,
  globalId: GlobalId | null,
  expectedVersion: number | null,
  input: TermInput,
): Promise<string> {
  const { typename, label } = TERMS[kind];
  const id = globalId ? rowIdOf(globalId, typename) : null;
  if (globalId && !id) throw new NotFoundError(CONTENT.notFound);
  if (id && expectedVersion === null)
    throw new ValidationError([{ field: 'expectedVersion', message: CONTENT.expectedVersionRequired }]);
  const slugTaken = () =>
    new ValidationError([{ field: 'slug', message: formatMessage(CONTENT.slugTaken, { kind: label }) }]);
  /** The fields, with a slug no other term of the kind holds and an avatar as avatarOf saves it. */
  const checked = async (tx: Tx) => {
    const data = checkedValues(kind, input);
    if (data.avatarUrl) data.avatarUrl = await avatarOf(context, tx, data.avatarUrl);
    const holder = await termTable(tx, kind).findFirst({
      where: { slug: data.slug, ...(id ? { NOT: { id } } : {}) },
      select: { id: true },
    });
    if (holder) throw slugTaken();
    return data;
  };
  let renamed = false;
  let savedId: string;
  try {
    savedId = await context.prisma.$transaction(async (tx) => {
      const table = termTable(tx, kind);
      if (!id) {
        const data = await checked(tx);
        const now = saveTime(context);
        const created = await table.create({ data: { ...data, ...firstVersion(context, now) } });
        await keepFormerTermSlug(tx, kind, created.id, null, data.slug as string, now);
        return created.id;
      }
      // The term as the version check read it, at expectedVersion: once the update (which names
      // that version) is made, that is what it replaced, as every change of a name or slug makes
      // a new version. So the term is read once, not again for its name and slug.
      let before = null as { name: string; slug: string } | null;
      const row: VersionedRow = {
        what: formatMessage(CONTENT.termConflictSubject, { kind: label }),
        notFound: CONTENT.notFound,
        lastSave: async () =>
          (before = await table.findUnique({ where: { id }, include: { savedBy: LAST_SAVE.savedBy } })),
      };
      // Read once the version is checked: a save made after another is dated after it.
      let now!: Date;
      const data = await saveAtVersion(
        context,
        row,
        expectedVersion ?? 0,
        () => checked(tx),
        (data) => {
          now = saveTime(context);
          return table.updateMany({
            where: { id, version: expectedVersion ?? 0 },
            data: { ...data, ...newVersion(context, now) },
          });
        },
      );
      const { name, slug } = before!;
      renamed = name !== data.name;
      await keepFormerTermSlug(tx, kind, id, slug, data.slug as string, now);
      return id;
    }, TX_OPTIONS);
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
  if (renamed) await resync(context, kind, await USAGE[kind].ids(context.prisma, savedId));
  return savedId;
}

/**
 * Gives what used term `from` (`users`, read by USAGE) the term `to`
 * instead, or none (a tag is unlinked, a category cleared), for a delete or
 * a merge; each of them gets a new version by the admin who made the
 * change (a post with its revision), so an editor opened before is refused
 * as stale, naming them, instead of writing back the term that is gone.
 */
async function moveUsers(
  tx: Tx,
  context: Context,
  kind: TermKind,
  users: string[],
  from: string,
  to: string | null,
  now: Date,
): Promise<void> {
  if (users.length === 0) return;
  // Locked in the order every write of several posts or courses takes them (see lockRows).
  await lockRows(tx, TERMS[kind].noun === 'post' ? 'blog_posts' : 'courses', users);
  await USAGE[kind].move(tx, from, to);
  if (TERMS[kind].noun === 'post') await recordPostsChanged(tx, context, users, now);
  else await tx.course.updateMany({ where: { id: { in: users } }, data: newVersion(context, now) });
}

/** Deletes a term, moving its posts or courses to `reassignTo` when its kind's policy says so. */
export async function deleteTerm(
  context: Context,
  kind: TermKind,
  globalId: GlobalId,
  reassignTo: GlobalId | null | undefined,
): Promise<string> {
  const { typename, label, noun, deletePolicy } = TERMS[kind];
  const usage = USAGE[kind];
  const id = rowIdOf(globalId, typename);
  // A tag is only ever removed from what uses it.
  const targetId = reassignTo && deletePolicy !== 'unlink' ? rowIdOf(reassignTo, typename) : null;
  const affected = await context.prisma.$transaction(async (tx) => {
    // Locked before what uses it is read: a save linking it ends first (see lockTerms).
    const locked = id ? await lockTerms(tx, kind, targetId ? [id, targetId] : [id], 'UPDATE') : null;
    if (!id || !locked?.has(id)) throw new NotFoundError(CONTENT.notFound);
    const users = await usage.ids(tx, id);
    if (users.length > 0 && deletePolicy !== 'unlink') {
      if (reassignTo) {
        if (targetId === id) throw new ValidationError(formatMessage(CONTENT.reassignSame, { kind: label }));
        if (!targetId || !locked.has(targetId)) {
          throw new ValidationError(formatMessage(CONTENT.reassignMissing, { kind: label }));
        }
      } else if (deletePolicy === 'reassign-required') {
        // Only deleted posts may be left without it.
        const visible = (await usage.blocking?.(tx, id)) ?? users.length;
        if (visible > 0) {
          throw new ConflictError(
            formatMessage(CONTENT.inUse, {
              kind: label,
              count: plural(visible, noun),
            }),
          );
        }
      }
    }
    await moveUsers(tx, context, kind, users, id, targetId, saveTime(context));
    await termTable(tx, kind).delete({ where: { id } });
    await tx.termFormerSlug.deleteMany({ where: { kind, termId: id } });
    return users;
  }, TX_OPTIONS);
  await resync(context, kind, affected);
  return id!;
}

/**
 * Merges term `source` into `target`, of the same kind: what used the source
 * gets the target (a tag is linked once where both were), the source is
 * deleted, and its slug and former slugs become former slugs of the target,
 * so its old addresses lead to the target's. The posts or courses it changed
 * get a new version by the merging admin (moveUsers). Returns the row ids of
 * the source and the target.
 */
export async function mergeTerms(
  context: Context,
  kind: TermKind,
  source: GlobalId,
  target: GlobalId,
): Promise<{ sourceId: string; targetId: string }> {
  const { typename, label } = TERMS[kind];
  const sourceId = rowIdOf(source, typename);
  const targetId = rowIdOf(target, typename);
  const refused = (message: string) =>
    new ValidationError([{ field: 'targetId', message: formatMessage(message, { kind: label }) }]);
  const affected = await context.prisma.$transaction(async (tx) => {
    const table = termTable(tx, kind);
    // Locked before what uses the source is read: a save linking either ends first (see lockTerms).
    await lockTerms(
      tx,
      kind,
      [sourceId, targetId].filter((termId) => termId !== null),
      'UPDATE',
    );
    const merged = sourceId ? await table.findUnique({ where: { id: sourceId } }) : null;
    if (!merged) throw new NotFoundError(CONTENT.notFound);
    if (targetId === sourceId) throw refused(CONTENT.mergeIntoItself);
    const kept = targetId ? await table.findUnique({ where: { id: targetId } }) : null;
    if (!kept) throw refused(CONTENT.mergeTargetMissing);
    const users = await USAGE[kind].ids(tx, merged.id);
    const now = saveTime(context);
    await moveUsers(tx, context, kind, users, merged.id, kept.id, now);
    await table.delete({ where: { id: merged.id } });
    await tx.termFormerSlug.updateMany({ where: { kind, termId: merged.id }, data: { termId: kept.id } });
    await keepFormerTermSlug(tx, kind, kept.id, merged.slug, kept.slug, now);
    return users;
  }, TX_OPTIONS);
  await resync(context, kind, affected);
  return { sourceId: sourceId!, targetId: targetId! };
}
