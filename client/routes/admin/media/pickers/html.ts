// The markup the pickers insert into a body. The server sanitizes it like
// any other content; widths are the spec's options, as inline styles the
// sanitizer allows.
import { DEFAULT_IMAGE_WIDTH } from '../../../../../domain/media';

const attribute = (value: string) =>
  value.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * An image. A library image's responsive copies (srcset, sizes) and pixel
 * size are not written into the body: the public page adds the current ones
 * when it renders, so replacing the image's file never leaves a body naming
 * copies that were deleted.
 */
export function imageHtml({
  url,
  alt,
  width = DEFAULT_IMAGE_WIDTH,
}: {
  url: string;
  alt: string;
  width?: string;
}) {
  return `<img src="${attribute(url)}" alt="${attribute(alt)}" style="width: ${width}">`;
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
