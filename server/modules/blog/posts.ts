// Saving blog posts from the back-office. Every save checks the fields with
// the editor's rules, refuses a slug another post holds, names the version it
// was made from (a second admin's stale save is refused, not applied), keeps
// a revision (who, when, every field) in the same transaction, and then
// updates the search index (SPEC §4), whose failure is only logged.
import { POST_FORM, storedPostText, validatePostFields } from '../../../domain/blog';
import { isCtaType } from '../../../domain/ctas/display';
import { CONTENT } from '../../../domain/shared/content';
import { generateExcerpt } from '../../../domain/shared/excerpt';
import { BLOG, formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import type { RevisionKind } from '../../db/generated/prisma/enums';
import { NotFoundError, ValidationError } from '../../errors';
import { syncBlogPost } from '../search/sync';
import { keepFormerSlug } from '../shared/formerSlugs';
import { type GlobalId, otherTypeMessage, rowIdOf, rowIdOrNotFound } from '../shared/ids';
import { savedMedia, withMediaErrors } from '../shared/savedMedia';
import {
  firstSave,
  isUniqueViolation,
  keepingRequired,
  nextVersion,
  type PartialUpdate,
  refuseUnlessVersion,
  saveAtVersion,
  savedAt,
  saveTime,
  TX_OPTIONS,
  UNKNOWN_AUTHOR,
  type VersionedRow,
} from '../shared/saves';
import { lockTerms } from '../shared/termLocks';

type Tx = Prisma.TransactionClient;

export type PostInput = {
  title: string;
  slug: string;
  content: string;
  excerpt?: string | null;
  imageUrl?: string | null;
  authorId?: GlobalId | null;
  categoryId?: GlobalId | null;
  tagIds?: readonly GlobalId[] | null;
  ctaType?: string | null;
  isPublished: boolean;
  publishedAt?: Date | null;
};

/** What a save writes, and what a revision keeps. */
export type PostFields = {
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  imageUrl: string | null;
  authorId: string;
  categoryId: string;
  tagIds: string[];
  ctaType: string | null;
  isPublished: boolean;
  publishedAt: Date | null;
};

/**
 * A revision's `fields` column: PostFields with the date as an ISO string,
 * and an author and category that may be missing: a revision that
 * recordPostsChanged kept of a post saved before they were required, or of a
 * deleted one whose author or category was deleted since, has none (null).
 */
export type RevisionFields = Omit<PostFields, 'publishedAt' | 'authorId' | 'categoryId'> & {
  publishedAt: string | null;
  authorId: string | null;
  categoryId: string | null;
};

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Checks an input with the editor's rules and the rows it names; throws a ValidationError. The
 * images, videos and tags it names that were deleted are refused, or taken out (`deleted:
 * 'removed'`, a revision's restore: see savedMedia), up to the moment they are locked; a restore's
 * author or category deleted up to then refuses it (POST_FORM.revisionRefsGone). The content an
 * update left out (`contentKept`) is saved as stored: its files are those of the last save, which a
 * delete takes out of it with a new version (refusing this save as stale).
 */
async function checkedFields(
  context: Context,
  tx: Tx,
  input: PostInput,
  postId: string | null,
  {
    deleted = 'refused',
    contentKept = false,
  }: { deleted?: 'refused' | 'removed'; contentKept?: boolean } = {},
): Promise<PostFields> {
  const authorId = rowIdOf(input.authorId, 'BlogAuthor');
  const categoryId = rowIdOf(input.categoryId, 'BlogCategory');
  const { title, slug, excerpt, ...text } = storedPostText(input);
  // Its images and videos first, before the terms it links (see savedMedia).
  const shown = { imageUrl: { image: text.imageUrl }, content: { html: input.content } };
  const media = await savedMedia(context, tx, contentKept ? { imageUrl: shown.imageUrl } : shown, deleted);
  const imageUrl = media.values.imageUrl;
  const content = 'content' in media.values ? media.values.content : input.content;
  const values = {
    title,
    slug,
    content,
    excerpt,
    imageUrl,
    authorId: input.authorId ? (authorId ?? 'missing') : '',
    categoryId: input.categoryId ? (categoryId ?? 'missing') : '',
  };
  const errors: Partial<Record<string, string>> = validatePostFields(values);
  errors.authorId ??= otherTypeMessage(input.authorId, 'BlogAuthor', 'authorId') ?? undefined;
  errors.categoryId ??= otherTypeMessage(input.categoryId, 'BlogCategory', 'categoryId') ?? undefined;
  if (!blank(input.ctaType) && !isCtaType(input.ctaType)) errors.ctaType = POST_FORM.ctaTypeInvalid;
  const tagIds = [...new Set((input.tagIds ?? []).map((tag) => rowIdOf(tag, 'BlogTag')))];

  // The terms it links stay until the save ends (see lockTerms).
  const authorGone = !errors.authorId && !(authorId && (await lockTerms(tx, 'blogAuthor', [authorId])).size);
  const categoryGone =
    !errors.categoryId && !(categoryId && (await lockTerms(tx, 'blogCategory', [categoryId])).size);
  // A restore cannot choose others: one deleted since, up to these locks, refuses it in its own words.
  if (deleted === 'removed' && (authorGone || categoryGone)) {
    throw new ValidationError(POST_FORM.revisionRefsGone);
  }
  if (authorGone) errors.authorId = CONTENT.notFound;
  if (categoryGone) errors.categoryId = CONTENT.notFound;
  const knownTags = tagIds.includes(null) ? null : await lockTerms(tx, 'blogTag', tagIds as string[]);
  // A restore leaves out the tags deleted since, up to this lock: none can go until the save ends.
  const keptTagIds =
    deleted === 'removed' && knownTags ? tagIds.filter((id) => knownTags.has(id as string)) : tagIds;
  if (knownTags?.size !== keptTagIds.length)
    errors.tagIds = otherTypeMessage(input.tagIds, 'BlogTag', 'tagIds') ?? POST_FORM.tagMissing;
  withMediaErrors(errors, media);
  if (!errors.slug) {
    const holder = await tx.blogPost.findFirst({
      where: { slug: values.slug, ...(postId ? { NOT: { id: postId } } : {}) },
      select: { deleted: true },
    });
    if (holder) {
      errors.slug = holder.deleted
        ? CONTENT.slugTakenByDeleted
        : formatMessage(CONTENT.slugTaken, { kind: 'post' });
    }
  }
  ValidationError.throwIf(errors);
  return {
    title: values.title,
    slug: values.slug,
    content: values.content,
    // An empty excerpt is generated, as the editor does when the content is left.
    excerpt: values.excerpt || generateExcerpt(values.content) || null,
    imageUrl: values.imageUrl || null,
    authorId: authorId!,
    categoryId: categoryId!,
    tagIds: keptTagIds as string[],
    ctaType: blank(input.ctaType) ? null : input.ctaType!,
    isPublished: input.isPublished,
    // Empty means null (SPEC §3).
    publishedAt: input.publishedAt ?? null,
  };
}

const columns = ({ tagIds: _tags, ...rest }: PostFields) => rest;

/** What a revision keeps of a post's fields (its author and category may be missing: RevisionFields). */
const revisionFields = (
  fields: Omit<PostFields, 'authorId' | 'categoryId'> & {
    authorId: string | null;
    categoryId: string | null;
  },
): RevisionFields => ({
  ...fields,
  publishedAt: fields.publishedAt?.toISOString() ?? null,
});

async function replaceTags(tx: Tx, postId: string, tagIds: string[]) {
  await tx.blogPostTag.deleteMany({ where: { postId } });
  if (tagIds.length > 0)
    await tx.blogPostTag.createMany({ data: tagIds.map((tagId) => ({ postId, tagId })) });
}

/** A revision row: the post as a save (by the signed-in admin, at the save's `now`) left it. */
const revisionData = (
  context: Context,
  post: { id: string; version: number },
  kind: RevisionKind,
  fields: Parameters<typeof revisionFields>[0],
  now: Date,
) => ({
  postId: post.id,
  version: post.version,
  kind,
  userId: context.viewer?.id ?? null,
  userEmail: context.viewer?.email ?? UNKNOWN_AUTHOR,
  fields: revisionFields(fields),
  createdAt: now,
});

function recordRevision(
  tx: Tx,
  context: Context,
  post: { id: string; version: number },
  kind: RevisionKind,
  fields: PostFields,
  now: Date,
) {
  return tx.blogPostRevision.create({ data: revisionData(context, post, kind, fields, now) });
}

/**
 * Posts changed from outside their editor (a term merged into another gave
 * them other tags, another category or author; `kind` 'deleted': the post was
 * soft-deleted): each gets a new version, kept as a revision by the admin who
 * made the change, so an editor opened before refuses its save as stale and
 * names them, rather than writing back the term that is gone or dropping the
 * one that replaced it, and the history ends on who changed it last. Call it
 * after the change, in its transaction, with the change's `now` (saveTime).
 */
export async function recordPostsChanged(
  tx: Tx,
  context: Context,
  postIds: readonly string[],
  now: Date,
  kind: 'updated' | 'deleted' = 'updated',
): Promise<void> {
  if (postIds.length === 0) return;
  const where = { id: { in: [...postIds] } };
  await tx.blogPost.updateMany({ where, data: nextVersion(context, now) });
  const posts = await tx.blogPost.findMany({
    where,
    select: {
      id: true,
      version: true,
      title: true,
      slug: true,
      content: true,
      excerpt: true,
      imageUrl: true,
      authorId: true,
      categoryId: true,
      ctaType: true,
      isPublished: true,
      publishedAt: true,
      tags: { select: { tagId: true } },
    },
  });
  await tx.blogPostRevision.createMany({
    data: posts.map(({ id, version, tags, authorId, categoryId, ...columns }) =>
      revisionData(
        context,
        { id, version },
        kind,
        { ...columns, authorId, categoryId, tagIds: tags.map((tag) => tag.tagId) },
        now,
      ),
    ),
  });
}

/**
 * A post as its saves name its version: its last save is what its history
 * says (who, when), a deleted post is gone. `slugAtVersion` is its slug as
 * the version check read it: once the update naming that version is made,
 * the slug it replaced (every change of a slug makes a new version).
 */
function postRow(tx: Tx, postId: string): { row: VersionedRow; slugAtVersion: () => string | null } {
  let slug: string | null = null;
  const row: VersionedRow = {
    what: POST_FORM.conflictSubject,
    notFound: BLOG.postNotFound,
    lastSave: async () => {
      const post = await tx.blogPost.findUnique({
        where: { id: postId },
        select: {
          deleted: true,
          updatedAt: true,
          version: true,
          slug: true,
          revisions: {
            // Two saves in the same millisecond: the later version is the last save.
            orderBy: [{ createdAt: 'desc' }, { version: 'desc' }],
            take: 1,
            select: { userId: true, userEmail: true, createdAt: true },
          },
        },
      });
      slug = post?.slug ?? null;
      if (!post || post.deleted) return null;
      const last = post.revisions[0];
      return {
        version: post.version,
        updatedAt: last?.createdAt ?? post.updatedAt,
        savedBy: last ? { id: last.userId, email: last.userEmail } : null,
      };
    },
  };
  return { row, slugAtVersion: () => slug };
}

/** Runs a save; a slug taken by a concurrent save becomes the same message as a checked one. */
async function saving<T>(context: Context, run: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await context.prisma.$transaction(run, TX_OPTIONS);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ValidationError([
        { field: 'slug', message: formatMessage(CONTENT.slugTaken, { kind: 'post' }) },
      ]);
    }
    throw error;
  }
}

