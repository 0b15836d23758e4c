// An image a body shows in an attribute quoted with single quotes, or not
// quoted at all (both HTML), is a use as one in double quotes is
// (htmlFileLinks), so "delete everywhere" takes it out the same way
// (withoutFiles): a public page is not left with a broken image or a link to
// nothing. A `>` inside a quoted value ends no tag.
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
    const course = await app.prisma.course.create({
      data: {
        title: 'Unquoted',
        slug: 'unquoted',
        summary: 'A day.',
        description: `<p>About</p><figure><img src=${asset.url} alt=Unquoted></figure><p>More</p>`,
        level: 'beginner',
        deliveryFormat: 'in_person',
        duration: '1 day',
      },
    });

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
