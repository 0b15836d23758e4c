// Where a stored image or video shows: the posts and courses (not deleted)
// whose featured image or body has its address. Deleting one that is in use is
// refused with this list (AssetInUseError, VideoInUseError) unless the admin
// confirms, and then it is taken out of each of them first, in the same
// transaction: a public page never points at a file that is gone.

import { usesCount } from '../../../domain/media';
import { formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import { recordPostsChanged } from '../blog/posts';
import { lockRows } from '../shared/rowLocks';
import { newVersion } from '../shared/saves';

type Db = Context['prisma'] | Prisma.TransactionClient;

export type MediaUse = { kind: 'post' | 'course'; id: string; title: string };

/**
 * Posts and courses (not deleted) that show `url`, or any of `url` when it is a
 * list (a folder's videos), as featured image or in their body: each once.
 */
export async function mediaUses(db: Db, url: string | readonly string[]): Promise<MediaUse[]> {
  const urls = (typeof url === 'string' ? [url] : url).filter(Boolean);
  if (urls.length === 0) return [];
  const [posts, courses] = await Promise.all([
    db.blogPost.findMany({
      where: {
        deleted: false,
        OR: urls.flatMap((each) => [{ imageUrl: each }, { content: { contains: each } }]),
      },
      select: { id: true, title: true },
      orderBy: { title: 'asc' },
    }),
    db.course.findMany({
      where: { OR: urls.flatMap((each) => [{ imageUrl: each }, { description: { contains: each } }]) },
      select: { id: true, title: true },
      orderBy: { title: 'asc' },
    }),
  ]);
  return [
    ...posts.map((post) => ({ kind: 'post' as const, ...post })),
    ...courses.map((course) => ({ kind: 'course' as const, ...course })),
  ];
}

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
 * Takes `url` out of each of `uses`: a featured image that is it is cleared,
 * and `without` removes it from the body. Each changed row gets a new version
 * by the admin who deleted the file (a post with its revision, as a term's
 * merge gives it), so an editor open on it is told, naming them, before it
 * overwrites the change.
 */
export async function removeFromUses(
  context: Context,
  tx: Prisma.TransactionClient,
  uses: readonly MediaUse[],
  url: string,
  without: (html: string, url: string) => string,
): Promise<void> {
  // Locked before they are read: a save writing one ends first, and its text is the one changed
  // (read before, it was written back over the save's); in the order of lockRows, posts first.
  const ids = (kind: MediaUse['kind']) => uses.filter((use) => use.kind === kind).map((use) => use.id);
  const found = new Set([
    ...(await lockRows(tx, 'blog_posts', ids('post'))),
    ...(await lockRows(tx, 'courses', ids('course'))),
  ]);
  for (const use of uses) {
    // A course deleted meanwhile is left out.
    if (!found.has(use.id)) continue;
    if (use.kind === 'post') {
      const post = await tx.blogPost.findUniqueOrThrow({
        where: { id: use.id },
        select: { imageUrl: true, content: true },
      });
      await tx.blogPost.update({
        where: { id: use.id },
        data: {
          imageUrl: post.imageUrl === url ? null : post.imageUrl,
          content: without(post.content, url),
        },
      });
      await recordPostsChanged(tx, context, [use.id]);
    } else {
      const course = await tx.course.findUniqueOrThrow({
        where: { id: use.id },
        select: { imageUrl: true, description: true },
      });
      await tx.course.update({
        where: { id: use.id },
        data: {
          imageUrl: course.imageUrl === url ? null : course.imageUrl,
          description: without(course.description, url),
          ...newVersion(context),
        },
      });
    }
  }
}
