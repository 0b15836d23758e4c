// The public post list's one-statement reader (server/modules/blog/post-page.ts)
// against Prisma's own findMany and count, on the same rows: every scalar
// field of posts, authors, categories and tags, each filter, cursors (dated
// and undated), an empty page past the end, and the selections it must leave
// to Prisma.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { Prisma } from '../../../server/db';
import {
  type PostListFilter,
  type PostPageAfter,
  readPostPage,
} from '../../../server/modules/blog/post-page';
import { POST_ORDER, publicPostWhere } from '../../../server/modules/blog/visibility';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';

const now = new Date('2026-11-21T12:00:00Z');
let db: TestDatabase;

const all = (fields: Record<string, string>) =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, true]));
const FULL = {
  select: {
    ...all(Prisma.BlogPostScalarFieldEnum),
    author: { select: all(Prisma.BlogAuthorScalarFieldEnum) },
    category: { select: all(Prisma.BlogCategoryScalarFieldEnum) },
    tags: { select: { tag: true } },
  },
};
const LIST = {
  select: {
    id: true,
    isPublished: true,
    deleted: true,
    publishedAt: true,
    title: true,
    excerpt: true,
    author: { select: { id: true, name: true } },
    tags: { select: { tag: { select: { id: true, name: true, createdAt: true } } } },
  },
};

function prismaWhere(filter: PostListFilter): Prisma.BlogPostWhereInput {
  return {
    ...publicPostWhere(now),
    ...(filter.category ? { category: { slug: filter.category } } : {}),
    ...(filter.author ? { author: { slug: filter.author } } : {}),
    ...(filter.tag ? { tags: { some: { tag: { slug: filter.tag } } } } : {}),
  };
}

function afterWhere([publishedAt, id]: PostPageAfter): Prisma.BlogPostWhereInput {
  if (publishedAt === null) return { publishedAt: null, id: { lt: id } };
  const date = new Date(publishedAt);
  return {
    OR: [{ publishedAt: { lt: date } }, { publishedAt: null }, { publishedAt: date, id: { lt: id } }],
  };
}

/** Tags in a stable order: neither path promises one (the GraphQL field sorts them). */
const sortTags = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Array.isArray(row.tags)
      ? {
          ...row,
          tags: [...(row.tags as { tag: { id: string } }[])].sort((a, b) => a.tag.id.localeCompare(b.tag.id)),
        }
      : row,
  );

async function both(
  query: { select: Record<string, unknown> },
  filter: PostListFilter,
  after: PostPageAfter | null,
  take: number,
) {
  const where = prismaWhere(filter);
  const read = await readPostPage(db.prisma, { query, filter, now, after, take, withTotal: true });
  const rows = await db.prisma.blogPost.findMany({
    ...query,
    where: after ? { AND: [where, afterWhere(after)] } : where,
    orderBy: POST_ORDER,
    take,
  });
  const total = await db.prisma.blogPost.count({ where });
  return { read, rows: rows as unknown as { id: string; publishedAt: Date | null }[], total };
}

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoContent(db.prisma);
  const author = await db.prisma.blogAuthor.findFirstOrThrow({ orderBy: { name: 'asc' } });
  const tags = await db.prisma.blogTag.findMany({ orderBy: { name: 'asc' } });
  for (let index = 0; index < 12; index++) {
    await db.prisma.blogPost.create({
      data: {
        slug: `page-${index}`,
        title: `Page ${index}`,
        content: `<p>${index}</p>`,
        excerpt: index % 3 === 0 ? null : `Excerpt ${index}`,
        isPublished: index !== 5,
        deleted: index === 6,
        // Two posts share a date (ties broken by id), two have none, one is scheduled.
        publishedAt:
          index < 2
            ? null
            : index === 7
              ? new Date('2027-01-01T00:00:00Z')
              : new Date(Date.UTC(2026, 0, index === 3 ? 2 : index)),
        authorId: index % 4 === 0 ? null : author.id,
        tags: { create: tags.slice(0, index % 3).map((tag) => ({ tagId: tag.id })) },
      },
    });
  }
});
afterAll(() => db.destroy());

describe('the one-statement post page', () => {
  it('returns the rows and total Prisma returns, for every filter and page', async () => {
    const category = await db.prisma.blogCategory.findFirstOrThrow({ where: { posts: { some: {} } } });
    const author = await db.prisma.blogAuthor.findFirstOrThrow({ orderBy: { name: 'asc' } });
    const tag = await db.prisma.blogTag.findFirstOrThrow({ where: { posts: { some: {} } } });
    const filters: PostListFilter[] = [
      {},
      { category: category.slug },
      { author: author.slug },
      { tag: tag.slug },
      { category: 'no-such-category' },
    ];
    for (const query of [FULL, LIST]) {
      for (const filter of filters) {
        // Page through 4 at a time with each page's last sort key, as the cursors do.
        let after: PostPageAfter | null = null;
        let pages = 0;
        for (;;) {
          const { read, rows, total } = await both(query, filter, after, 4);
          expect(read).not.toBeNull();
          expect(sortTags(read!.rows)).toEqual(sortTags(rows));
          expect(read!.total).toBe(total);
          pages++;
          const last = rows.at(-1);
          if (!last) break;
          after = [last.publishedAt?.toISOString() ?? null, last.id];
        }
        expect(pages).toBeGreaterThan(filter.category === 'no-such-category' ? 0 : 1);
      }
    }
  });

  it('reads every column with its type: dates as dates, missing relations as null', async () => {
    const { read } = await both(FULL, {}, null, 100);
    const undated = read!.rows.find((row) => row.slug === 'page-0')!;
    expect(undated).toMatchObject({ publishedAt: null, author: null, excerpt: null, tags: [] });
    const dated = read!.rows.find((row) => row.slug === 'page-2')!;
    expect(dated.publishedAt).toBeInstanceOf(Date);
    expect((dated.author as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
    expect((dated.tags as { tag: { createdAt: unknown } }[])[0]!.tag.createdAt).toBeInstanceOf(Date);
    for (const hidden of ['page-5', 'page-6', 'page-7']) {
      expect(read!.rows.map((row) => row.slug)).not.toContain(hidden);
    }
  });

  it('leaves selections it does not spell to Prisma', async () => {
    const options = { filter: {}, now, after: null, take: 3, withTotal: true };
    for (const select of [
      { id: true, _count: { select: { tags: true } } },
      { id: true, revisions: true },
      { id: true, author: { select: { id: true, posts: true } } },
      { id: true, tags: { select: { tag: true, post: true } } },
      { id: true, tags: { where: { tagId: 'x' }, select: { tag: true } } },
    ]) {
      expect(await readPostPage(db.prisma, { ...options, query: { select } })).toBeNull();
    }
    expect(await readPostPage(db.prisma, { ...options, query: { include: { author: true } } })).toBeNull();
  });
});
