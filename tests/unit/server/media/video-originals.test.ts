// How a finished video upload's original is stored: the extension its key
// takes from the type its bytes say (file-type's MIME type), and the type the
// store then serves it as. Every container the uploads accept, and nothing else.
import { describe, expect, it } from 'vitest';
import { videoOriginalOf } from '../../../../server/modules/media/videos';
import { checkStorageKey } from '../../../../server/services/storage/keys';

/** sniffed type → [extension of the original, type it is served as] */
const ORIGINALS: Record<string, [string, string]> = {
  'video/mp4': ['mp4', 'video/mp4'],
  'video/webm': ['webm', 'video/webm'],
  'video/matroska': ['mkv', 'video/matroska'],
  'video/quicktime': ['mov', 'video/quicktime'],
  'video/x-m4v': ['m4v', 'video/x-m4v'],
  'video/3gpp': ['3gp', 'video/3gpp'],
  'video/3gpp2': ['3g2', 'video/3gpp2'],
  'video/ogg': ['ogv', 'video/ogg'],
  'audio/ogg': ['ogv', 'video/ogg'],
  'application/ogg': ['ogv', 'video/ogg'],
  'video/vnd.avi': ['avi', 'video/vnd.avi'],
  'video/x-flv': ['flv', 'video/x-flv'],
  'video/mpeg': ['mpg', 'video/mpeg'],
  'video/MP1S': ['mpg', 'video/mpeg'],
  'video/MP2P': ['mpg', 'video/mpeg'],
  'video/mp2t': ['mts', 'video/mp2t'],
  'video/x-ms-asf': ['asf', 'video/x-ms-asf'],
};

describe('a video upload’s stored original', () => {
  it.each(Object.entries(ORIGINALS))(
    'of bytes that say %s is stored as %j',
    (sniffed, [extension, served]) => {
      expect(videoOriginalOf(sniffed)).toEqual({ type: sniffed, extension });
      expect(checkStorageKey(`originals/video-id.${extension}`).contentType).toBe(served);
    },
  );

  it('is refused for bytes of no video container', () => {
    for (const sniffed of ['image/png', 'audio/mpeg', 'video/x-matroska', 'application/pdf', ''])
      expect(videoOriginalOf(sniffed)).toBeNull();
  });

  it('stored as .ogg before its type was sniffed is still served as Ogg video', () => {
    expect(checkStorageKey('originals/video-id.ogg').contentType).toBe('video/ogg');
  });
});
