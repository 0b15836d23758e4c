// The stored images and videos a save links (a post's or course's featured
// image and body, a survey's questions, an author's avatar: see savedMedia),
// checked and locked as lockTerms does for terms: an editor opened before an
// image was deleted could otherwise save it back, and the page would show a
// broken image. A save locks the rows it finds FOR KEY SHARE until it ends;
// deleteAsset, deleteVideo and deleteFolder lock theirs FOR UPDATE before they
// list its uses, so a delete after the save's check waits for the save and
// then takes the file out of what it wrote, and a save after the delete's lock
// waits for it and finds the file gone. Both take the media rows before any
// other (a save checks them before it locks the terms it links or writes its
// row; a delete then locks the authors, posts, courses and surveys that show
// them), each all at once in the order of their ids, so neither waits for the
// other in a circle (the order of rowLocks).
//
// Our files are addressed as `<prefix>/assets/<id>` (an image's stable
// address), `<prefix>/videos/<id>` (a video's permanent address) or
// `<prefix>/<area>/<name>` (a stored key: an image's sizes, a video, its
// thumbnail, each named by its row's id), the prefix being the app's `/media` (relative or
// with the site's address) or the storage's public address. Other addresses
// (another site's image) are not ours and stay allowed. In a body (HTML), a
// link is an address in an attribute (src, href, poster, srcset, data-*, an
// alt: any, quoted either way or not: htmlFileLinks); one written in the text
// between tags is the author's words, which a save does not check, nor a
// delete count as a use or take out (withoutFiles).
import { deletedFilesMessage, MEDIA } from '../../../domain/media';
import type { Config } from '../../config';
import type { Prisma } from '../../db';
import type { Services } from '../../services';
import { rowIdOfStoredName } from '../../services/storage/keys';
import {
  closingTags,
  cut,
  type HtmlAttribute,
  type HtmlEdit,
  type HtmlStartTag,
  type HtmlTag,
  htmlTags,
  withEdits,
} from './htmlTags';

type Tx = Prisma.TransactionClient;

/** One of our files a text links: the area and name of its address, and the address as written. */
type Link = { area: 'assets' | 'images' | 'videos' | 'thumbnails'; name: string; written: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `html` without what shows one of `urls` (the addresses of one image or video, see
 * fileAddresses): an image (and the figure around it), a video playing it (as its src or one of
 * its sources); a video showing it only as its poster is another's, and keeps playing without it.
 * A link to it (`<a href>`) is unwrapped: its words stay, and lead nowhere broken. An image
 * showing another file keeps it, without it among its srcset's candidates. Any other attribute
 * naming it loses it (withoutNamedIn); written in the text, it is the author's words, and stays.
 * Its tags are read as htmlFileLinks reads them (htmlTags), so it takes out every use that counts;
 * the rest of the body stays as it was written.
 */
export function withoutFiles(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  // One of them as storedFileLinks finds a link: not the tail of another address, nor the start of a longer name.
  const named = new RegExp(`(?<![\\w.:/%-])(?:${urls.map(escapeRegExp).join('|')})(?![\\w.-])`, 'g');
  const tags = htmlTags(html);
  const closing = closingTags(tags, ['a', 'figure', 'video']);
  const isFile = (tag: HtmlTag | undefined, name: string) =>
    tag?.kind === 'start' && urls.includes(attributeValue(tag, name)?.trim() ?? '');
  const edits: HtmlEdit[] = [];
  /** The element `tags[index]` opens, to its end tag (or its start tag alone, left open). */
  const element = (index: number) => ({
    start: tags[index]!.start,
    end: tags[closing.get(index) ?? index]!.end,
  });
  for (const [index, tag] of tags.entries()) {
    if (tag.kind !== 'start') continue;
    const next = tags[index + 1];
    if (
      tag.name === 'figure' &&
      closing.has(index) &&
      next?.name === 'img' &&
      isFile(next, 'src') &&
      html.slice(tag.end, next.start).trim() === ''
    )
      edits.push(cut(element(index)));
    else if (tag.name === 'img' && isFile(tag, 'src')) edits.push(cut(tag));
    else if (
      tag.name === 'video' &&
      (isFile(tag, 'src') ||
        tags
          .slice(index + 1, closing.get(index) ?? index)
          .some((inside) => inside.name === 'source' && isFile(inside, 'src')))
    )
      edits.push(cut(element(index)));
    else if (tag.name === 'a' && isFile(tag, 'href')) {
      edits.push(cut(tag));
      const end = closing.get(index);
      if (end !== undefined) edits.push(cut(tags[end]!));
    } else edits.push(...withoutNamedIn(tag, urls, named));
  }
  return withEdits(html, edits);
}

const attributeValue = (tag: HtmlStartTag, name: string) =>
  tag.attributes.find((attribute) => attribute.name === name)?.value ?? undefined;

/** Words an attribute holds, where an address is a mention among them (see withoutNamedIn). */
const WORDED_ATTRIBUTES = new Set(['alt', 'title']);

/**
 * The edits taking the files at `urls` (`named` finds them) out of `tag` (an element's start
 * tag), in any attribute that names one: an image's srcset keeps its other candidates (with
 * none, it goes with its sizes), a video's poster goes, an alt or a title keeps its other words
 * (a title left empty goes; an image keeps its alt, empty), any other attribute (an address,
 * data-*) goes whole.
 */
function withoutNamedIn(tag: HtmlStartTag, urls: readonly string[], named: RegExp): HtmlEdit[] {
  const edits: HtmlEdit[] = [];
  const rewritten = (attribute: HtmlAttribute, value: string) => {
    const quote = attribute.quote || '"';
    return {
      start: attribute.start,
      end: attribute.end,
      text: ` ${attribute.name}=${quote}${value}${quote}`,
    };
  };
  const srcset =
    tag.name === 'img' ? tag.attributes.find((attribute) => attribute.name === 'srcset') : undefined;
  const candidates = (srcset?.value ?? '')
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate !== '');
  const kept = candidates.filter((candidate) => !urls.includes(candidate.split(/\s+/)[0]!));
  for (const attribute of tag.attributes) {
    if (attribute === srcset && kept.length < candidates.length) {
      edits.push(kept.length > 0 ? rewritten(attribute, kept.join(', ')) : cut(attribute));
      continue;
    }
    if (attribute.name === 'sizes' && srcset && kept.length === 0 && candidates.length > 0) {
      edits.push(cut(attribute));
      continue;
    }
    if (!attribute.value?.match(named)) continue;
    if (!WORDED_ATTRIBUTES.has(attribute.name)) {
      edits.push(cut(attribute));
      continue;
    }
    const words = attribute.value.replace(named, ' ').replace(/\s+/g, ' ').trim();
    edits.push(words === '' && attribute.name !== 'alt' ? cut(attribute) : rewritten(attribute, words));
  }
  return edits;
}

