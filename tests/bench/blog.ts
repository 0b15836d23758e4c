// The blog the public-site benchmarks read: the demo content, grown to a
// given number of published posts.
import { applyMigrations } from '../../prisma/migrate';
import { seedDemoContent } from '../../prisma/seed';
import type { Database } from '../../server/db';
import { publicPostWhere } from '../../server/modules/blog/visibility';

/** A fresh database migrated and seeded with the demo content. */
export async function prepareBlog(db: Database) {
  await applyMigrations(db.adapterFactory);
  await seedDemoContent(db.prisma);
}

/** Published posts up to `total` in all, with authors, categories and 1-3 tags; returns how many are public. */
export async function growBlogTo(db: Database, total: number) {
  const authors = await db.prisma.blogAuthor.findMany();
  const categories = await db.prisma.blogCategory.findMany();
  const tags = await db.prisma.blogTag.findMany();
  const existing = await db.prisma.blogPost.count();
  for (let index = existing; index < total; index++) {
    await db.prisma.blogPost.create({
      data: {
        slug: `bench-post-${index}`,
        title: `Benchmark post ${index}`,
        content: `<p>Body of benchmark post ${index}.</p>`,
        excerpt: `Excerpt of benchmark post ${index}.`,
        isPublished: true,
        publishedAt: new Date(Date.UTC(2024, 0, 1 + index)),
        authorId: authors[index % authors.length]!.id,
        categoryId: categories[index % categories.length]!.id,
        tags: { create: tags.slice(0, 1 + (index % 3)).map((tag) => ({ tagId: tag.id })) },
      },
    });
  }
  // Table statistics as a running server has them: PGlite's are taken at
  // start (refreshPlannerStatistics), PostgreSQL's by autovacuum.
  await db.prisma.$executeRawUnsafe('ANALYZE');
  return db.prisma.blogPost.count({ where: publicPostWhere(new Date()) });
}
