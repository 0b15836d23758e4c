// The image library through the API: a multipart upload becomes metadata-free
// variants (never enlarged) with the oriented size; the type comes from the
// bytes, so a renamed HTML page or an SVG is refused with a clear message and
// nothing is stored; EXIF GPS never reaches a served copy; folders; replacing
// keeps the id and URL; deleting is refused while a post uses the image.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_NAME_MAX, IMAGE_MAX_PIXELS, MEDIA } from '../../../domain/media';
import { formatMessage } from '../../../domain/shared/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import {
  adminCookie,
  conflictPattern,
  createBlogTaxonomy,
  gid,
  rowId,
  staleRefusal,
} from '../../helpers/content';
import { courseByApi } from '../../helpers/courses';
import {
  deleteRefusedThenConfirmed,
  makeAnimation,
  makeJpeg,
  replaceImageFile,
  uploadMutation,
} from '../../helpers/media';
import { CREATE as CREATE_POST } from '../../helpers/posts';
import { createToken } from '../../helpers/tokens';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
});
afterAll(() => app.close());

const UPLOAD = /* GraphQL */ `
  mutation ($input: UploadAssetInput!) {
    uploadAsset(input: $input) {
      __typename
      ... on Asset { id name url width height folder mimeType placeholder srcset variants { url width height format } }
      ... on ValidationError { message fieldErrors { field message } }
    }
  }
`;

type Uploaded = {
  uploadAsset: {
    __typename: string;
    id: string;
    name: string;
    url: string;
    width: number;
    height: number;
    folder: string | null;
    srcset: string;
    placeholder: string;
    variants: { url: string; width: number; height: number; format: string }[];
    message?: string;
  };
};

const upload = (bytes: Buffer, name: string, input: Record<string, unknown> = {}) =>
  uploadMutation<Uploaded>(
    app,
    UPLOAD,
    { input: { file: null, ...input } },
    { bytes, name, type: 'image/jpeg' },
    cookie,
  );

const storedFiles = () => {
  const root = path.join(app.mediaDir, 'files');
  return fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true }).filter((name) => String(name).includes('.'))
    : [];
};

/** Whether EXIF data holds the GPS IFD pointer (tag 0x8825), in either byte order. */
const hasGpsTag = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))));

const fetchMedia = (url: string, headers: Record<string, string> = {}) => app.app.request(url, { headers });