/**
 * What tells our files' addresses: the storage's public address, and the app's route (`/media`,
 * also under the site's address, `config.publicUrl`). A video's processing job has no site
 * address: what it writes there passes through the app anyway (see appServesStoredFiles).
 */
export type Addressing = { services: Pick<Services, 'storage'>; config?: Pick<Config, 'publicUrl'> };

/** Where the storage's public addresses start: the app's `/media`, or the bucket's (S3_PUBLIC_URL). */
const storagePrefix = (context: Addressing) => context.services.storage.publicUrl('k').slice(0, -'/k'.length);

/**
 * Whether browsers fetch stored files through the app's route, which redirects a replaced
 * video's old file and poster to its current ones (http/media.ts); not when they fetch them from
 * the storage itself (S3_PUBLIC_URL), where an old file deleted is an embed that plays nothing.
 */
export const appServesStoredFiles = (context: Addressing) => storagePrefix(context) === '/media';

/** Where our files are served from, as a text may write it. */
function prefixes(context: Addressing): string[] {
  const site = context.config ? [`${context.config.publicUrl}/media`] : [];
  return [...new Set(['/media', ...site, storagePrefix(context)])];
}

/**
 * Every address a text may write the files at `urls` under (a stored image's or video's
 * addresses: its file, its poster): each of ours under every prefix storedFileLinks recognises
 * (`/media/...`, with the site's address, the storage's public address), another site's as it is.
 * What the uses of a file are looked up and taken out by, so they are the addresses a save checks.
 */
export function fileAddresses(context: Addressing, urls: readonly (string | null | undefined)[]): string[] {
  const addresses = urls
    .filter((url): url is string => Boolean(url))
    .flatMap((url) => {
      const [link] = storedFileLinks(context, url);
      if (!link || link.written !== url) return [url];
      return [url, ...prefixes(context).map((prefix) => `${prefix}/${link.area}/${link.name}`)];
    });
  return [...new Set(addresses)];
}

/**
 * `prefix` as a pattern matching it as the file route serves it: an address's scheme and host in
 * any case (`HTTPS://Example.COM` is the same site), its path only as written (`/media`).
 */
