// Storage keys are '<area>/<generated name>.<extension>': nothing else reaches
// an adapter, so no request can name a file outside the store.
import { VIDEOS } from '../../../domain/shared/messages';

export const STORAGE_AREAS = ['images', 'originals', 'videos', 'thumbnails'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/**
 * The containers a video's stored original may be, by the extension its key takes: the type it is
 * served as, which is also the type (file-type's MIME type) an upload's bytes say it is, and the
 * other types they may say for it (`sniffedAlso`). An Ogg file is named by its first stream: one
 * whose sound comes first is still a video if ffprobe finds one.
 */
export const VIDEO_CONTAINERS: Readonly<Record<string, { type: string; sniffedAlso?: readonly string[] }>> = {
  mp4: { type: 'video/mp4' },
  webm: { type: 'video/webm' },
  mkv: { type: 'video/matroska' },
  mov: { type: 'video/quicktime' },
  m4v: { type: 'video/x-m4v' },
  '3gp': { type: 'video/3gpp' },
  '3g2': { type: 'video/3gpp2' },
  ogv: { type: 'video/ogg', sniffedAlso: ['audio/ogg', 'application/ogg'] },
  avi: { type: 'video/vnd.avi' },
  flv: { type: 'video/x-flv' },
  mpg: { type: 'video/mpeg', sniffedAlso: ['video/MP1S', 'video/MP2P'] },
  mts: { type: 'video/mp2t' },
  asf: { type: 'video/x-ms-asf' },
};

/** What each extension is served as; a stored name's extension comes from the sniffed type. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  // An Ogg original is stored as .ogv now; one stored before its type was sniffed is .ogg.
  ogg: 'video/ogg',
  ...Object.fromEntries(Object.entries(VIDEO_CONTAINERS).map(([extension, { type }]) => [extension, type])),
};

const NAME = /^[a-z0-9][a-z0-9-]{0,99}\.([a-z0-9]{2,5})$/;

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

/** The key's content type; throws 'Invalid file path' or 'Invalid file name'. */
export function checkStorageKey(key: string): { area: StorageArea; contentType: string } {
  const parts = key.split('/');
  if (parts.length !== 2 || !STORAGE_AREAS.includes(parts[0] as StorageArea))
    throw new InvalidStorageKeyError(VIDEOS.invalidPath);
  const match = NAME.exec(parts[1]!);
  const contentType = match ? CONTENT_TYPES[match[1]!] : undefined;
  if (!contentType) throw new InvalidStorageKeyError(VIDEOS.invalidName);
  return { area: parts[0] as StorageArea, contentType };
}

/** Whether `key` is one the store hands out (checkStorageKey passes it). */
export function isStorageKey(key: string): boolean {
  try {
    checkStorageKey(key);
    return true;
  } catch {
    return false;
  }
}

export function storageKey(area: StorageArea, name: string, extension: string): string {
  const key = `${area}/${name}.${extension}`;
  checkStorageKey(key);
  return key;
}

/** The id of the row a stored name belongs to: every stored name starts with it (`<id>-<revision>.<ext>`). */
export const rowIdOfStoredName = (name: string): string | undefined =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=-)/.exec(name)?.[0];