export async function createPost(context: Context, input: PostInput): Promise<string> {
  const id = await saving(context, async (tx) => {
    const fields = await checkedFields(context, tx, input, null);
    const now = saveTime(context);
    const post = await tx.blogPost.create({
      data: {
        ...columns(fields),
        ...firstSave(context, now),
        tags: { create: fields.tagIds.map((tagId) => ({ tagId })) },
      },
      select: { id: true, version: true },
    });
    await keepFormerSlug(tx, 'post', post.id, null, fields.slug, now);
    await recordRevision(tx, context, post, 'created', fields, now);
    return post.id;
  });
  await syncBlogPost(context, id);
  return id;
}

/**
 * Saves the fields `check` returns over the post at `expectedVersion` (see
 * saveAtVersion), then its tags, its former slug and a revision of `kind`.
 * The post records no `savedBy`: its revision says who saved it.
 */
async function saveFields(
  tx: Tx,
  context: Context,
  postId: string,
  expectedVersion: number,
  kind: 'updated' | 'restored',
  check: () => Promise<PostFields>,
) {
  const { row, slugAtVersion } = postRow(tx, postId);
  // Read once the version is checked: a save made after another is dated after it.
  let now!: Date;
  const fields = await saveAtVersion(context, row, expectedVersion, check, (fields) => {
    now = saveTime(context);
    return tx.blogPost.updateMany({
      where: { id: postId, version: expectedVersion, deleted: false },
      data: { ...columns(fields), ...nextVersion(context, now) },
    });
  });
  await keepFormerSlug(tx, 'post', postId, slugAtVersion(), fields.slug, now);
  await replaceTags(tx, postId, fields.tagIds);
  await recordRevision(tx, context, { id: postId, version: expectedVersion + 1 }, kind, fields, now);
}

