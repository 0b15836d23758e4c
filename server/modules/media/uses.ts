// Where a stored image or video shows: the posts and courses (not deleted)
// whose featured image or body has one of its addresses (a body in an
// attribute: one written in its text is the author's words, see
// htmlFileLinks), the surveys whose text_only questions (the survey HTML
// visitors see) do, and the authors whose
// avatar is one (fileAddresses: a video's poster is one of them, as is each way
// of writing it). Deleting one that is in use is
// refused with this list (AssetInUseError, VideoInUseError) unless the admin
// confirms, and then it is taken out of each of them first, in the same
// transaction: a public page never points at a file that is gone.

import { type MEDIA_USE_KINDS, usesCount } from '../../../domain/media';
import { formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import { recordPostsChanged } from '../blog/posts';
import {
  type Addressing,
  addressCandidates,
  isAddressOf,
  withoutFiles,
  writtenAddresses,
} from '../shared/mediaLinks';
import { lockRows } from '../shared/rowLocks';
import { newVersion, savedAt, saveTime } from '../shared/saves';

type Db = Context['prisma'] | Prisma.TransactionClient;

/** The kinds of use, in the order they are listed and counted (see usesCount). */
export type MediaUse = { kind: (typeof MEDIA_USE_KINDS)[number]; id: string; title: string };

/**
 * Posts and courses (not deleted) that show any of `urls` (the addresses of an image, or of a
 * folder's videos: see fileAddresses) as featured image or in their body, surveys that show one
 * in a text_only question, and authors whose avatar is one, however they write it
 * (writtenAddresses): each once.
 */
export async function mediaUses(context: Addressing, db: Db, urls: readonly string[]): Promise<MediaUse[]> {
  if (urls.length === 0) return [];
  const candidates = addressCandidates(context, urls);
  const shows = (imageUrl: string | null, body: string) =>
    isAddressOf(context, imageUrl, urls) || writtenAddresses(context, body, urls).length > 0;
  const [posts, courses, surveys, authors] = await Promise.all([
    db.blogPost.findMany({
      where: {
        deleted: false,
        OR: candidates.flatMap((each) => [{ imageUrl: each }, { content: each }]),
      },
      select: { id: true, title: true, imageUrl: true, content: true },
      orderBy: { title: 'asc' },
    }),
    db.course.findMany({
      where: { OR: candidates.flatMap((each) => [{ imageUrl: each }, { description: each }]) },
      select: { id: true, title: true, imageUrl: true, description: true },
      orderBy: { title: 'asc' },
    }),
    db.survey.findMany({
      where: {
        questions: { some: { ...SHOWN_QUESTIONS, OR: candidates.map((each) => ({ questionText: each })) } },
      },
      select: {
        id: true,
        title: true,
        questions: { where: SHOWN_QUESTIONS, select: { questionText: true } },
      },
      orderBy: { title: 'asc' },
    }),
    db.blogAuthor.findMany({
      where: { OR: candidates.map((each) => ({ avatarUrl: each })) },
      select: { id: true, name: true, avatarUrl: true },
      orderBy: { name: 'asc' },
    }),
  ]);
  return [
    ...posts
      .filter((post) => shows(post.imageUrl, post.content))
      .map(({ id, title }) => ({ kind: 'post' as const, id, title })),
    ...courses
      .filter((course) => shows(course.imageUrl, course.description))
      .map(({ id, title }) => ({ kind: 'course' as const, id, title })),
    ...surveys
      .filter((survey) => survey.questions.some((question) => shows(null, question.questionText)))
      .map(({ id, title }) => ({ kind: 'survey' as const, id, title })),
    ...authors
      .filter((author) => isAddressOf(context, author.avatarUrl, urls))
      .map(({ id, name }) => ({ kind: 'author' as const, id, title: name })),
  ];
}

/** The questions whose text is HTML a visitor's page shows (sanitized): text_only ones. */
const SHOWN_QUESTIONS = { questionType: 'text_only' } as const;

/** A refusal to delete what is in use, naming its uses; `template` has `{count}`. */
export abstract class MediaInUseError extends Error {
  constructor(
    template: string,
    readonly uses: MediaUse[],
  ) {
    super(formatMessage(template, { count: usesCount(uses) }));
  }
}

/**
 * Takes the file at `urls` (its addresses, see fileAddresses) out of each of `uses`: a featured
 * image that is one of them is cleared, and withoutFiles takes it out of the body, as the body
 * writes it (writtenAddresses). Each changed row gets a new version
 * by the admin who deleted the file (a post with its revision, as a term's
 * merge gives it), so an editor open on it is told, naming them, before it
 * overwrites the change.
 */
export async function removeFromUses(
  context: Context,
  tx: Prisma.TransactionClient,
  uses: readonly MediaUse[],
  urls: readonly string[],
): Promise<void> {
  const gone = (imageUrl: string | null) => (isAddressOf(context, imageUrl, urls) ? null : imageUrl);
  const without = (body: string) => withoutFiles(body, writtenAddresses(context, body, urls));
  // One moment for every row the delete changes.
  const now = saveTime(context);
  // Locked before they are read: a save writing one ends first, and its text is the one changed
  // (read before, it was written back over the save's); in the order of lockRows, the authors (terms)
  // before the posts, as an author's delete or merge takes them.
  const ids = (kind: MediaUse['kind']) => uses.filter((use) => use.kind === kind).map((use) => use.id);
  const found = new Set([
    ...(await lockRows(tx, 'blog_authors', ids('author'))),
    ...(await lockRows(tx, 'blog_posts', ids('post'))),
    ...(await lockRows(tx, 'courses', ids('course'))),
    ...(await lockRows(tx, 'surveys', ids('survey'))),
  ]);
  for (const use of uses) {
    // A course, survey or author deleted meanwhile is left out.
    if (!found.has(use.id)) continue;
    if (use.kind === 'survey') {
      const questions = await tx.question.findMany({
        where: { surveyId: use.id, ...SHOWN_QUESTIONS },
        select: { id: true, questionText: true },
      });
      for (const question of questions) {
        const questionText = without(question.questionText);
        if (questionText !== question.questionText)
          await tx.question.update({ where: { id: question.id }, data: { questionText } });
      }
      // A builder open on it is then refused as stale, rather than putting the file back.
      await tx.survey.update({ where: { id: use.id }, data: newVersion(context, now) });
    } else if (use.kind === 'author') {
      await tx.blogAuthor.update({
        where: { id: use.id },
        data: { avatarUrl: null, ...newVersion(context, now) },
      });
    } else if (use.kind === 'post') {
      const post = await tx.blogPost.findUniqueOrThrow({
        where: { id: use.id },
        select: { imageUrl: true, content: true, deleted: true },
      });
      // Deleted after it was listed (its delete held it until it ended): no longer a use, as a post
      // deleted before is none (mediaUses), it stays as it was deleted, its delete its last version.
      if (post.deleted) continue;
      await tx.blogPost.update({
        where: { id: use.id },
        data: {
          imageUrl: gone(post.imageUrl),
          content: without(post.content),
          ...savedAt(context, now),
        },
      });
      await recordPostsChanged(tx, context, [use.id], now);
    } else {
      const course = await tx.course.findUniqueOrThrow({
        where: { id: use.id },
        select: { imageUrl: true, description: true },
      });
      await tx.course.update({
        where: { id: use.id },
        data: {
          imageUrl: gone(course.imageUrl),
          description: without(course.description),
          ...newVersion(context, now),
        },
      });
    }
  }
}
