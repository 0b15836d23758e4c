// Media for tests: images made with sharp (one with EXIF GPS), a short video
// made with ffmpeg's test source, and GraphQL multipart uploads through
// yoga.fetch as the admin app sends them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { MEDIA_SCREENS } from '../../domain/media';
import { CSRF_HEADER } from '../../domain/shared/constants';
import { formatMessage } from '../../domain/shared/messages';
import type { TestApp } from './app';
import { rowId } from './content';
import { makeTempDir } from './temp';

/** A JPEG `width` x `height` with a gradient (not one colour, so encoders do real work). */
export async function makeJpeg(
  width: number,
  height: number,
  options: { gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  let image = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  if (options.gps)
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** An animated image of `frames` frames, each `width` x `height` and one colour, as GIF or WebP. */
export async function makeAnimation(
  width: number,
  height: number,
  { frames = 3, format = 'gif' }: { frames?: number; format?: 'gif' | 'webp' } = {},
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * frames * 3);
  for (let frame = 0; frame < frames; frame++)
    raw.fill(
      Buffer.from([(frame * 255) / frames, 255 - (frame * 255) / frames, 90]),
      frame * width * height * 3,
      (frame + 1) * width * height * 3,
    );
  const image = sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } });
  const delay = Array.from({ length: frames }, () => 100);
  return (format === 'gif' ? image.gif({ delay, loop: 0 }) : image.webp({ delay, loop: 0 })).toBuffer();
}

/**
 * A video made by ffmpeg: `seconds` of a 1920x1080 60 fps test pattern with a tone, as MP4 (H.264/AAC);
 * with `crf`, encoded with care at that quality (35: small and already well compressed) instead of as fast as possible.
 * As `mov` (QuickTime, which ffprobe names like MP4), the same H.264/AAC; as `webm` or `mkv`
 * (Matroska, which ffprobe names like WebM), VP9 and Opus at that quality.
 */
export function makeVideo(
  seconds = 2,
  options: {
    width?: number;
    height?: number;
    fps?: number;
    crf?: number;
    format?: 'mp4' | 'mov' | 'webm' | 'mkv';
  } = {},
): string {
  const { width = 1920, height = 1080, fps = 60, crf, format = 'mp4' } = options;
  const file = path.join(makeTempDir('test-video-'), `clip.${format}`);
  const quality = crf === undefined ? [] : ['-crf', String(crf)];
  const codecs =
    format === 'mp4' || format === 'mov'
      ? [
          ...['-c:v', 'libx264', '-preset', crf === undefined ? 'ultrafast' : 'medium', ...quality],
          ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', ...(crf === undefined ? [] : ['-b:a', '32k'])],
        ]
      : [
          ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', ...quality, '-b:v', '0'],
          ...['-c:a', 'libopus', '-b:a', '24k'],
        ];
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...codecs,
    '-shortest',
    file,
  ]);
  return file;
}

/** A GraphQL multipart request (the spec Yoga and Relay's uploadables follow) with one file at `variables.input.file`. */
export async function uploadMutation<T = Record<string, unknown>>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown>,
  file: { bytes: Buffer; name: string; type?: string },
  cookie?: string,
): Promise<{
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set(
    '0',
    new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }),
  );
  const response = await app.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
    body: form,
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data: T | null; errors?: { message: string }[] };
  return { status: response.status, ...body };
}

/** A library image as uploadImage gives it: its global id, stable address and sizes. */
export type UploadedImage = {
  id: string;
  url: string;
  variants: { url: string; width: number; format: string }[];
};

/** Uploads a JPEG (`width` x `height`) to the image library as the admin of `cookie`. */
export async function uploadImage(
  app: TestApp,
  cookie: string,
  name: string,
  [width, height]: [number, number] = [1000, 500],
): Promise<UploadedImage> {
  const result = await uploadMutation<{ uploadAsset: UploadedImage }>(
    app,
    `mutation ($input: UploadAssetInput!) { uploadAsset(input: $input) {
      ... on Asset { id url variants { url width format } } } }`,
    { input: { file: null } },
    { bytes: await makeJpeg(width, height), name, type: 'image/jpeg' },
    cookie,
  );
  return result.data!.uploadAsset;
}