/** What a post cannot be without, with their messages: null for one is refused (keepingRequired). */
const REQUIRED_KEPT = {
  title: POST_FORM.titleRequired,
  slug: POST_FORM.slugRequired,
  content: POST_FORM.contentRequired,
  isPublished: POST_FORM.publishedRequired,
};

/** What a post needs but may be stored without (see keepingRequired): null for one is refused too. */
const NOT_NULL = { authorId: POST_FORM.authorRequired, categoryId: POST_FORM.categoryRequired };

/** An update: every field may be left out (a script sends what it changes). */
export type PostUpdate = PartialUpdate<PostInput, keyof typeof REQUIRED_KEPT>;

/** The other fields an update leaving them out keeps (see keepingLeftOut). */
const KEPT_WHEN_LEFT_OUT = [
  'excerpt',
  'imageUrl',
  'ctaType',
  'publishedAt',
  'authorId',
  'categoryId',
  'tagIds',
] as const;

export async function updatePost(
  context: Context,
  globalId: GlobalId,
  expectedVersion: number,
  input: PostUpdate,
): Promise<string> {
  const postId = rowIdOrNotFound(globalId, 'BlogPost', BLOG.postNotFound);
  await saving(context, async (tx) => {
    await saveFields(tx, context, postId, expectedVersion, 'updated', async () => {
      const given = await keepingRequired(
        input,
        REQUIRED_KEPT,
        KEPT_WHEN_LEFT_OUT,
        async () => {
          const post = await tx.blogPost.findUnique({
            where: { id: postId },
            select: {
              title: true,
              slug: true,
              content: true,
              isPublished: true,
              excerpt: true,
              imageUrl: true,
              ctaType: true,
              publishedAt: true,
              authorId: true,
              categoryId: true,
              tags: { select: { tagId: true } },
            },
          });
          if (!post) return null;
          const { authorId, categoryId, tags, ...columns } = post;
          return {
            ...columns,
            authorId: authorId ? { typename: 'BlogAuthor', id: authorId } : null,
            categoryId: categoryId ? { typename: 'BlogCategory', id: categoryId } : null,
            tagIds: tags.map((tag) => ({ typename: 'BlogTag', id: tag.tagId })),
          };
        },
        NOT_NULL,
      );
      return checkedFields(context, tx, given, postId, { contentKept: input.content === undefined });
    });
  });
  await syncBlogPost(context, postId);
  return postId;
}

