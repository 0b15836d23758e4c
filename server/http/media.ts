// Media over HTTP: stored files at /media/<area>/<name> (the sniffed content
// type, nosniff, byte ranges for video seeking, long immutable caching of the
// generated names), an image's stable address /media/assets/<id>, a video's
// /media/videos/<id> (a redirect to its current file), admin-only
// downloads of originals, and the resumable video uploads at /api/uploads
// (admin session and the CSRF header).
import { Readable } from 'node:stream';
import type { HttpBindings } from '@hono/node-server';
import type { Hono, Context as HonoContext } from 'hono';
import { isUuid } from '../../domain/shared/ids';
import { FILE_ROUTES, formatMessage } from '../../domain/shared/messages';
import type { Config } from '../config';
import type { PrismaClient } from '../db';
import { displayVariant, type ImageVariant } from '../modules/media/images';
import { createVideoUploads, UPLOADS_PATH, type VideoUploads } from '../modules/media/uploads';
import type { Services } from '../services';
import { checkStorageKey, InvalidStorageKeyError, rowIdOfStoredName } from '../services/storage/keys';
import { adminOrRefusal } from './admin-access';
import { withCorsHeaders } from './cross-origin';
import { badFileInput, fileNotFound, fileRouteError, fileRouteErrorType, PLAIN_TEXT } from './error-response';
import { tusErrorAnswer, withTusResumable } from './tus-errors';

type Deps = { prisma: PrismaClient; config: Config; services: Services };
type C = HonoContext<{ Bindings: HttpBindings }>;

