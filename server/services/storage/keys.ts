// Storage keys are '<area>/<generated name>.<extension>': nothing else reaches
// an adapter, so no request can name a file outside the store.
import { VIDEOS } from '../../../domain/shared/messages';

export const STORAGE_AREAS = ['images', 'originals', 'videos', 'thumbnails'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** What each extension is served as; a stored name's extension comes from the sniffed type. */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  webm: 'video/webm',
  mp4: 'video/mp4',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  mkv: 'video/matroska',
  m4v: 'video/x-m4v',
  '3gp': 'video/3gpp',
  '3g2': 'video/3gpp2',
  avi: 'video/vnd.avi',
  flv: 'video/x-flv',
  mpg: 'video/mpeg',
  mts: 'video/mp2t',
  asf: 'video/x-ms-asf',
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

export function storageKey(area: StorageArea, name: string, extension: string): string {
  const key = `${area}/${name}.${extension}`;
  checkStorageKey(key);
  return key;
}