/** Makes a revision's fields the post's current ones, as a new save (and a new revision). */
export async function restoreRevision(
  context: Context,
  globalId: GlobalId,
  expectedVersion: number,
): Promise<string> {
  // Before the revision is looked for, as every save made from a version checks its version.
  refuseUnlessVersion(expectedVersion);
  const revisionId = rowIdOf(globalId, 'BlogPostRevision');
  const revision = revisionId
    ? await context.prisma.blogPostRevision.findUnique({ where: { id: revisionId } })
    : null;
  if (!revision) throw new NotFoundError(POST_FORM.revisionNotFound);
  const saved = revision.fields as RevisionFields;
  await saving(context, async (tx) => {
    await saveFields(tx, context, revision.postId, expectedVersion, 'restored', async () => {
      // A revision recordPostsChanged kept of a post without them has none (null); one deleted
      // since is refused by checkedFields as it locks it, after the files (the order of rowLocks).
      if (!saved.authorId || !saved.categoryId) throw new ValidationError(POST_FORM.revisionRefsGone);
      const current = await tx.blogPost.findUnique({
        where: { id: revision.postId },
        select: { isPublished: true, publishedAt: true },
      });
      // The post's publication (published or draft, and when) stays as it is:
      // restoring an older text must not take a live post off the site, or
      // publish a draft.
      return checkedFields(
        context,
        tx,
        {
          ...saved,
          authorId: { typename: 'BlogAuthor', id: saved.authorId },
          categoryId: { typename: 'BlogCategory', id: saved.categoryId },
          // Tags deleted since, or until checkedFields locks them, are left out rather than refusing the restore.
          tagIds: saved.tagIds.map((id) => ({ typename: 'BlogTag', id })),
          isPublished: current?.isPublished ?? saved.isPublished,
          publishedAt: current ? current.publishedAt : saved.publishedAt ? new Date(saved.publishedAt) : null,
        },
        revision.postId,
        // Images, videos and tags deleted since are left out, as their delete took them out of the post.
        { deleted: 'removed' },
      );
    });
  });
  await syncBlogPost(context, revision.postId);
  return revision.postId;
}

/**
 * Soft delete (SPEC §3 `deleted`): the post leaves the site and the index; its slug stays taken.
 * It gets a new version, kept as a 'deleted' revision by the deleting admin (recordPostsChanged).
 */
export async function deletePost(context: Context, globalId: GlobalId): Promise<string> {
  const postId = rowIdOf(globalId, 'BlogPost');
  await context.prisma.$transaction(async (tx) => {
    const now = saveTime(context);
    const { count } = postId
      ? await tx.blogPost.updateMany({
          where: { id: postId, deleted: false },
          data: { deleted: true, ...savedAt(context, now) },
        })
      : { count: 0 };
    if (!postId || count === 0) throw new NotFoundError(BLOG.postNotFound);
    await recordPostsChanged(tx, context, [postId], now, 'deleted');
  }, TX_OPTIONS);
  await syncBlogPost(context, postId!);
  return postId!;
}