/** One `bytes=` range (the only kind browsers send for media); null for none, 'bad' when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

async function serveKey(
  c: C,
  services: Services,
  key: string,
  headers: { cacheControl: string; disposition?: string; etag?: string },
): Promise<Response> {
  let contentType: string;
  try {
    contentType = checkStorageKey(key).contentType;
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return badFileInput(c, error.message);
    throw error;
  }
  const stat = await services.storage.stat(key);
  if (!stat) return fileNotFound(c);
  const common: Record<string, string> = {
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': headers.cacheControl,
    'Accept-Ranges': 'bytes',
    ...(headers.disposition ? { 'Content-Disposition': headers.disposition } : {}),
    ...(headers.etag ? { ETag: headers.etag } : {}),
  };
  const range = parseRange(c.req.header('range'), stat.size);
  if (range === 'bad') {
    const contentRange = { 'Content-Range': `bytes */${stat.size}` };
    // A browser's player is answered without a body, as before; a script asking for JSON is told why.
    if (fileRouteErrorType(c) === PLAIN_TEXT)
      return new Response(null, { status: 416, headers: { ...common, ...contentRange } });
    const message = formatMessage(FILE_ROUTES.rangeNotSatisfiable, {
      range: c.req.header('range')!.trim().slice(0, 100),
      size: String(stat.size),
    });
    return fileRouteError(c, 416, 'BAD_REQUEST', message, contentRange);
  }
  if (c.req.method === 'HEAD')
    return new Response(null, { status: 200, headers: { ...common, 'Content-Length': String(stat.size) } });
  const object = await services.storage.get(key, range ?? undefined);
  if (!object) return fileNotFound(c);
  const body = Readable.toWeb(object.body) as ReadableStream;
  if (range && object.range)
    return new Response(body, {
      status: 206,
      headers: {
        ...common,
        'Content-Range': `bytes ${object.range.start}-${object.range.end}/${object.size}`,
        'Content-Length': String(object.range.end - object.range.start + 1),
      },
    });
  return new Response(body, { status: 200, headers: { ...common, 'Content-Length': String(object.size) } });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * An image's stable address (what posts' `src` and featured images name) keeps its URL when the
 * file is replaced, so it may be stored but must be asked about again each time: its ETag is the
 * name of the copy it serves, which every replace changes, so an unchanged picture costs a 304
 * and a replaced one is seen at once. The sizes in a srcset are new names, cached for good.
 */
const REVALIDATED = 'public, no-cache';

/** Whether an If-None-Match header names `etag` (or is `*`). */
const matches = (header: string | undefined, etag: string) =>
  Boolean(header?.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, ''))));

export function registerMediaRoutes(app: Hono<{ Bindings: HttpBindings }>, deps: Deps): VideoUploads {
  const { prisma, services } = deps;

  app.on(['GET', 'HEAD'], '/media/assets/:id', async (c) => {
    const id = c.req.param('id');
    const asset = isUuid(id)
      ? await prisma.asset.findUnique({ where: { id }, select: { variants: true } })
      : null;
    const variant = asset ? displayVariant(asset.variants as ImageVariant[]) : undefined;
    if (!variant) return fileNotFound(c);
    const etag = `"${variant.key}"`;
    if (matches(c.req.header('if-none-match'), etag))
      return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': REVALIDATED } });
    return serveKey(c, services, variant.key, { cacheControl: REVALIDATED, etag });
  });

  app.get('/media/original/:kind/:id', async (c) => {
    const access = await adminOrRefusal(deps, c);
    if ('refusal' in access) return access.refusal;
    const id = c.req.param('id');
    if (!isUuid(id)) return fileNotFound(c);
    const row =
      c.req.param('kind') === 'asset'
        ? await prisma.asset.findUnique({ where: { id }, select: { originalKey: true, name: true } })
        : c.req.param('kind') === 'video'
          ? await prisma.video.findUnique({ where: { id }, select: { originalKey: true, title: true } })
          : null;
    if (!row?.originalKey) return fileNotFound(c);
    const extension = row.originalKey.split('.').pop();
    const label =
      ('name' in row ? row.name : row.title).replace(/[^\w. -]+/g, '_').slice(0, 100) || 'original';
    return serveKey(c, services, row.originalKey, {
      cacheControl: 'private, no-store',
      disposition: `attachment; filename="${label}.${extension}"`,
    });
  });

  /** A redirect to a video's current file, asked about again each time (see REVALIDATED). */
  const toCurrent = (location: string) =>
    new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': REVALIDATED } });

  app.on(['GET', 'HEAD'], '/media/:area/:name', async (c) => {
    const area = c.req.param('area');
    const name = c.req.param('name');
    // Originals may hold EXIF and GPS: only the admin route above serves them.
    if (area === 'originals') return fileNotFound(c);
    // A video's permanent address (videoAddress): its stored files' names always have an extension.
    if (area === 'videos' && isUuid(name)) {
      const video = await prisma.video.findFirst({
        where: { id: name, deleted: false },
        select: { url: true },
      });
      // Its file's address: empty until the first is processed (a row given an address of its own,
      // a file served elsewhere, redirects there too).
      return video?.url ? toCurrent(video.url) : fileNotFound(c);
    }
    const served = await serveKey(c, services, `${area}/${name}`, { cacheControl: IMMUTABLE });
    // A video's or poster's file replaced since (replaceVideoFromUpload): a post that embedded its
    // address plays the video's current one. Its names start with the video's id.
    const id = rowIdOfStoredName(name);
    if (served.status !== 404 || !id || (area !== 'videos' && area !== 'thumbnails')) return served;
    const video = await prisma.video.findFirst({
      where: { id, deleted: false },
      select: { url: true, fileKey: true, thumbnailUrl: true },
    });
    const current = area === 'videos' ? video?.fileKey && video.url : video?.thumbnailUrl;
    return current ? toCurrent(current) : served;
  });

  const uploads = createVideoUploads(deps);
  const tus = async (c: C) => {
    // CORS preflights carry no credentials, and neither start nor finish an upload.
    if (c.req.method === 'OPTIONS') return uploads.handle(c.req.raw, null);
    // An upload counts once, when it is created: its chunks and status checks go on uncounted.
    const access = await adminOrRefusal(deps, c, { writes: true, counted: c.req.method === 'POST' });
    if ('refusal' in access) return withCorsHeaders(withTusResumable(access.refusal), c.req.raw, deps.config);
    return tusErrorAnswer(c, await uploads.handle(c.req.raw, access.admin));
  };
  app.all(UPLOADS_PATH, tus);
  app.all(`${UPLOADS_PATH}/*`, tus);
  return uploads;
}
