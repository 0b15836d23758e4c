// HTML pasted into a post or a course names an image's sizes where the
// browser showed them: not only in src, href and poster (see images.test.ts)
// but in an <img>'s srcset and in data-* attributes lazy-loading scripts
// keep. A save writes each by the image's stable address, or leaves out
// what the page would not show anyway, so replacing the file breaks no page
// and the page names no copy that was deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, createBlogTaxonomy, gid, rowId } from '../../helpers/content';
import { courseByApi } from '../../helpers/courses';
import { createTestDatabase } from '../../helpers/db';
import { replaceImageFile, uploadImage } from '../../helpers/media';
import { CREATE as CREATE_POST } from '../../helpers/posts';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';

let app: TestApp;
let cookie: string;
let counter: QueryCounter;

beforeAll(async () => {
  const db = await createTestDatabase();
  counter = countQueries(db);
  app = await createTestApp({ db: { ...db, prisma: counter.prisma } });
  cookie = await adminCookie(app);
});
afterAll(() => app?.close());

/** Every address an HTML text names in src, srcset and poster. */
const shownAddresses = (html: string) =>
  [...html.matchAll(/\s(src|srcset|poster)="([^"]*)"/g)].flatMap(([, name, value]) =>
    name === 'srcset' ? value!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) : [value!],
  );

/** A published post of `content`, created through the API, as createBlogPost answers. */
const publishedPost = (
  title: string,
  slug: string,
  content: string,
  taxonomy: Awaited<ReturnType<typeof createBlogTaxonomy>>,
) =>
  app.gql<{ createBlogPost: { __typename: string; id: string; rawContent: string } }>(
    CREATE_POST,
    {
      input: {
        title,
        slug,
        content,
        isPublished: true,
        authorId: gid('BlogAuthor', taxonomy.author.id),
        categoryId: gid('BlogCategory', taxonomy.category.id),
        tagIds: [],
      },
    },
    { cookie },
  );