function servedPrefixPattern(prefix: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(prefix)?.[0] ?? '';
  const anyCase = [...origin]
    .map((char) =>
      char.toLowerCase() === char.toUpperCase()
        ? escapeRegExp(char)
        : `[${char.toLowerCase()}${char.toUpperCase()}]`,
    )
    .join('');
  return anyCase + escapeRegExp(prefix.slice(origin.length));
}

/** The value of every attribute of every element in `html` (see htmlTags): where a body links files. */
const attributeValues = (html: string): string[] =>
  htmlTags(html).flatMap((tag) =>
    tag.kind === 'start' ? tag.attributes.flatMap((attribute) => attribute.value ?? []) : [],
  );

/**
 * The links to our files in `html` (a body): those in its attributes (see storedFileLinks), never
 * an address written in the text between its tags, which is the author's words.
 */
export const htmlFileLinks = (context: Addressing, html: string): Link[] =>
  attributeValues(html).flatMap((value) => storedFileLinks(context, value));

/**
 * The links to our files in `text` (an address, a srcset, an attribute's value; a body's are
 * htmlFileLinks), as the file
 * route serves them: an image's stable address and a video's permanent address (videoAddress,
 * whose name is the video's id) take their id in either case, a stored name
 * (`/media/images/...`) only in the small letters it is stored as, and `/media` only so; a
 * differently written address answers 404 or 'Invalid file name', and is no link to our file.
 */
export function storedFileLinks(context: Addressing, text: string): Link[] {
  const alternatives = prefixes(context).map(servedPrefixPattern).join('|');
  const pattern = new RegExp(
    // Not the tail of another site's address: what comes before is a quote, a space, a comma...
    `(?<![\\w.:/%-])(?:${alternatives})/(?:(assets)/([0-9a-fA-F-]{36})|(videos)/(${UUID_TEXT})|(images|videos|thumbnails)/([a-z0-9][a-z0-9-]{0,99}\\.[a-z0-9]{2,5}))(?![\\w.-])`,
    'g',
  );
  const links: Link[] = [];
  for (const match of text.matchAll(pattern)) {
    const area = (match[1] ?? match[3] ?? match[5]) as Link['area'];
    links.push({ area, name: (match[2] ?? match[4] ?? match[6])!.toLowerCase(), written: match[0] });
  }
  return links;
}

/** A row's id as an address writes it, in either case. */
const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

const keyOf = (link: Link) => `${link.area}/${link.name}`;

/**
 * Whether `link` is a stored file (not a video's permanent address) written at the bucket's own
 * address (S3_PUBLIC_URL), which browsers fetch without the app's route and its redirects.
 */
const fromTheBucket = (context: Addressing, link: Link) =>
  !appServesStoredFiles(context) &&
  link.name.includes('.') &&
  link.written.toLowerCase().startsWith(`${storagePrefix(context).toLowerCase()}/`);

/**
 * The video `link` is a file of (its permanent address, or any of its files and posters, each
 * named by its id: an old one's address redirects to the current file), or undefined.
 */
const videoIdOf = (link: Link) =>
  link.area === 'videos' || link.area === 'thumbnails'
    ? (rowIdOfStoredName(link.name) ?? (/^[0-9a-f-]{36}$/.test(link.name) ? link.name : undefined))
    : undefined;

/**
 * Whether `link` is one of the files `keys` name (see filesOf): a video's permanent address
 * stands for every file of the video, its old files and posters included, which it replaced
 * (their addresses redirect to its current ones) and a delete takes with it.
 */
const isFileIn = (keys: ReadonlySet<string>, link: Link) => {
  if (keys.has(keyOf(link))) return true;
  const video = videoIdOf(link);
  return video !== undefined && keys.has(`videos/${video}`);
};

/** `urls` (see fileAddresses) as our files (`<area>/<name>`) and other sites' addresses. */
function filesOf(context: Addressing, urls: readonly string[]) {
  const keys = new Set<string>();
  const others = new Set<string>();
  for (const url of urls) {
    const [link] = storedFileLinks(context, url);
    if (link && link.written === url) keys.add(keyOf(link));
    else others.add(url);
  }
  return { keys, others };
}

/**
 * The addresses `values` (addresses, or a body's attribute values) write the files at `urls` at
 * (see fileAddresses), as written there, each once: ours however storedFileLinks finds them (an
 * image's id in capitals, the site's host in other capitals), another site's as they are.
 */
