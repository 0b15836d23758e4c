// The markup the pickers insert into a body. The server sanitizes it like
// any other content; widths are the spec's options, as inline styles the
// sanitizer allows.
import { bodyImageSizes, DEFAULT_IMAGE_WIDTH } from '../../../../../domain/media';

const attribute = (value: string) =>
  value.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * An image; a library image also carries its responsive copies (`srcset`,
 * `sizes` from the chosen width) and its size, so the page keeps its place.
 */
export function imageHtml({
  url,
  alt,
  width = DEFAULT_IMAGE_WIDTH,
  srcset,
  pixelWidth,
  pixelHeight,
}: {
  url: string;
  alt: string;
  width?: string;
  srcset?: string | null;
  pixelWidth?: number | null;
  pixelHeight?: number | null;
}) {
  const responsive = srcset ? ` srcset="${attribute(srcset)}" sizes="${bodyImageSizes(width)}"` : '';
  const size = pixelWidth && pixelHeight ? ` width="${pixelWidth}" height="${pixelHeight}"` : '';
  return `<img src="${attribute(url)}"${responsive}${size} alt="${attribute(alt)}" style="width: ${width}">`;
}

export function videoHtml({
  url,
  posterUrl,
  width = '100%',
}: {
  url: string;
  posterUrl?: string | null;
  width?: string;
}) {
  const poster = posterUrl ? ` poster="${attribute(posterUrl)}"` : '';
  return `<video src="${attribute(url)}"${poster} controls preload="metadata" style="width: ${width}"></video>`;
}

/** `text` with `insert` put at the selection (replacing it), and where the caret goes after it. */
export function insertAt(text: string, insert: string, start: number, end: number) {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after.startsWith('\n') ? '' : '\n';
  const value = `${before}${lead}${insert}${trail}${after}`;
  return { value, caret: before.length + lead.length + insert.length + trail.length };
}