/**
 * Replaces the file of the image `id` (a global id) with a new JPEG, from its current version
 * unless `expectedVersion` says which; the mutation's result type.
 */
export async function replaceImageFile(
  app: TestApp,
  cookie: string,
  id: string,
  name = 'replaced.jpg',
  expectedVersion?: number,
) {
  const version =
    expectedVersion ?? (await app.prisma.asset.findUniqueOrThrow({ where: { id: rowId(id) } })).version;
  const replaced = await uploadMutation<{ replaceAssetFile: { __typename: string } }>(
    app,
    `mutation ($input: ReplaceAssetFileInput!) { replaceAssetFile(input: $input) { __typename } }`,
    { input: { id, expectedVersion: version, file: null } },
    { bytes: await makeJpeg(800, 400), name },
    cookie,
  );
  return replaced.data!.replaceAssetFile.__typename;
}

/** Every file in the storage of a test app (or of a browser test's server: its config.media.dir), as its key, sorted. */
export function storedKeys(app: Pick<TestApp, 'mediaDir'>): string[] {
  const root = path.join(app.mediaDir, 'files');
  return fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true })
        .map(String)
        .filter((name) => fs.statSync(path.join(root, name)).isFile())
        .map((name) => name.split(path.sep).join('/'))
        .sort()
    : [];
}

/** The keys the image library's rows name (each image's original and sizes), sorted: storedKeys when no file is orphaned. */
export async function namedKeys(app: Pick<TestApp, 'prisma'>): Promise<string[]> {
  return (await app.prisma.asset.findMany())
    .flatMap((row) => [row.originalKey, ...(row.variants as { key: string }[]).map((variant) => variant.key)])
    .filter((key): key is string => Boolean(key))
    .sort();
}

/** A folder's Rename button in a library's folder panel, as a screen reader names it. */
export const renameButton = (name: string) =>
  `${MEDIA_SCREENS.folders.rename} ${formatMessage(MEDIA_SCREENS.folders.named, { name })}`;

/** A file's progress bar in an upload list, as a screen reader names it in `state`. */
export const uploadProgress = (name: string, state: keyof typeof MEDIA_SCREENS.uploads.states) =>
  formatMessage(MEDIA_SCREENS.uploads.progress, { name, state: MEDIA_SCREENS.uploads.states[state] });

/**
 * Deletes the image (`Asset`) or video `id` (a global id) as the admin of `cookie` the way an admin
 * does when it is in use: the plain delete must answer `refusal` (its in-use error, exactly) and
 * delete nothing, which `whileRefused` may check further; the delete confirmed with
 * removeEverywhere must then delete it.
 */
export async function deleteRefusedThenConfirmed(
  app: TestApp,
  cookie: string,
  kind: 'Asset' | 'Video',
  id: string,
  refusal: { __typename: string; message: string; uses: unknown[] },
  whileRefused?: () => Promise<void>,
): Promise<void> {
  const field = `delete${kind}` as const;
  // The refused delete leaves removeEverywhere out, as the admin app's first delete does.
  const remove = async (all: boolean) =>
    (
      await app.gql<Record<string, unknown>>(
        `mutation ($id: ID!, $all: Boolean) { ${field}(input: { id: $id, removeEverywhere: $all }) {
          __typename ... on ${kind}InUseError { message uses { kind title } } } }`,
        all ? { id, all } : { id },
        { cookie },
      )
    ).data![field];
  expect(await remove(false)).toEqual(refusal);
  await whileRefused?.();
  expect(await remove(true)).toEqual({ __typename: 'MediaDeletedPayload' });
}
