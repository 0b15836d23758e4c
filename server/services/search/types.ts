// The search service: ranked hits across blog posts and courses, and the
// index updates the content rules call. Two adapters: PostgreSQL full-text
// search (default; the tables are the index) and Meilisearch.
import type { PrismaClient } from '../../db';

export type SearchType = 'blog' | 'course';
export type SearchHit = { type: SearchType; id: string };

export type SearchOptions = {
  types: readonly SearchType[];
  limit: number;
  /** Visibility is decided at query time, so a scheduled post appears by itself. */
  now: Date;
  prisma: PrismaClient;
};

/** A blog post in the `blog_posts` index: SPEC §3's record. */
export type BlogPostRecord = {
  objectID: string;
  title: string;
  content: string;
  excerpt: string;
  slug: string;
  author: string;
  category: string;
  tags: string[];
  /** Seconds since the epoch (so the engine can filter on it), or null. */
  published_at: number | null;
  url: string;
  type: 'blog';
};

/** A course in the `courses` index, shaped like a post record. */
export type CourseRecord = {
  objectID: string;
  title: string;
  content: string;
  excerpt: string;
  slug: string;
  category: string;
  tags: string[];
  level: string;
  url: string;
  type: 'course';
};

export const INDEX_NAMES = { blog: 'blog_posts', course: 'courses' } as const;

export interface SearchService {
  readonly name: string;
  search(query: string, options: SearchOptions): Promise<SearchHit[]>;
  savePost(record: BlogPostRecord): Promise<void>;
  deletePost(id: string): Promise<void>;
  saveCourse(record: CourseRecord): Promise<void>;
  deleteCourse(id: string): Promise<void>;
}

/** The words of a visitor's query: letters and digits only, so no engine syntax gets through. */
export function searchTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}
