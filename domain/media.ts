// Images and videos (SPEC §9): accepted video formats and size, storage
// caching, thumbnails, compression, and the width choices of the pickers.
export const VIDEO_FORMATS = ['mp4', 'webm', 'ogg'] as const;
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;
export const STORAGE_LIST_LIMIT = 1000;
export const THUMBNAIL = { atSeconds: 1, jpegQuality: 0.85 } as const;
export const VIDEO_COMPRESSION = {
  maxWidth: 1280,
  fps: 30,
  bitsPerSecond: 2_500_000,
  mimeType: 'video/webm;codecs=vp9',
} as const;

export const IMAGE_WIDTH_OPTIONS = [
  { label: 'Small (25%)', value: '25%' },
  { label: 'Medium (50%)', value: '50%' },
  { label: 'Large (75%)', value: '75%' },
  { label: 'Full width', value: '100%' },
] as const;
export const DEFAULT_IMAGE_WIDTH = '50%';
export const PICKER_MAX_HEIGHT = '80vh';
