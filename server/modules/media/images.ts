// Images: the type sniffed from the bytes (never the name), then sharp turns
// the upload into metadata-free copies (EXIF and GPS dropped, orientation
// applied) at the library's widths, never enlarged, as WebP and in a widely
// supported format, plus a tiny blurred placeholder. An animated GIF or WebP
// keeps its frames: WebP copies, and GIF ones beside them for a GIF (a
// still PNG would freeze it). libvips' cache is off and
// its threads bounded, so a 24 MP upload does not exhaust a small server.
import { randomUUID } from 'node:crypto';
import type { Metadata } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_MIME_TYPES, IMAGE_VARIANT_WIDTHS, MEDIA } from '../../../domain/media';
import { formatMessage } from '../../../domain/shared/messages';
import { ValidationError } from '../../errors';
import type { StorageAdapter } from '../../services/storage';
import { storageKey } from '../../services/storage/keys';
import { loadFileType, loadSharp } from './libraries';

/** Immutable copies: their names change whenever the file does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
export type ImageVariant = {
  key: string;
  width: number;
  height: number;
  format: 'webp' | 'jpeg' | 'png' | 'gif';
};

const EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

/** The widely supported format served beside WebP. */
const FALLBACK: Record<ImageFormat, 'jpeg' | 'png' | null> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'png',
  avif: 'jpeg',
  webp: null,
};

const looksLikeSvg = (bytes: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
    bytes.subarray(0, 2048).toString('utf8'),
  );

/** The image's format from its bytes; a ValidationError with the reason otherwise. */
export async function sniffImage(bytes: Buffer, name: string): Promise<ImageFormat> {
  if (bytes.byteLength === 0)
    throw new ValidationError([{ field: 'file', message: formatMessage(MEDIA.fileEmpty, { name }) }]);
  const { fileTypeFromBuffer } = await loadFileType();
  const type = await fileTypeFromBuffer(bytes);
  if (!type && looksLikeSvg(bytes))
    throw new ValidationError([{ field: 'file', message: formatMessage(MEDIA.svgRefused, { name }) }]);
  // A PNG by its name and its first bytes, which file-type names apart; sharp would read one frame of it.
  if (type?.mime === 'image/apng')
    throw new ValidationError([{ field: 'file', message: formatMessage(MEDIA.apngRefused, { name }) }]);
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime))
    throw new ValidationError([{ field: 'file', message: formatMessage(MEDIA.imageTypeRefused, { name }) }]);
  return type.mime.slice('image/'.length) as ImageFormat;
}

/** The widths to make for an image `width` wide: the list's smaller ones, and its own up to the largest. */
export function variantWidths(width: number): number[] {
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!;
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);
  widths.push(Math.min(width, largest));
  return [...new Set(widths)];
}

export type ProcessedImage = {
  format: ImageFormat;
  mimeType: string;
  width: number;
  height: number;
  size: number;
  originalKey: string;
  variants: ImageVariant[];
  placeholder: string;
};

/** Stores the upload and its processed copies under fresh names; resolves with what to save on the row. */
export async function processImage(
  storage: StorageAdapter,
  bytes: Buffer,
  name: string,
  assetId: string,
): Promise<ProcessedImage> {
  const format = await sniffImage(bytes, name);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // The header only, whatever its size: one over the limit is told so, not called unreadable.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError([{ field: 'file', message: formatMessage(MEDIA.imageUnreadable, { name }) }]);
  }
  const oriented = metadata.autoOrient ?? { width: metadata.width ?? 0, height: metadata.height ?? 0 };
  if (!oriented.width || !oriented.height)
    throw new ValidationError([{ field: 'file', message: formatMessage(MEDIA.imageUnreadable, { name }) }]);
  if (oriented.width * oriented.height > IMAGE_MAX_PIXELS)
    throw new ValidationError([
      {
        field: 'file',
        message: formatMessage(MEDIA.imageTooManyPixels, {
          name,
          size: `${oriented.width}×${oriented.height}`,
          max: String(IMAGE_MAX_PIXELS / 1_000_000),
        }),
      },
    ]);

  const revision = randomUUID().slice(0, 8);
  const base = `${assetId}-${revision}`;
  const originalKey = storageKey('originals', base, EXTENSIONS[format]!);
  await storage.put(originalKey, bytes, {
    contentType: `image/${format}`,
    cacheControl: 'private, no-store',
  });

  const animated = (metadata.pages ?? 1) > 1 && (format === 'gif' || format === 'webp');
  const fallback = animated ? (format === 'gif' ? 'gif' : null) : FALLBACK[format];
  const formats = (['webp', fallback] as const).filter((value) => value !== null);
  const variants: ImageVariant[] = [];
  let tiny: Buffer;
  try {
    for (const width of variantWidths(oriented.width)) {
      for (const output of formats) {
        const pipeline = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated })
          .rotate()
          .resize({ width, withoutEnlargement: true });
        const encoded =
          output === 'webp'
            ? pipeline.webp({ quality: 80 })
            : output === 'jpeg'
              ? pipeline.jpeg({ quality: 82, mozjpeg: true })
              : output === 'gif'
                ? pipeline.gif()
                : pipeline.png({ compressionLevel: 9 });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        const key = storageKey('images', `${base}-${width}`, EXTENSIONS[output]!);
        await storage.put(key, data, { contentType: `image/${output}`, cacheControl: IMMUTABLE });
        // An animation's frames are stacked: its height is a frame's.
        variants.push({ key, width: info.width, height: info.pageHeight ?? info.height, format: output });
      }
    }
    // Inside: a placeholder that cannot be made (a 1×2000 strip's would be too tall for WebP) removes the copies too.
    tiny = await sharp(bytes).rotate().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  } catch (error) {
    await deleteImageFiles(storage, { originalKey, variants });
    if (error instanceof ValidationError) throw error;
    throw new ValidationError([{ field: 'file', message: formatMessage(MEDIA.imageUnreadable, { name }) }]);
  }
  return {
    format,
    mimeType: `image/${format}`,
    width: oriented.width,
    height: oriented.height,
    size: bytes.length,
    originalKey,
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}

export async function deleteImageFiles(
  storage: StorageAdapter,
  files: { originalKey: string | null; variants: { key: string }[] },
): Promise<void> {
  const keys = [files.originalKey, ...files.variants.map((variant) => variant.key)].filter(
    (key): key is string => Boolean(key),
  );
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/** The copy the stable URL serves: the widest in the widely supported format (WebP when there is none). */
export function displayVariant(variants: ImageVariant[]): ImageVariant | undefined {
  const fallback = variants.filter((variant) => variant.format !== 'webp');
  const list = fallback.length > 0 ? fallback : variants;
  return list.reduce<ImageVariant | undefined>(
    (widest, variant) => (!widest || variant.width > widest.width ? variant : widest),
    undefined,
  );
}

export function srcsetOf(
  storage: StorageAdapter,
  variants: ImageVariant[],
  format: ImageVariant['format'],
): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${storage.publicUrl(variant.key)} ${variant.width}w`)
    .join(', ');
}