describe('uploadAsset', () => {
  it('stores variants at the library widths, never wider than the upload, as WebP and JPEG', async () => {
    const result = await upload(await makeJpeg(1200, 800), 'team-photo.jpg', { altDescription: 'The team' });
    const asset = result.data!.uploadAsset;
    expect(asset.__typename).toBe('Asset');
    expect(asset).toMatchObject({ name: 'team-photo', width: 1200, height: 800, folder: null });
    expect(asset.url).toMatch(/^\/media\/assets\/[0-9a-f-]{36}$/);
    const widths = (format: string) => asset.variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widths('webp')).toEqual([480, 960, 1200]);
    expect(widths('jpeg')).toEqual([480, 960, 1200]);
    expect(asset.variants.find((v) => v.width === 480)!.height).toBe(320);
    expect(asset.srcset).toMatch(/\.webp 480w, .+\.webp 960w, .+\.webp 1200w$/);
    expect(asset.placeholder).toMatch(/^data:image\/webp;base64,/);

    const served = await fetchMedia(asset.variants[0]!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(
      asset.variants[0]!.format === 'webp' ? 'image/webp' : 'image/jpeg',
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(asset.variants[0]!.width);

    const stable = await fetchMedia(asset.url);
    expect(stable.status).toBe(200);
    expect(stable.headers.get('content-type')).toBe('image/jpeg');
    expect(stable.headers.get('cache-control')).toBe('public, no-cache');
    expect((await sharp(Buffer.from(await stable.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it('keeps an animated GIF moving: animated WebP and GIF copies, each a frame high', async () => {
    const result = await upload(await makeAnimation(600, 400, { frames: 4 }), 'demo.gif');
    const asset = result.data!.uploadAsset;
    expect(asset).toMatchObject({ __typename: 'Asset', width: 600, height: 400 });
    expect(asset.variants.map((v) => [v.format, v.width, v.height]).sort()).toEqual(
      [
        ['gif', 480, 320],
        ['gif', 600, 400],
        ['webp', 480, 320],
        ['webp', 600, 400],
      ].sort(),
    );
    for (const url of [...asset.variants.map((v) => v.url), asset.url]) {
      const served = await fetchMedia(url);
      const metadata = await sharp(Buffer.from(await served.arrayBuffer()), { animated: true }).metadata();
      expect(metadata.pages, url).toBe(4);
    }
    expect((await fetchMedia(asset.url)).headers.get('content-type')).toBe('image/gif');
    // An animated WebP keeps its frames in its WebP copies, its only format.
    const webp = (await upload(await makeAnimation(300, 200, { format: 'webp' }), 'loop.webp')).data!
      .uploadAsset;
    expect(webp.variants.map((v) => [v.format, v.height])).toEqual([['webp', 200]]);
    const copy = await fetchMedia(webp.variants[0]!.url);
    expect((await sharp(Buffer.from(await copy.arrayBuffer()), { animated: true }).metadata()).pages).toBe(3);
    // A GIF of one frame is a still image: PNG beside WebP, as before.
    const still = (await upload(await makeAnimation(300, 200, { frames: 1 }), 'still.gif')).data!.uploadAsset;
    expect([...new Set(still.variants.map((v) => v.format))].sort()).toEqual(['png', 'webp']);
  });

  it('applies the EXIF orientation and removes EXIF and GPS from every served copy', async () => {
    const withGps = await makeJpeg(400, 200, { gps: true, orientation: 6 });
    expect((await sharp(withGps).metadata()).orientation).toBe(6);
    expect(hasGpsTag((await sharp(withGps).metadata()).exif)).toBe(true);

    const asset = (await upload(withGps, 'holiday.jpg')).data!.uploadAsset;
    // Orientation 6 turns a 400x200 picture upright: 200 wide, 400 high.
    expect([asset.width, asset.height]).toEqual([200, 400]);
    for (const variant of asset.variants) {
      const bytes = Buffer.from(await (await fetchMedia(variant.url)).arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('TestCam');
      expect(metadata.width).toBe(200);
    }
  });

  it('says an empty file (0 bytes) is empty, rather than not an image, storing nothing', async () => {
    const before = storedFiles().length;
    const empty = await upload(Buffer.alloc(0), 'photo.jpg');
    expect(empty.data!.uploadAsset).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [
        {
          field: 'file',
          message:
            'photo.jpg is empty (0 bytes): check that the file opens on your computer, then upload it again',
        },
      ],
    });
    expect(storedFiles().length).toBe(before);
    expect(await app.prisma.asset.count({ where: { name: 'photo' } })).toBe(0);
  });

  it('refuses a renamed HTML page, an SVG and a file over the size limit, storing nothing', async () => {
    const before = storedFiles().length;
    const html = await upload(
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'photo.jpg',
    );
    expect(html.data!.uploadAsset).toMatchObject({
      __typename: 'ValidationError',
      message: 'photo.jpg is not a JPEG, PNG, WebP, AVIF or GIF image',
    });
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.png',
    );
    expect(svg.data!.uploadAsset.message).toBe(
      'logo.png is an SVG drawing: SVG can carry scripts, so upload it as PNG or WebP',
    );
    const small = await createTestApp({ env: { IMAGE_MAX_MB: '0.01' } });
    try {
      const smallCookie = await adminCookie(small);
      const big = await uploadMutation<Uploaded>(
        small,
        UPLOAD,
        { input: { file: null } },
        { bytes: await makeJpeg(600, 600), name: 'big.jpg' },
        smallCookie,
      );
      expect(big.data!.uploadAsset.message).toBe('File big.jpg exceeds maximum size of 10KB');
      // The browser is given the same limit, to refuse such a file before sending it.
      const library = await small.gql<{ mediaLibrary: { imageMaxBytes: number } }>(
        '{ mediaLibrary(kind: image) { imageMaxBytes } }',
        {},
        { cookie: smallCookie },
      );
      expect(library.data!.mediaLibrary.imageMaxBytes).toBe(Math.round(0.01 * 1024 * 1024));
    } finally {
      await small.close();
    }
    expect(storedFiles().length).toBe(before);
    expect(await app.prisma.asset.count({ where: { name: { in: ['photo', 'logo'] } } })).toBe(0);
  });

  it('says an image over the pixel limit is too large, in its size, rather than unreadable, storing nothing', async () => {
    // A PNG whose header says 12000×9000 (108 megapixels), cheap to send: the limit is read from it.
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
      return Buffer.concat([length, Buffer.from(type), data, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(12000, 0);
    header.writeUInt32BE(9000, 4);
    header[8] = 8; // 8 bits a sample, greyscale
    const png = Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(100))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const before = storedFiles().length;
    const refused = await upload(png, 'panorama.png');
    expect(refused.data!.uploadAsset).toMatchObject({
      __typename: 'ValidationError',
      message: formatMessage(MEDIA.imageTooManyPixels, {
        name: 'panorama.png',
        size: '12000×9000',
        max: String(IMAGE_MAX_PIXELS / 1_000_000),
      }),
    });
    expect(storedFiles().length).toBe(before);
  });

  it('says an image whose blurred placeholder cannot be made could not be read, keeping none of its copies', async () => {
    // 1×2000: its copies stay 1 wide, but the 16-wide placeholder would be 32000 high, more than WebP allows.
    const thread = await sharp({ create: { width: 1, height: 2000, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const before = storedFiles().length;
    const refused = await upload(thread, 'thread.png');
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.uploadAsset).toMatchObject({
      __typename: 'ValidationError',
      message: formatMessage(MEDIA.imageUnreadable, { name: 'thread.png' }),
    });
    expect(storedFiles().length).toBe(before);
  });

  it('takes the type from the bytes, whatever the name says, and refuses an animated PNG in words that say so', async () => {
    // A PNG named .jpg is kept, and downloaded, as the PNG it is.
    const png = await sharp(await makeJpeg(64, 48))
      .png()
      .toBuffer();
    const named = (await upload(png, 'scan.jpg')).data!.uploadAsset;
    expect(named).toMatchObject({ __typename: 'Asset', mimeType: 'image/png' });
    const original = await fetchMedia(`/media/original/asset/${rowId(named.id)}`, { cookie });
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('content-disposition')).toBe('attachment; filename="scan.png"');

    // An animated PNG starts like any PNG (browsers call it image/png), but sharp reads only one frame.
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'apng-'));
    try {
      const file = path.join(directory, 'spinner.png');
      execFileSync('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=5:duration=1'],
        ...['-plays', '0', '-f', 'apng', file],
      ]);
      const before = storedFiles().length;
      const refused = await upload(fs.readFileSync(file), 'spinner.png');
      expect(refused.data!.uploadAsset).toMatchObject({
        __typename: 'ValidationError',
        message:
          'spinner.png is an animated PNG, which would be kept as a still picture: upload it as GIF or WebP to keep it moving',
      });
      expect(storedFiles().length).toBe(before);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('records the admin who uploaded the image; a later save names its own admin', async () => {
    const asset = (await upload(await makeJpeg(40, 30), 'uploaded-by.jpg')).data!.uploadAsset;
    const read = async () =>
      (
        await app.gql<{ node: { version: number; savedBy: { email: string } | null } }>(
          `query ($id: ID!) { node(id: $id) { ... on Asset { version savedBy { email } } } }`,
          { id: asset.id },
          { cookie },
        )
      ).data!.node;
    expect(await read()).toEqual({ version: 1, savedBy: { email: 'editor@test.example' } });
    const other = await adminCookie(app, 'image.editor@test.example');
    await app.gql(
      `mutation ($id: ID!) { updateAsset(input: { id: $id, expectedVersion: 1, altDescription: "A cat" }) { __typename } }`,
      { id: asset.id },
      { cookie: other },
    );
    expect(await read()).toEqual({ version: 2, savedBy: { email: 'image.editor@test.example' } });
  });

  it('is refused to visitors', async () => {
    const result = await uploadMutation(
      app,
      UPLOAD,
      { input: { file: null } },
      { bytes: await makeJpeg(20, 20), name: 'a.jpg' },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('folders, editing and replacing', () => {
  it('creates folders by the spec rule, counts images, renames and deletes only empty ones', async () => {
    const created = await app.gql<{ createMediaFolder: { id: string; name: string; message?: string } }>(
      `mutation { createMediaFolder(input: { kind: image, name: "  Team Photos!! " }) { ... on MediaFolder { id name } ... on Error { message } } }`,
      {},
      { cookie },
    );
    expect(created.data!.createMediaFolder.name).toBe('team-photos');
    const empty = await app.gql<{ createMediaFolder: { message: string } }>(
      `mutation { createMediaFolder(input: { kind: image, name: " !! " }) { ... on Error { message } } }`,
      {},
      { cookie },
    );
    expect(empty.data!.createMediaFolder.message).toBe('Folder name cannot be empty');

    const asset = (await upload(await makeJpeg(100, 100), 'in-folder.jpg', { folder: 'team-photos' })).data!
      .uploadAsset;
    expect(asset.folder).toBe('team-photos');
    const folderId = created.data!.createMediaFolder.id;
    const refused = await app.gql<{ deleteMediaFolder: { __typename: string; message: string } }>(
      `mutation ($id: ID!) { deleteMediaFolder(input: { id: $id }) { __typename ... on Error { message } } }`,
      { id: folderId },
      { cookie },
    );
    expect(refused.data!.deleteMediaFolder.message).toBe(
      'This folder is not empty: move or delete its images first',
    );

    await app.gql(
      `mutation ($id: ID!) { renameMediaFolder(input: { id: $id, name: "People" }) { __typename } }`,
      { id: folderId },
      { cookie },
    );
    const listed = await app.gql<{
      mediaFolders: { name: string; count: number }[];
      assets: { edges: { node: { name: string } }[] };
    }>(
      `{ mediaFolders(kind: image) { name count } assets(folder: "people") { edges { node { name } } } }`,
      {},
      { cookie },
    );
    expect(listed.data!.mediaFolders).toEqual([{ name: 'people', count: 1 }]);
    expect(listed.data!.assets.edges.map((edge) => edge.node.name)).toEqual(['in-folder']);

    // The rename made a new version of the image in it.
    const moved = await app.gql<{ updateAsset: { folder: string | null; altDescription: string } }>(
      `mutation ($id: ID!) { updateAsset(input: { id: $id, expectedVersion: 2, folder: "", altDescription: " Smiles " }) { ... on Asset { folder altDescription } } }`,
      { id: asset.id },
      { cookie },
    );
    expect(moved.data!.updateAsset).toEqual({ folder: null, altDescription: 'Smiles' });
    const deleted = await app.gql<{ deleteMediaFolder: { __typename: string } }>(
      `mutation ($id: ID!) { deleteMediaFolder(input: { id: $id }) { __typename } }`,
      { id: folderId },
      { cookie },
    );
    expect(deleted.data!.deleteMediaFolder.__typename).toBe('MediaDeletedPayload');
  });

  it('refuses a folder name longer than its limit once the rule made it, in the words of every limit', async () => {
    const create = (name: string) =>
      app.gql<{ createMediaFolder: { name?: string; fieldErrors?: { field: string; message: string }[] } }>(
        `mutation ($name: String!) { createMediaFolder(input: { kind: video, name: $name }) {
          ... on MediaFolder { name } ... on ValidationError { fieldErrors { field message } } } }`,
        { name },
        { cookie },
      );
    // Spaces and punctuation collapse first: what counts is the name the rule makes.
    const longest = 'a'.repeat(FOLDER_NAME_MAX);
    expect((await create(` ${longest}!! `)).data!.createMediaFolder).toEqual({ name: longest });
    expect((await create(`${longest}b`)).data!.createMediaFolder.fieldErrors).toEqual([
      { field: 'name', message: `Please use at most ${FOLDER_NAME_MAX} characters` },
    ]);
  });

  it("refuses a save from a version saved since, so another admin's move is not undone", async () => {
    const asset = (await upload(await makeJpeg(300, 200), 'shared.jpg')).data!.uploadAsset;
    await app.gql(
      `mutation { createMediaFolder(input: { kind: image, name: "Team" }) { __typename } }`,
      {},
      { cookie },
    );
    const UPDATE = `mutation ($input: UpdateAssetInput!) { updateAsset(input: $input) {
      __typename ... on Asset { version folder altDescription } ... on ConflictError { message } } }`;
    const save = async (input: Record<string, unknown>, as = cookie) =>
      (
        await app.gql<{ updateAsset: Record<string, unknown> }>(
          UPDATE,
          { input: { id: asset.id, ...input } },
          { cookie: as },
        )
      ).data!.updateAsset;
    // Both admins opened version 1; the other one moves the image first.
    const other = await adminCookie(app, 'second.admin@test.example');
    expect(
      await save({ expectedVersion: 1, name: 'shared', altDescription: '', folder: 'team' }, other),
    ).toEqual({
      __typename: 'Asset',
      version: 2,
      folder: 'team',
      altDescription: null,
    });
    const stale = await save({ expectedVersion: 1, name: 'shared', altDescription: 'Our team', folder: '' });
    expect(stale.__typename).toBe('ConflictError');
    expect(stale.message).toMatch(conflictPattern('This image', 'second.admin@test.example'));
    const row = await app.prisma.asset.findFirstOrThrow({ where: { url: asset.url } });
    expect(row).toMatchObject({ folder: 'team', altDescription: null, version: 2 });
    // From the version saved since, the save goes through.
    expect(
      await save({ expectedVersion: 2, name: 'shared', altDescription: 'Our team', folder: 'team' }),
    ).toEqual({
      __typename: 'Asset',
      version: 3,
      folder: 'team',
      altDescription: 'Our team',
    });
  });

  it('refuses a save from the version before another admin replaced the file or renamed its folder', async () => {
    await app.gql(
      `mutation { createMediaFolder(input: { kind: image, name: "Brand" }) { __typename } }`,
      {},
      { cookie },
    );
    const asset = (await upload(await makeJpeg(300, 200), 'logo.jpg', { folder: 'brand' })).data!.uploadAsset;
    const folder = await app.prisma.mediaFolder.findFirstOrThrow({ where: { kind: 'image', name: 'brand' } });
    const other = await adminCookie(app, 'media.admin@test.example');
    const UPDATE = `mutation ($input: UpdateAssetInput!) { updateAsset(input: $input) {
      __typename ... on Asset { version folder altDescription } ... on ConflictError { message } } }`;
    // This admin's dialog was opened at version 1 and sends the folder it showed.
    const save = async (expectedVersion: number, folder: string) =>
      (
        await app.gql<{ updateAsset: Record<string, unknown> }>(
          UPDATE,
          { input: { id: asset.id, expectedVersion, name: 'logo', altDescription: 'Our logo', folder } },
          { cookie },
        )
      ).data!.updateAsset;

    const replaced = await uploadMutation<{ replaceAssetFile: { version: number } }>(
      app,
      `mutation ($input: ReplaceAssetFileInput!) { replaceAssetFile(input: $input) { ... on Asset { version } } }`,
      { input: { id: asset.id, expectedVersion: 1, file: null } },
      { bytes: await makeJpeg(640, 480), name: 'logo-v2.jpg' },
      other,
    );
    expect(replaced.data!.replaceAssetFile.version).toBe(2);
    const afterReplace = await save(1, 'brand');
    expect(afterReplace.__typename).toBe('ConflictError');
    expect(afterReplace.message).toMatch(conflictPattern('This image', 'media.admin@test.example'));

    await app.gql(
      `mutation ($id: ID!) { renameMediaFolder(input: { id: $id, name: "Identity" }) { __typename } }`,
      { id: gid('MediaFolder', folder.id) },
      { cookie: other },
    );
    // Told that the image changed, rather than that the folder it showed is gone.
    const afterRename = await save(2, 'brand');
    expect(afterRename.__typename).toBe('ConflictError');
    expect(afterRename.message).toMatch(conflictPattern('This image', 'media.admin@test.example'));
    const row = await app.prisma.asset.findFirstOrThrow({
      where: { url: asset.url },
      include: { savedBy: true },
    });
    expect(row).toMatchObject({ folder: 'identity', altDescription: null, version: 3, width: 640 });
    expect(row.savedBy?.email).toBe('media.admin@test.example');
    expect(await save(3, 'identity')).toEqual({
      __typename: 'Asset',
      version: 4,
      folder: 'identity',
      altDescription: 'Our logo',
    });
  });

  it('refuses a stale save as stale before its fields are checked, and changes nothing', async () => {
    const asset = (await upload(await makeJpeg(300, 200), 'checked-late.jpg')).data!.uploadAsset;
    const other = await adminCookie(app, 'fields.admin@test.example');
    const save = async (input: Record<string, unknown>, as = cookie) =>
      (
        await app.gql<{ updateAsset: Record<string, unknown> }>(
          `mutation ($input: UpdateAssetInput!) { updateAsset(input: $input) {
            __typename ... on Asset { version } ... on Error { message } ... on ConflictError { currentVersion } } }`,
          { input: { id: asset.id, expectedVersion: 1, ...input } },
          { cookie: as },
        )
      ).data!.updateAsset;
    expect(await save({ name: 'theirs', altDescription: 'Their words' }, other)).toEqual({
      __typename: 'Asset',
      version: 2,
    });
    // Opened at version 1, sent with a blank name and a folder that does not exist.
    expect(await save({ name: ' ', altDescription: 'Mine', folder: 'never-made' })).toEqual(
      staleRefusal('This image', 'fields.admin@test.example', 2),
    );
    expect(await app.prisma.asset.findFirstOrThrow({ where: { url: asset.url } })).toMatchObject({
      name: 'theirs',
      altDescription: 'Their words',
      version: 2,
    });
  });

  it('replaces the file under the same id and URL and deletes the old copies', async () => {
    const asset = (await upload(await makeJpeg(300, 200), 'logo.jpg')).data!.uploadAsset;
    const oldUrls = asset.variants.map((variant) => variant.url);
    const replaced = await uploadMutation<{ replaceAssetFile: Uploaded['uploadAsset'] }>(
      app,
      `mutation ($input: ReplaceAssetFileInput!) { replaceAssetFile(input: $input) { ... on Asset { id url width height variants { url width format } } } }`,
      { input: { id: asset.id, expectedVersion: 1, file: null } },
      { bytes: await makeJpeg(640, 480), name: 'logo-v2.jpg' },
      cookie,
    );
    const after = replaced.data!.replaceAssetFile;
    expect(after).toMatchObject({ id: asset.id, url: asset.url, width: 640, height: 480 });
    for (const url of oldUrls) expect((await fetchMedia(url)).status).toBe(404);
    expect(
      (await sharp(Buffer.from(await (await fetchMedia(asset.url)).arrayBuffer())).metadata()).width,
    ).toBe(640);
  });
});

describe('a page showing an image whose file was replaced', () => {
  const srcsetUrls = (html: string) =>
    [...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((match) =>
      match[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
    );

  it('names only the current sizes in a post body and a course description stored with the old srcset', async () => {
    const asset = (await upload(await makeJpeg(900, 600), 'diagram.jpg')).data!.uploadAsset;
    // As the picker inserted it before: the sizes of the day written into the body.
    const body = `<p>See:</p><img src="${asset.url}" srcset="${asset.srcset}" sizes="100vw" width="900" height="600" alt="Diagram" style="width: 50%">`;
    // Another site's srcset is not ours to rewrite.
    const theirs =
      '<img src="/media/assets/00000000-0000-4000-8000-000000000000" srcset="https://cdn.example/a.webp 400w" alt="Theirs">';
    await app.prisma.blogPost.create({
      data: {
        title: 'Replaced diagram',
        slug: 'replaced-diagram',
        content: body + theirs,
        isPublished: true,
      },
    });
    await app.prisma.course.create({
      data: {
        title: 'Replaced diagram course',
        slug: 'replaced-diagram-course',
        summary: 'S',
        description: body,
        duration: '1 day',
        isPublished: true,
      },
    });
    const oldUrls = srcsetUrls(body);
    expect(oldUrls.length).toBeGreaterThan(0);

    const replaced = await uploadMutation<{ replaceAssetFile: { __typename: string } }>(
      app,
      `mutation ($input: ReplaceAssetFileInput!) { replaceAssetFile(input: $input) { __typename } }`,
      { input: { id: asset.id, expectedVersion: 1, file: null } },
      { bytes: await makeJpeg(1000, 500), name: 'diagram-v2.jpg' },
      cookie,
    );
    expect(replaced.data!.replaceAssetFile.__typename).toBe('Asset');
    const current = (
      await app.gql<{ node: { srcset: string } }>(
        'query ($id: ID!) { node(id: $id) { ... on Asset { srcset } } }',
        {
          id: asset.id,
        },
        { cookie },
      )
    ).data!.node.srcset;

    const post = await app.gql<{ blogPost: { content: string } }>(
      '{ blogPost(slug: "replaced-diagram") { ... on BlogPost { content } } }',
    );
    const course = await app.gql<{ course: { description: string } }>(
      '{ course(slug: "replaced-diagram-course") { description } }',
    );
    for (const html of [post.data!.blogPost.content, course.data!.course.description]) {
      const urls = srcsetUrls(html).filter((url) => url.startsWith('/media/'));
      expect(urls).toEqual(srcsetUrls(`<img srcset="${current}">`));
      for (const url of oldUrls) expect(html).not.toContain(url);
      for (const url of urls) expect((await fetchMedia(url)).status, url).toBe(200);
      // The size written beside the old copies was the old file's.
      expect(html).toContain('width="1000" height="500"');
      expect(html).not.toContain('width="900"');
    }
    expect(post.data!.blogPost.content).toContain('srcset="https://cdn.example/a.webp 400w"');
    // The editor's preview shows the body as the page will.
    const preview = await app.gql<{ contentPreview: string }>(
      'query ($html: String!) { contentPreview(html: $html) }',
      { html: body },
      { cookie },
    );
    expect(srcsetUrls(preview.data!.contentPreview)).toEqual(srcsetUrls(`<img srcset="${current}">`));
  });
});

describe('an image pasted by the address of one of its sizes', () => {
  const srcOf = (html: string) => /<img[^>]*\ssrc="([^"]*)"/.exec(html)?.[1];
  const replace = async (id: string) =>
    expect(await replaceImageFile(app, cookie, id, 'pasted-v2.jpg')).toBe('Asset');
  const PAGE = `query ($slug: String!) { blogPost(slug: $slug) { ... on BlogPost { content featuredImage { url srcset } } } }`;
  type Page = { blogPost: { content: string; featuredImage: { url: string; srcset: string | null } } };

  it('is saved by its stable address, so the page still shows it once its file is replaced', async () => {
    const asset = (await upload(await makeJpeg(1000, 500), 'pasted.jpg')).data!.uploadAsset;
    const size = asset.variants.find((variant) => variant.format === 'jpeg' && variant.width === 480)!.url;
    const taxonomy = await createBlogTaxonomy(app, '-pasted');
    const saved = await app.gql<{
      createBlogPost: { __typename: string; rawContent: string; imageUrl: string };
    }>(
      CREATE_POST,
      {
        input: {
          title: 'Pasted size',
          slug: 'pasted-size',
          content: `<p>See:</p><img src="${size}" alt="Pasted" style="width: 50%"><p><a href="${app.config.publicUrl}${size}">Download</a></p>`,
          imageUrl: size,
          isPublished: true,
          authorId: gid('BlogAuthor', taxonomy.author.id),
          categoryId: gid('BlogCategory', taxonomy.category.id),
          tagIds: [],
        },
      },
      { cookie },
    );
    expect(saved.data!.createBlogPost).toMatchObject({
      __typename: 'BlogPost',
      imageUrl: asset.url,
      rawContent: `<p>See:</p><img src="${asset.url}" alt="Pasted" style="width: 50%"><p><a href="${asset.url}">Download</a></p>`,
    });
    const course = await courseByApi(app, cookie, {
      title: 'Pasted course',
      slug: 'pasted-course',
      imageUrl: size,
      description: `<img src="${size}" alt="Pasted">`,
    });
    expect(
      await app.prisma.course.findUniqueOrThrow({
        where: { id: rowId(course.id) },
        select: { imageUrl: true, description: true },
      }),
    ).toEqual({ imageUrl: asset.url, description: `<img src="${asset.url}" alt="Pasted">` });

    await replace(asset.id);
    const page = (await app.gql<Page>(PAGE, { slug: 'pasted-size' })).data!.blogPost;
    expect(srcOf(page.content)).toBe(asset.url);
    expect(page.content).toContain('srcset="');
    expect(page.featuredImage.url).toBe(asset.url);
    for (const url of [srcOf(page.content)!, page.featuredImage.url])
      expect((await fetchMedia(url)).status, url).toBe(200);
  });

  it('already stored so, is shown by its stable address and current sizes when the page is read', async () => {
    const asset = (await upload(await makeJpeg(1000, 500), 'stored.jpg')).data!.uploadAsset;
    const size = asset.variants.find((variant) => variant.format === 'webp' && variant.width === 960)!.url;
    await app.prisma.blogPost.create({
      data: {
        title: 'Stored size',
        slug: 'stored-size',
        content: `<img src="${size}" alt="Stored">`,
        imageUrl: size,
        isPublished: true,
      },
    });
    await replace(asset.id);
    const page = (await app.gql<Page>(PAGE, { slug: 'stored-size' })).data!.blogPost;
    expect(srcOf(page.content)).toBe(asset.url);
    expect(page.content).toContain('srcset="');
    expect(page.featuredImage).toMatchObject({ url: asset.url, srcset: expect.stringContaining('480w') });
    for (const url of [srcOf(page.content)!, page.featuredImage.url])
      expect((await fetchMedia(url)).status, url).toBe(200);
  });
});

describe('deleteAsset', () => {
  it('is refused while a post uses the image, listing where, unless removal everywhere is confirmed', async () => {
    const asset = (await upload(await makeJpeg(200, 100), 'cover.jpg')).data!.uploadAsset;
    const post = await app.prisma.blogPost.create({
      data: {
        title: 'Using the cover',
        slug: 'using-the-cover',
        content: `<p>Intro</p><img src="${asset.url}" alt="Cover" style="width: 50%"><p>End</p>`,
        imageUrl: asset.url,
      },
    });
    await deleteRefusedThenConfirmed(
      app,
      cookie,
      'Asset',
      asset.id,
      {
        __typename: 'AssetInUseError',
        message: 'This image is used by 1 post; confirm to remove it from them too',
        uses: [{ kind: 'post', title: 'Using the cover' }],
      },
      async () => expect((await fetchMedia(asset.url)).status).toBe(200),
    );
    const updated = await app.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(updated.imageUrl).toBeNull();
    expect(updated.content).toBe('<p>Intro</p><p>End</p>');
    expect((await fetchMedia(asset.url)).status).toBe(404);
    for (const variant of asset.variants) expect((await fetchMedia(variant.url)).status).toBe(404);
  });
});

describe('deleteAsset everywhere, of an image a post names outside src, href, poster and srcset', () => {
  it("takes it out of every attribute naming it, the alt's and title's other words staying, and leaves it in the text", async () => {
    const asset = (await upload(await makeJpeg(200, 100), 'named.jpg')).data!.uploadAsset;
    const post = await app.prisma.blogPost.create({
      data: {
        title: 'Naming the image',
        slug: 'naming-the-image',
        content:
          `<p>Big one at ${asset.url}.</p><img src="/elsewhere.png" alt="Like ${asset.url}" title="${asset.url}">` +
          `<p><a href="/about" title="Bigger: ${asset.url}">About</a></p>`,
      },
    });
    const removed = await app.gql<{ deleteAsset: { __typename: string } }>(
      `mutation ($id: ID!) { deleteAsset(input: { id: $id, removeEverywhere: true }) { __typename } }`,
      { id: asset.id },
      { cookie },
    );
    expect(removed.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).content).toBe(
      `<p>Big one at ${asset.url}.</p><img src="/elsewhere.png" alt="Like">` +
        '<p><a href="/about" title="Bigger:">About</a></p>',
    );
  });
});

describe('deleteAsset of an image a page shows by one of its sizes', () => {
  it('finds the page and takes the size out of it, as it does the stable address', async () => {
    const asset = (await upload(await makeJpeg(1000, 500), 'sized.jpg')).data!.uploadAsset;
    const size = asset.variants.find((variant) => variant.format === 'webp' && variant.width === 480)!.url;
    // Stored before saves wrote the stable address in its place.
    const post = await app.prisma.blogPost.create({
      data: {
        title: 'Showing a size',
        slug: 'showing-a-size',
        content: `<p>Intro</p><img src="${size}" alt="Sized"><p>End</p>`,
        imageUrl: size,
      },
    });
    await deleteRefusedThenConfirmed(app, cookie, 'Asset', asset.id, {
      __typename: 'AssetInUseError',
      message: 'This image is used by 1 post; confirm to remove it from them too',
      uses: [{ kind: 'post', title: 'Showing a size' }],
    });
    expect(await app.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      imageUrl: null,
      content: '<p>Intro</p><p>End</p>',
    });
  });
});

describe('deleteAsset everywhere, on posts and courses saved by another admin', () => {
  const WRITER = 'writer.admin@test.example';
  const DELETER = 'deleting.admin@test.example';
  const postInput = (refs: { authorId: string; categoryId: string }, url: string) => ({
    title: 'Shown by the writer',
    slug: 'shown-by-the-writer',
    content: `<p>Intro</p><img src="${url}" alt="Cover"><p>End</p>`,
    imageUrl: url,
    isPublished: true,
    ...refs,
  });
  const courseInput = (url: string) => ({
    title: 'Course with a cover',
    slug: 'course-with-a-cover',
    summary: 'A day.',
    description: `<p>About</p><img src="${url}" alt="Cover">`,
    imageUrl: url,
    level: 'beginner',
    deliveryFormat: 'in_person',
    duration: '1 day',
    currency: 'USD',
    isPublished: true,
  });
  const UPDATE_POST = `mutation ($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) {
    __typename ... on Error { message } ... on ConflictError { currentVersion } } }`;
  const UPDATE_COURSE = `mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) {
    __typename ... on Error { message } ... on ConflictError { currentVersion } } }`;

  // It gave the post a new version with no revision: its history still named the writer's save,
  // and so did the conflict an editor opened before got.
  it('gives each a new version by the admin who deleted the image, whom a stale editor is told of', async () => {
    const writer = await adminCookie(app, WRITER);
    const deleter = await adminCookie(app, DELETER);
    const asset = (await upload(await makeJpeg(200, 100), 'shared-cover.jpg')).data!.uploadAsset;
    const [author, category] = await Promise.all([
      app.prisma.blogAuthor.create({ data: { slug: 'cover-writer', name: 'Cover Writer' } }),
      app.prisma.blogCategory.create({ data: { slug: 'covers', name: 'Covers' } }),
    ]);
    const refs = { authorId: gid('BlogAuthor', author.id), categoryId: gid('BlogCategory', category.id) };
    const created = await app.gql<{ createBlogPost: { id: string } }>(
      `mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ... on BlogPost { id } } }`,
      { input: postInput(refs, asset.url) },
      { cookie: writer },
    );
    const postId = created.data!.createBlogPost.id;
    const course = await app.gql<{ createCourse: { id: string } }>(
      `mutation ($input: CreateCourseInput!) { createCourse(input: $input) { ... on Course { id } } }`,
      { input: courseInput(asset.url) },
      { cookie: writer },
    );
    const courseId = course.data!.createCourse.id;

    const removed = await app.gql<{ deleteAsset: { __typename: string } }>(
      `mutation ($id: ID!) { deleteAsset(input: { id: $id, removeEverywhere: true }) { __typename } }`,
      { id: asset.id },
      { cookie: deleter },
    );
    expect(removed.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');

    const post = await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(postId) } });
    expect(post).toMatchObject({ version: 2, imageUrl: null, content: '<p>Intro</p><p>End</p>' });
    const revision = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId: post.id, version: 2 },
    });
    expect(revision).toMatchObject({ userEmail: DELETER, kind: 'updated' });
    expect(revision.fields).toMatchObject({ imageUrl: null, content: '<p>Intro</p><p>End</p>' });
    expect(
      await app.prisma.course.findUniqueOrThrow({
        where: { id: rowId(courseId) },
        select: { version: true, imageUrl: true, savedBy: { select: { email: true } } },
      }),
    ).toEqual({ version: 2, imageUrl: null, savedBy: { email: DELETER } });

    // The writer's editors, opened at version 1, save the image back.
    const stalePost = await app.gql<{ updateBlogPost: unknown }>(
      UPDATE_POST,
      { input: { ...postInput(refs, asset.url), id: postId, expectedVersion: 1 } },
      { cookie: writer },
    );
    expect(stalePost.data!.updateBlogPost).toEqual(staleRefusal('This post', DELETER, 2));
    const staleCourse = await app.gql<{ updateCourse: unknown }>(
      UPDATE_COURSE,
      { input: { ...courseInput(asset.url), id: courseId, expectedVersion: 1 } },
      { cookie: writer },
    );
    expect(staleCourse.data!.updateCourse).toEqual(staleRefusal('This course', DELETER, 2));
  });
});

describe('featured images on public pages', () => {
  const POSTS = /* GraphQL */ `
    query {
      blogPosts(first: 10) {
        edges {
          node {
            slug
            featuredImage { url width height alt srcset social { url width height } }
          }
        }
      }
    }
  `;
  type Posts = {
    blogPosts: {
      edges: {
        node: {
          slug: string;
          featuredImage: {
            url: string;
            width: number | null;
            height: number | null;
            alt: string | null;
            srcset: string | null;
            social: { url: string; width: number; height: number } | null;
          } | null;
        };
      }[];
    };
  };

  it("gives visitors a library image's copies, sizes and a JPEG social copy; any other URL as it is", async () => {
    const asset = (await upload(await makeJpeg(1600, 900), 'hero.jpg', { altDescription: 'A hero' })).data!
      .uploadAsset;
    const published = { content: '<p>Body</p>', isPublished: true, publishedAt: new Date('2026-01-01') };
    await app.prisma.blogPost.create({
      data: { ...published, title: 'Library hero', slug: 'library-hero', imageUrl: asset.url },
    });
    await app.prisma.blogPost.create({
      data: {
        ...published,
        title: 'Outside hero',
        slug: 'outside-hero',
        imageUrl: 'https://example.com/a.png',
      },
    });

    const result = await app.gql<Posts>(POSTS);
    expect(result.errors).toBeUndefined();
    const bySlug = new Map(
      result.data!.blogPosts.edges.map((edge) => [edge.node.slug, edge.node.featuredImage]),
    );
    const library = bySlug.get('library-hero')!;
    expect(library).toMatchObject({ url: asset.url, width: 1600, height: 900, alt: 'A hero' });
    expect(library.srcset).toBe(asset.srcset);
    const jpegs = asset.variants.filter((variant) => variant.format === 'jpeg');
    const social = jpegs.find((variant) => variant.width >= 1200)!;
    expect(library.social).toEqual({ url: social.url, width: social.width, height: social.height });
    expect(bySlug.get('outside-hero')).toEqual({
      url: 'https://example.com/a.png',
      width: null,
      height: null,
      alt: null,
      srcset: null,
      social: null,
    });
  });

  it('gives library images already in a body their srcset, sizes and size when the post is read', async () => {
    const asset = (await upload(await makeJpeg(1000, 500), 'inline.jpg')).data!.uploadAsset;
    await app.prisma.blogPost.create({
      data: {
        title: 'Old body',
        slug: 'old-body',
        isPublished: true,
        publishedAt: new Date('2026-01-01'),
        content: `<p>A</p><img src="${asset.url}" alt="Inline" style="width: 25%"><img src="https://example.com/x.png" alt="Other">`,
      },
    });
    const result = await app.gql<{ blogPost: { content: string } }>(
      `query { blogPost(slug: "old-body") { ... on BlogPost { content } } }`,
    );
    const content = result.data!.blogPost.content;
    expect(content).toContain(
      `<img srcset="${asset.srcset}" sizes="(min-width: 768px) 192px, 25vw" width="1000" height="500" loading="lazy" src="${asset.url}"`,
    );
    expect(content).toContain('<img loading="lazy" src="https://example.com/x.png" alt="Other" />');
    // The stored body is left as written.
    expect(
      (await app.prisma.blogPost.findUniqueOrThrow({ where: { slug: 'old-body' } })).content,
    ).not.toContain('srcset');
  });
});

describe('serving', () => {
  it("answers bad names with 'Invalid file path' and 'Invalid file name', never reading outside the store", async () => {
    expect(await (await fetchMedia('/media/etc/passwd.txt')).text()).toBe('Invalid file path');
    expect(await (await fetchMedia('/media/images/..%2F..%2Fpackage.json')).text()).toBe('Invalid file path');
    expect(await (await fetchMedia('/media/images/.hidden.webp')).text()).toBe('Invalid file name');
    expect(await (await fetchMedia('/media/images/evil.html')).text()).toBe('Invalid file name');
    expect((await fetchMedia('/media/images/missing.webp')).status).toBe(404);
  });

  it('answers 404 for an id shaped like a UUID that is not one, without asking the database', async () => {
    const notUuid = '-'.repeat(36);
    expect((await fetchMedia(`/media/assets/${notUuid}`)).status).toBe(404);
    expect((await fetchMedia(`/media/original/asset/${notUuid}`, { cookie })).status).toBe(404);
    expect((await fetchMedia(`/media/original/video/${'f'.repeat(36)}`, { cookie })).status).toBe(404);
  });

  it('serves originals (with their EXIF) to admins only', async () => {
    const asset = (await upload(await makeJpeg(50, 50, { gps: true }), 'raw.jpg')).data!.uploadAsset;
    const { originalUrl } = (
      await app.gql<{ node: { originalUrl: string } }>(
        `query ($id: ID!) { node(id: $id) { ... on Asset { originalUrl } } }`,
        { id: asset.id },
        { cookie },
      )
    ).data!.node;
    expect((await fetchMedia(originalUrl)).status).toBe(401);
    const response = await fetchMedia(originalUrl, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="raw.jpg"');
    const original = Buffer.from(await response.arrayBuffer());
    expect(original.toString('latin1')).toContain('TestCam');
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);
    const key = (
      await app.prisma.asset.findUniqueOrThrow({
        where: { id: Buffer.from(asset.id, 'base64').toString().split(':')[1] },
      })
    ).originalKey!;
    expect((await fetchMedia(`/media/${key}`)).status).toBe(404);

    // A script with a token downloads it as a signed-in admin does; a bad token is named.
    const { token } = await createToken(app, cookie, { scope: 'READ' });
    const withToken = await fetchMedia(originalUrl, { authorization: `Bearer ${token}` });
    expect(withToken.status).toBe(200);
    expect(Buffer.from(await withToken.arrayBuffer()).equals(original)).toBe(true);
    const badToken = await fetchMedia(originalUrl, { authorization: 'Bearer mlab_not-a-real-token' });
    expect(badToken.status).toBe(401);
    expect(badToken.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });
});
