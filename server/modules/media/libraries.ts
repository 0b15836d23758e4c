// sharp (libvips) and file-type, loaded on the first image or upload: a
// process that never handles one (most restarts of a content site) does
// not keep them resident (measured alone: sharp +23 MB, file-type +12 MB).
import type sharpModule from 'sharp';

let sharpLoading: Promise<typeof sharpModule> | undefined;

/** sharp, with libvips' cache off and its threads bounded, so a 24 MP upload does not exhaust a small server. */
export function loadSharp(): Promise<typeof sharpModule> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(2);
    return sharp;
  });
  return sharpLoading;
}

export const loadFileType = () => import('file-type');
