// An image's uses are the addresses the file route serves it at, however
// they are written: an image's stable address takes its id in either case
// (/media/assets/<ID> answers 200), and the site's or the storage's host in
// any case, so a page writing it so shows the image, and deleting it is
// refused naming the page, or "delete everywhere" takes it out. An address
// the route does not serve (/Media/..., an upper-case stored name) is already
// broken, and is not a use. An attribute quoted with single quotes or none (both
// HTML) is read as one in double quotes, and a `>` in a quoted value ends no tag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import { uploadImage } from '../../helpers/media';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
});
afterAll(() => app?.close());

const DELETE = `mutation ($id: ID!, $all: Boolean) { deleteAsset(input: { id: $id, removeEverywhere: $all }) {
  __typename ... on AssetInUseError { uses { kind title } } } }`;
type Deleted = { deleteAsset: { __typename: string; uses?: { kind: string; title: string }[] } };
const deleteAsset = async (id: string, all?: boolean) =>
  (await app.gql<Deleted>(DELETE, { id, all }, { cookie })).data!.deleteAsset;

/** A one-day course titled `title` showing `description`, and `imageUrl` as its featured image. */
const createCourse = (title: string, description: string, imageUrl?: string) =>
  app.prisma.course.create({
    data: {
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      summary: 'A day.',
      description,
      imageUrl,
      level: 'beginner',
      deliveryFormat: 'in_person',
      duration: '1 day',
    },
  });

const status = async (url: string) => (await app.app.request(url)).status;

/** `url` with its id in capitals: `/media/assets/0B7D1C52-...`. */
const upperId = (url: string) => url.replace(/[0-9a-f-]{36}$/, (id) => id.toUpperCase());

describe('an image a page shows by its address in other capitals', () => {
  it('is served, so deleting it is refused naming the page, and delete everywhere takes it out', async () => {
    const asset = await uploadImage(app, cookie, 'capitals.jpg', [600, 300]);
    const shown = upperId(asset.url);
    const origin = new URL(app.config.publicUrl).origin;
    const featured = `${origin.toUpperCase()}${asset.url}`;
    expect(await status(shown)).toBe(200);
    const post = await app.prisma.blogPost.create({
      data: {
        title: 'Written in capitals',
        slug: 'written-in-capitals',
        content: `<p>Intro</p><img src="${shown}" alt="Capitals"><p>End</p>`,
        imageUrl: featured,
      },
    });
    const course = await createCourse(
      'Course in capitals',
      `<p>About</p><img src="${shown}" alt="Capitals">`,
      shown,
    );

    expect(await deleteAsset(asset.id)).toEqual({
      __typename: 'AssetInUseError',
      uses: [
        { kind: 'post', title: 'Written in capitals' },
        { kind: 'course', title: 'Course in capitals' },
      ],
    });
    expect(await status(shown)).toBe(200);

    expect((await deleteAsset(asset.id, true)).__typename).toBe('MediaDeletedPayload');
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({
        where: { id: post.id },
        select: { imageUrl: true, content: true },
      }),
    ).toEqual({ imageUrl: null, content: '<p>Intro</p><p>End</p>' });
    expect(
      await app.prisma.course.findUniqueOrThrow({
        where: { id: course.id },
        select: { imageUrl: true, description: true },
      }),
    ).toEqual({ imageUrl: null, description: '<p>About</p>' });
  });

  it('is not used by an address the route does not serve, which stays as it was written', async () => {
    const asset = await uploadImage(app, cookie, 'unserved.jpg', [600, 300]);
    const size = asset.variants.find((variant) => variant.format === 'webp')!.url;
    const unserved = [
      asset.url.replace('/media/', '/Media/'),
      size.toUpperCase().replace('/MEDIA/', '/media/'),
    ];
    for (const url of unserved) expect(await status(url), url).not.toBe(200);
    const content = unserved.map((url) => `<img src="${url}" alt="Broken">`).join('');
    const post = await app.prisma.blogPost.create({
      data: { title: 'Broken addresses', slug: 'broken-addresses', content, imageUrl: unserved[0] },
    });

    expect((await deleteAsset(asset.id)).__typename).toBe('MediaDeletedPayload');
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({
        where: { id: post.id },
        select: { imageUrl: true, content: true },
      }),
    ).toEqual({ imageUrl: unserved[0], content });
  });
});

describe('an image a body shows in single quotes or unquoted', () => {
  it('is a use, and delete everywhere takes it out of the post and the course', async () => {
    const asset = await uploadImage(app, cookie, 'quoting.jpg', [600, 300]);
    const post = await app.prisma.blogPost.create({
      data: {
        title: 'Single quotes',
        slug: 'single-quotes',
        content: [
          `<p>Intro</p><img src='${asset.url}' alt='Single'>`,
          `<p>See <a href=${asset.url}>the picture</a>.</p>`,
          `<img alt="a > b" src="${asset.url}"><p title="x" data-full='${asset.url}'>End</p>`,
        ].join(''),
      },
    });
    const course = await createCourse(
      'Unquoted',
      `<p>About</p><figure><img src=${asset.url} alt=Unquoted></figure><p>More</p>`,
    );

    expect(await deleteAsset(asset.id)).toEqual({
      __typename: 'AssetInUseError',
      uses: [
        { kind: 'post', title: 'Single quotes' },
        { kind: 'course', title: 'Unquoted' },
      ],
    });

    expect((await deleteAsset(asset.id, true)).__typename).toBe('MediaDeletedPayload');
    expect(
      (await app.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id }, select: { content: true } }))
        .content,
    ).toBe('<p>Intro</p><p>See the picture.</p><p title="x">End</p>');
    expect(
      (
        await app.prisma.course.findUniqueOrThrow({
          where: { id: course.id },
          select: { description: true },
        })
      ).description,
    ).toBe('<p>About</p><p>More</p>');
  });
});