function addressesIn(context: Addressing, values: readonly string[], urls: readonly string[]): string[] {
  const { keys, others } = filesOf(context, urls);
  const ours = values
    .flatMap((value) => storedFileLinks(context, value))
    .filter((link) => isFileIn(keys, link))
    .map((link) => link.written);
  const theirs = [...others].filter((url) => values.some((value) => value.includes(url)));
  return [...new Set([...ours, ...theirs])];
}

/**
 * The addresses `html` (a body) writes the files at `urls` at in its attributes (see
 * addressesIn, htmlFileLinks): what a use of the file is found and taken out by. One written in
 * the text between its tags is the author's words, and no use.
 */
export const writtenAddresses = (context: Addressing, html: string, urls: readonly string[]): string[] =>
  addressesIn(context, attributeValues(html), urls);

/** Whether `url` (a featured image, an avatar) is one of the files at `urls`, however it writes it. */
export const isAddressOf = (context: Addressing, url: string | null, urls: readonly string[]) =>
  url !== null && addressesIn(context, [url], urls).includes(url);

/**
 * The text conditions that find every row writing one of `urls` (more, which writtenAddresses
 * then leaves out): each of ours by its area and name in any case, as LIKE cannot tell the
 * capitals the route serves from those it does not; another site's as it is.
 */
export function addressCandidates(
  context: Addressing,
  urls: readonly string[],
): { contains: string; mode?: 'insensitive' }[] {
  const { keys, others } = filesOf(context, urls);
  // A video's permanent address finds its posters too (see isFileIn); its files start with it.
  const posters = [...keys].flatMap((key) =>
    /^videos\/[0-9a-f-]{36}$/.test(key) ? [`thumbnails/${key.slice('videos/'.length)}`] : [],
  );
  return [
    ...[...keys, ...posters].map((key) => ({ contains: `/${key}`, mode: 'insensitive' as const })),
    ...[...others].map((url) => ({ contains: url })),
  ];
}

/**
 * The links among `links` whose file is gone (its image or video was deleted); those that
 * remain are locked FOR KEY SHARE until the transaction ends, in the order of their ids.
 */
async function goneLinks(context: Addressing, tx: Tx, links: readonly Link[]): Promise<Link[]> {
  if (links.length === 0) return [];
  const assetUrls = links
    .filter((link) => link.area === 'assets')
    .map((link) => `/media/assets/${link.name}`);
  const imageKeys = links.filter((link) => link.area === 'images').map((link) => `images/${link.name}`);
  // An image's sizes are named by its id: a size of an image whose file was replaced since is still
  // of an image that exists, and is no more gone than its address.
  const imageIds = links
    .filter((link) => link.area === 'images')
    .map((link) => rowIdOfStoredName(link.name))
    .filter((id): id is string => id !== undefined);
  const videoUrls = links
    .filter((link) => link.area === 'videos' || link.area === 'thumbnails')
    .map((link) => context.services.storage.publicUrl(`${link.area}/${link.name}`));
  // A video's permanent address and its files are named by its id: one replaced since is still of
  // a video that exists (its address redirects to the current file), one of a deleted video is gone.
  // Fetched from the bucket itself, no redirect reaches an old file: one is gone once deleted, when
  // it is neither the video's current file or poster nor one it keeps (see settleOldVideoFiles:
  // those just replaced are kept from the write that replaces them until they are settled).
  const videoIds = [...new Set(links.map(videoIdOf).filter((id): id is string => id !== undefined))];
  const found = new Set<string>();
  if (assetUrls.length + imageKeys.length > 0) {
    const assets = await tx.$queryRawUnsafe<{ id: string; url: string; keys: string[] }[]>(
      `SELECT id::text, url, ARRAY(SELECT variant->>'key' FROM jsonb_array_elements(variants) AS variant) AS keys
         FROM assets
        WHERE url = ANY($1::text[]) OR id = ANY($3::uuid[])
           OR EXISTS (SELECT 1 FROM jsonb_array_elements(variants) AS variant WHERE variant->>'key' = ANY($2::text[]))
        ORDER BY id FOR KEY SHARE`,
      assetUrls,
      imageKeys,
      imageIds,
    );
    for (const asset of assets) {
      found.add(asset.url);
      found.add(`asset:${asset.id.toLowerCase()}`);
      for (const key of asset.keys) found.add(key);
    }
  }
  if (videoUrls.length > 0) {
    // One marked deleted is gone too: its addresses answer 404.
    const videos = await tx.$queryRawUnsafe<
      { id: string; url: string; thumbnail_url: string | null; stored: (string | null)[] }[]
    >(
      `SELECT id::text, url, thumbnail_url, ARRAY[file_key, thumbnail_key] || kept_keys AS stored FROM videos
        WHERE (url = ANY($1::text[]) OR thumbnail_url = ANY($1::text[]) OR id = ANY($2::uuid[]))
          AND NOT deleted
        ORDER BY id FOR KEY SHARE`,
      videoUrls,
      videoIds,
    );
    for (const video of videos) {
      found.add(video.url);
      found.add(`video:${video.id.toLowerCase()}`);
      if (video.thumbnail_url) found.add(video.thumbnail_url);
      for (const key of video.stored) if (key) found.add(key);
    }
  }
  return links.filter((link) => {
    if (link.area === 'assets') return !found.has(`/media/assets/${link.name}`);
    if (link.area === 'images')
      return !found.has(`images/${link.name}`) && !found.has(`asset:${rowIdOfStoredName(link.name)}`);
    if (found.has(keyOf(link))) return false;
    const video = videoIdOf(link);
    if (video !== undefined && found.has(`video:${video}`)) return fromTheBucket(context, link);
    return !found.has(context.services.storage.publicUrl(`${link.area}/${link.name}`));
  });
}

