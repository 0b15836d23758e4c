// Replacing an image's file is a save made from a version, like its edits: a
// replace or edit committed since refuses it with the conflict every editor
// shows, and the copies it processed are deleted, so two admins replacing the
// same picture at once leave exactly the winner's files in storage, none that
// no row names. Runs on the run's database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA } from '../../../domain/media';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, conflictPattern, rowId } from '../../helpers/content';
import {
  makeJpeg,
  namedKeys as namedKeysOf,
  storedKeys as storedKeysOf,
  uploadImage,
  uploadMutation,
} from '../../helpers/media';

let app: TestApp;
let cookie: string;
let other: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  other = await adminCookie(app, 'other.librarian@test.example');
});
afterAll(() => app?.close());

type Replaced = {
  __typename: string;
  version?: number;
  width?: number;
  message?: string;
  currentVersion?: number;
};

const replace = async (as: string, id: string, expectedVersion: number, width: number) =>
  (
    await uploadMutation<{ replaceAssetFile: Replaced }>(
      app,
      `mutation ($input: ReplaceAssetFileInput!) { replaceAssetFile(input: $input) {
        __typename ... on Asset { version width } ... on Error { message } ... on ConflictError { currentVersion } } }`,
      { input: { id, expectedVersion, file: null } },
      { bytes: await makeJpeg(width, 300), name: `v-${width}.jpg`, type: 'image/jpeg' },
      as,
    )
  ).data!.replaceAssetFile;

const storedKeys = () => storedKeysOf(app);
const namedKeys = () => namedKeysOf(app);

describe('replaceAssetFile from a version', () => {
  it('refuses a replace from the version before another admin edited the image, and keeps none of its copies', async () => {
    const image = await uploadImage(app, cookie, 'team.jpg', [600, 300]);
    const edited = await app.gql<{ updateAsset: { __typename: string } }>(
      `mutation ($input: UpdateAssetInput!) { updateAsset(input: $input) { __typename } }`,
      { input: { id: image.id, expectedVersion: 1, altDescription: 'The team' } },
      { cookie: other },
    );
    expect(edited.data!.updateAsset.__typename).toBe('Asset');
    const before = storedKeys();

    const stale = await replace(cookie, image.id, 1, 500);
    expect(stale).toMatchObject({ __typename: 'ConflictError', currentVersion: 2 });
    expect(stale.message).toMatch(
      conflictPattern(MEDIA.imageConflictSubject, 'other.librarian@test.example'),
    );
    expect(storedKeys()).toEqual(before);
    expect(await app.prisma.asset.findUniqueOrThrow({ where: { id: rowId(image.id) } })).toMatchObject({
      width: 600,
      version: 2,
    });
    // From the version the edit made, it goes through.
    expect(await replace(cookie, image.id, 2, 500)).toEqual({ __typename: 'Asset', version: 3, width: 500 });
    expect(storedKeys()).toEqual(await namedKeys());
  });

  it('lets one of two replaces from the same version win, refuses the other, and leaves only the winner’s files', async () => {
    const image = await uploadImage(app, cookie, 'race.jpg', [600, 300]);
    const results = await Promise.all([replace(cookie, image.id, 1, 520), replace(other, image.id, 1, 540)]);
    const won = results.filter((result) => result.__typename === 'Asset');
    const lost = results.filter((result) => result.__typename === 'ConflictError');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.currentVersion).toBe(2);
    const row = await app.prisma.asset.findUniqueOrThrow({ where: { id: rowId(image.id) } });
    expect(row).toMatchObject({ version: 2, width: won[0]!.width });
    expect(storedKeys()).toEqual(await namedKeys());
  });

  it('refuses a replace of an image deleted meanwhile, and keeps none of its copies', async () => {
    const image = await uploadImage(app, cookie, 'gone.jpg', [600, 300]);
    await app.gql(
      `mutation ($id: ID!) { deleteAsset(input: { id: $id }) { __typename } }`,
      { id: image.id },
      { cookie },
    );
    expect(await replace(cookie, image.id, 1, 500)).toEqual({
      __typename: 'NotFoundError',
      message: MEDIA.assetNotFound,
    });
    expect(storedKeys()).toEqual(await namedKeys());
  });
});

describe('the stable address of a replaced image over HTTP', () => {
  it('is asked about again each time: unchanged, a 304; replaced, the new picture at once', async () => {
    const image = await uploadImage(app, cookie, 'cover.jpg', [600, 300]);
    const first = await app.app.request(image.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.app.request(image.url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    expect(await replace(cookie, image.id, 1, 500)).toMatchObject({ __typename: 'Asset', width: 500 });
    const replaced = await app.app.request(image.url, { headers: { 'if-none-match': etag! } });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get('etag')).not.toBe(etag);
    expect((await sharp(Buffer.from(await replaced.arrayBuffer())).metadata()).width).toBe(500);
  });
});

describe('a post showing an image whose file was replaced', () => {
  it('gives an image written without srcset the new file’s width and height, not the old file’s', async () => {
    const image = await uploadImage(app, cookie, 'chart.jpg', [600, 300]);
    // Written by hand (or pasted) with the old file's size and no srcset.
    await app.prisma.blogPost.create({
      data: {
        title: 'Sized chart',
        slug: 'sized-chart',
        content: `<p>Chart:</p><img src="${image.url}" width="600" height="300" alt="Chart" style="width: 50%">`,
        isPublished: true,
      },
    });
    expect(await replace(cookie, image.id, 1, 500)).toMatchObject({ __typename: 'Asset', width: 500 });
    const post = await app.gql<{ blogPost: { content: string } }>(
      '{ blogPost(slug: "sized-chart") { ... on BlogPost { content } } }',
    );
    const tag = /<img[^>]*>/.exec(post.data!.blogPost.content)![0];
    expect([...tag.matchAll(/\s(width|height)="(\d+)"/g)].map((match) => `${match[1]}=${match[2]}`)).toEqual([
      'width=500',
      'height=300',
    ]);
  });
});