describe('an image pasted with its sizes in srcset and data-* attributes', () => {
  it('is saved by its stable address, so the page still shows it once its file is replaced', async () => {
    const asset = await uploadImage(app, cookie, 'pasted-srcset.jpg');
    const size = (width: number) =>
      asset.variants.find((variant) => variant.format === 'webp' && variant.width === width)!.url;
    const taxonomy = await createBlogTaxonomy(app, '-srcset');
    const pasted =
      `<img src="${size(480)}" srcset="${size(480)} 480w, ${size(960)} 960w" sizes="50vw" width="480" height="240" alt="Pasted">` +
      `<img src="https://elsewhere.example/x.png" srcset="https://elsewhere.example/x@2x.png 2x, ${app.config.publicUrl}${size(960)} 3x" alt="Mixed">` +
      `<p data-src="${size(480)}" data-note="kept">Lazy</p>` +
      `<img src="${asset.url}" data-lazy-src="${size(960)}" alt="Library">`;
    const saved =
      `<img src="${asset.url}" alt="Pasted">` +
      `<img src="https://elsewhere.example/x.png" srcset="https://elsewhere.example/x@2x.png 2x, ${asset.url} 3x" alt="Mixed">` +
      `<p data-note="kept">Lazy</p>` +
      `<img src="${asset.url}" alt="Library">`;

    const post = await publishedPost('Pasted srcset', 'pasted-srcset', pasted, taxonomy);
    expect(post.data!.createBlogPost).toMatchObject({ __typename: 'BlogPost', rawContent: saved });
    const course = await courseByApi(app, cookie, {
      title: 'Pasted srcset course',
      slug: 'pasted-srcset-course',
      description: pasted,
    });
    const { description } = await app.prisma.course.findUniqueOrThrow({
      where: { id: rowId(course.id) },
      select: { description: true },
    });
    expect(description).toBe(saved);

    expect(await replaceImageFile(app, cookie, asset.id)).toBe('Asset');
    const page = await app.gql<{ blogPost: { content: string } }>(
      `query { blogPost(slug: "pasted-srcset") { ... on BlogPost { content } } }`,
    );
    const ours = shownAddresses(page.data!.blogPost.content).filter((url) => !url.includes('elsewhere'));
    expect(ours.length).toBeGreaterThan(3);
    for (const url of ours) expect((await app.app.request(url)).status, url).toBe(200);

    // Deleted everywhere, it is out of the other site's image's srcset too, which keeps its own.
    const deleted = await app.gql<{ deleteAsset: { __typename: string } }>(
      `mutation ($id: ID!) { deleteAsset(input: { id: $id, removeEverywhere: true }) { __typename } }`,
      { id: asset.id },
      { cookie },
    );
    expect(deleted.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
    const left =
      '<img src="https://elsewhere.example/x.png" srcset="https://elsewhere.example/x@2x.png 2x" alt="Mixed"><p data-note="kept">Lazy</p>';
    const { content } = await app.prisma.blogPost.findUniqueOrThrow({
      where: { id: rowId(post.data!.createBlogPost.id) },
      select: { content: true },
    });
    expect(content).toBe(left);
    expect((await app.prisma.course.findUniqueOrThrow({ where: { id: rowId(course.id) } })).description).toBe(
      left,
    );
  });
});

describe('an image pasted with its sizes in single-quoted and unquoted attributes', () => {
  it('is saved by its stable address as written otherwise, and the page shows its current copies', async () => {
    const asset = await uploadImage(app, cookie, 'pasted-quotes.jpg');
    const size = (width: number) =>
      asset.variants.find((variant) => variant.format === 'webp' && variant.width === width)!.url;
    const taxonomy = await createBlogTaxonomy(app, '-quotes');
    const pasted =
      `<p><img src='${size(480)}' alt='Single'>` +
      `<img\nsrc=${size(480)} srcset='${size(480)} 480w, ${size(960)} 960w' sizes=50vw width=480 height=240 alt=Unquoted>` +
      `<img src="https://elsewhere.example/x.png" srcset='https://elsewhere.example/x@2x.png 2x, ${size(960)} 3x' alt="Mixed">` +
      `<a href=${size(960)}>Full size</a>` +
      `<span data-src='${size(480)}' data-note=kept>Lazy</span></p>`;
    const saved =
      `<p><img src='${asset.url}' alt='Single'>` +
      `<img\nsrc=${asset.url} alt=Unquoted>` +
      `<img src="https://elsewhere.example/x.png" srcset='https://elsewhere.example/x@2x.png 2x, ${asset.url} 3x' alt="Mixed">` +
      `<a href=${asset.url}>Full size</a>` +
      `<span data-note=kept>Lazy</span></p>`;
    const post = await publishedPost('Pasted quotes', 'pasted-quotes', pasted, taxonomy);
    expect(post.data!.createBlogPost).toMatchObject({ __typename: 'BlogPost', rawContent: saved });

    expect(await replaceImageFile(app, cookie, asset.id)).toBe('Asset');
    const page = await app.gql<{ blogPost: { content: string } }>(
      `query { blogPost(slug: "pasted-quotes") { ... on BlogPost { content } } }`,
    );
    const { content } = page.data!.blogPost;
    // Both library images get the current copies: a srcset each, sizes of the replaced file.
    expect(content.match(/<img srcset="[^"]+"/g)).toHaveLength(2);
    const ours = shownAddresses(content).filter((url) => !url.includes('elsewhere'));
    expect(ours.length).toBeGreaterThan(4);
    for (const url of ours) expect((await app.app.request(url)).status, url).toBe(200);
  });
});

describe('a save whose featured image and body both name pasted sizes', () => {
  /** The statements a post's create sends that read the images table, by whether they lock. */
  async function imageReadsOf(imageUrl: string, content: string, slug: string) {
    const taxonomy = await createBlogTaxonomy(app, `-${slug}`);
    counter.reset();
    // Only the stored fields: the rendered content looks its images up as a page does.
    const { data } = await app.gql<{
      createBlogPost: { __typename: string; imageUrl: string; rawContent: string };
    }>(
      `mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) {
        __typename ... on BlogPost { imageUrl rawContent } } }`,
      {
        input: {
          title: slug,
          slug,
          content,
          imageUrl,
          isPublished: false,
          authorId: gid('BlogAuthor', taxonomy.author.id),
          categoryId: gid('BlogCategory', taxonomy.category.id),
          tagIds: [],
        },
      },
      { cookie },
    );
    const reads = counter.statements.filter((sql) => /\bFROM\s+"?(?:public"?\.)?"?assets\b/i.test(sql));
    return {
      post: data!.createBlogPost,
      lookups: reads.filter((sql) => !/FOR KEY SHARE/i.test(sql)).length,
      locks: reads.filter((sql) => /FOR KEY SHARE/i.test(sql)).length,
    };
  }

  it('looks the images up once for all its fields, and not at all when nothing pasted is a size', async () => {
    const featured = await uploadImage(app, cookie, 'pasted-featured.jpg');
    const inBody = await uploadImage(app, cookie, 'pasted-in-body.jpg');
    const size = (asset: typeof featured) => asset.variants.find((variant) => variant.width === 480)!.url;

    const pasted = await imageReadsOf(
      size(featured),
      `<p><img src="${size(inBody)}" alt="In body"></p>`,
      'both-pasted',
    );
    expect(pasted.post).toMatchObject({
      __typename: 'BlogPost',
      imageUrl: featured.url,
      rawContent: `<p><img src="${inBody.url}" alt="In body"></p>`,
    });
    expect(pasted).toMatchObject({ lookups: 1, locks: 1 });

    const stable = await imageReadsOf(
      featured.url,
      `<p><img src="${inBody.url}" alt="In body"></p>`,
      'none-pasted',
    );
    expect(stable).toMatchObject({ lookups: 0, locks: 1 });
  });
});