/**
 * The stable address (`/media/assets/<id>`) of the image `url` is a generated size of (one of
 * its copies, named by its id), or null. A size is deleted when the image's file is replaced, its
 * stable address never is.
 */
export function sizeOwnerAddress(context: Addressing, url: string): string | null {
  const links = storedFileLinks(context, url);
  const link = links.length === 1 && links[0]!.written === url ? links[0]! : null;
  const id = link?.area === 'images' ? rowIdOfStoredName(link.name) : undefined;
  return id ? `/media/assets/${id}` : null;
}

const kindOf = (link: Link) => (link.area === 'assets' || link.area === 'images' ? 'image' : 'video');

/**
 * A field of a save that shows our files, as deletedMedia checks it: a featured image's
 * address (`image`: refused in a featured image's words), another address (`address`: an
 * avatar's) or a body (`html`: the links in its attributes, see htmlFileLinks), refused naming the
 * files.
 */
export type CheckedMedia =
  | { field: string; image: string | null | undefined }
  | { field: string; address: string }
  | { field: string; html: string };

/** A field of a save (see CheckedMedia) that links files that were deleted, and those links. */
export type DeletedMedia = { field: string; featured: boolean; links: Link[] };

/**
 * The fields among `fields` that link stored files that were deleted (see CheckedMedia); every
 * file they link that remains is locked, all at once, in the order of their ids (see goneLinks).
 * Saves call it through savedMedia, which refuses them or takes them out.
 */
export async function deletedMedia(
  context: Addressing,
  tx: Tx,
  fields: readonly CheckedMedia[],
): Promise<DeletedMedia[]> {
  const linked = fields.map((field) => ({
    field: field.field,
    featured: 'image' in field,
    links:
      'html' in field
        ? htmlFileLinks(context, field.html)
        : storedFileLinks(context, ('image' in field ? field.image : field.address) ?? ''),
  }));
  const gone = new Set(
    await goneLinks(
      context,
      tx,
      linked.flatMap((field) => field.links),
    ),
  );
  return linked
    .map((field) => ({ ...field, links: field.links.filter((link) => gone.has(link)) }))
    .filter((field) => field.links.length > 0);
}

/** What a save refused for `deleted` says: a featured image in its words, a text naming the files. */
export const deletedMediaMessage = (deleted: DeletedMedia): string =>
  deleted.featured ? MEDIA.featuredImageDeleted : deletedFilesOf(deleted.links);

/** The message naming the deleted files `links` (at least one) are of. */
function deletedFilesOf(links: readonly Link[]): string {
  const names = new Map<string, { kind: 'image' | 'video'; name: string }>();
  for (const link of links)
    names.set(`${link.area}/${link.name}`, { kind: kindOf(link), name: link.written });
  // An image's sizes (its srcset) go with its address, a video's thumbnail with it: each is named once.
  const files = [...names.values()].filter(
    (file, index, all) =>
      !all.slice(0, index).some((other) => other.kind === file.kind && sameFile(other.name, file.name)),
  );
  return deletedFilesMessage(files);
}

const ROW_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Whether two addresses are files of the same row: every stored name starts with its row's id. */
const sameFile = (a: string, b: string) => {
  const id = ROW_ID.exec(a)?.[0];
  return id !== undefined && id === ROW_ID.exec(b)?.[0];
};
