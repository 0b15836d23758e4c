// The index follows the content (SPEC §4, search index): an unpublished or
// deleted post is removed, any other post is saved. Whoever saves a post or a
// course calls these afterwards; a failing index update is logged and never
// fails the save.

import { plural } from '../../../domain/shared/messages';
import { paths } from '../../../domain/shared/paths';
import type { PrismaClient } from '../../db';
import type { Logger } from '../../log';
import type { BlogPostRecord, CourseRecord, SearchService } from '../../services/search/types';
import { htmlToText } from '../shared/html';

type Deps = { prisma: PrismaClient; services: { search: SearchService; log: Logger } };

export const UNKNOWN_AUTHOR = 'Unknown Author';
export const UNCATEGORIZED = 'Uncategorized';

const tagsInclude = { include: { tag: true }, orderBy: { tag: { name: 'asc' } } } as const;

export async function syncBlogPost({ prisma, services }: Deps, postId: string): Promise<void> {
  try {
    const post = await prisma.blogPost.findUnique({
      where: { id: postId },
      include: { author: true, category: true, tags: tagsInclude },
    });
    if (!post?.isPublished || post.deleted) {
      await services.search.deletePost(postId);
      return;
    }
    const record: BlogPostRecord = {
      objectID: post.id,
      title: post.title,
      content: htmlToText(post.content),
      excerpt: post.excerpt ?? '',
      slug: post.slug,
      author: post.author?.name ?? UNKNOWN_AUTHOR,
      category: post.category?.name ?? UNCATEGORIZED,
      tags: post.tags.map((link) => link.tag.name),
      published_at: post.publishedAt ? Math.floor(post.publishedAt.getTime() / 1000) : null,
      url: paths.post(post.slug),
      type: 'blog',
    };
    await services.search.savePost(record);
  } catch (error) {
    services.log.error(`Updating the search index for blog post ${postId} failed`, error);
  }
}

export async function syncCourse({ prisma, services }: Deps, courseId: string): Promise<void> {
  try {
    const course = await prisma.course.findUnique({
      where: { id: courseId },
      include: { category: true, tags: tagsInclude },
    });
    if (!course?.isPublished) {
      await services.search.deleteCourse(courseId);
      return;
    }
    const record: CourseRecord = {
      objectID: course.id,
      title: course.title,
      content: htmlToText(course.description),
      excerpt: course.summary,
      slug: course.slug,
      category: course.category?.name ?? UNCATEGORIZED,
      tags: course.tags.map((link) => link.tag.name),
      level: course.level,
      url: paths.course(course.slug),
      type: 'course',
    };
    await services.search.saveCourse(record);
  } catch (error) {
    services.log.error(`Updating the search index for course ${courseId} failed`, error);
  }
}

/** Every post and course, for a new or rebuilt index (`npm run search:reindex`). */
export async function reindexAll(deps: Deps): Promise<{ posts: number; courses: number }> {
  const posts = await deps.prisma.blogPost.findMany({ select: { id: true } });
  for (const { id } of posts) await syncBlogPost(deps, id);
  const courses = await deps.prisma.course.findMany({ select: { id: true } });
  for (const { id } of courses) await syncCourse(deps, id);
  return { posts: posts.length, courses: courses.length };
}

/** What `npm run search:reindex` prints once reindexAll is done; `index`: the search service's name. */
export function reindexedMessage(sent: { posts: number; courses: number }, index: string): string {
  return `Sent ${plural(sent.posts, 'post')} and ${plural(sent.courses, 'course')} to ${index}.`;
}
