// What a save (see savedMedia) writes for the addresses of our images an admin
// pasted (what the browser showed: a generated size, named by the file of the
// day): the image's stable address, which the page then shows with its
// current sizes (see withResponsiveImages), so replacing the file breaks no
// page. In every attribute that can hold one: src, href, poster, the featured
// image, an <img>'s srcset; an attribute the sanitizer drops from the page
// (data-*, kept by lazy-loading scripts) is left out when it names our file,
// rather than kept as an address no page shows.
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import { sizeOwnerAddress, storedFileLinks } from './mediaLinks';

type Site = Pick<Context, 'config' | 'services'>;

/** An address in a body: an image's or poster's, or a link's. */
const ADDRESS_ATTRIBUTE = /(\s(?:src|href|poster)=")([^"]*)(")/gi;
const IMAGE_TAG = /<img\b[^>]*>/gi;
const TAG = /<[a-z][^>]*>/gi;
const DATA_ATTRIBUTE = /\sdata-[\w.:-]*="([^"]*)"/gi;

export const attributeOf = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
export const withoutAttributes = (tag: string, names: string[]) =>
  tag.replace(new RegExp(`\\s(?:${names.join('|')})="[^"]*"`, 'gi'), '');

/** A srcset's candidates, each as its address and what follows it (` 480w`). */
const candidatesOf = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.split(/\s+/);
      return { url, descriptor: descriptor.length > 0 ? ` ${descriptor.join(' ')}` : '' };
    });

/**
 * Whether the render gives `tag` its library image's current copies: a
 * library image (`src="/media/assets/<id>"`) with no srcset, or with one that
 * names our stored sizes. Those are the sizes of the day it was inserted; a
 * replaced file has new ones and the old are deleted, so the stored srcset
 * would make the browser pick a missing file. A srcset naming only other
 * sites' files is the author's and stays.
 */
export function takesCurrentCopies(context: Site, tag: string): boolean {
  const src = attributeOf(tag, 'src') ?? '';
  if (!src.startsWith('/media/assets/') && !sizeOwnerAddress(context, src)) return false;
  const srcset = attributeOf(tag, 'srcset');
  if (srcset === undefined) return !/\ssrcset=/i.test(tag);
  return storedFileLinks(context, srcset).some((link) => link.area === 'images');
}

/**
 * `fields` (each a featured image's address and a body) with each generated size of one of our
 * images written as an address (an <img>'s src or srcset, a link, a poster, the featured image:
 * an admin pasted what the browser showed) put as the image's stable address, all looked up at
 * once (none when nothing written is a size). A library image's srcset of stored sizes is left
 * out, with the size written beside it, as the page writes the current ones; a data-* attribute
 * naming one of our files is left out. A size of an image that is gone stays, for
 * deletedMedia.
 */
export async function withStableImageAddresses<Url extends string | null | undefined>(
  context: Site,
  tx: Prisma.TransactionClient,
  fields: readonly { imageUrl: Url; body: string }[],
): Promise<{ imageUrl: Url; body: string }[]> {
  const written = fields.flatMap(({ imageUrl, body }) => [
    ...(imageUrl ? [imageUrl] : []),
    ...[...body.matchAll(ADDRESS_ATTRIBUTE)].map((match) => match[2]!),
    ...[...body.matchAll(IMAGE_TAG)].flatMap((match) =>
      candidatesOf(attributeOf(match[0], 'srcset') ?? '').map((candidate) => candidate.url),
    ),
  ]);
  const owners = new Map(
    written.flatMap((url) => {
      const owner = sizeOwnerAddress(context, url);
      return owner ? [[url, owner] as const] : [];
    }),
  );
  const found =
    owners.size === 0
      ? new Set<string>()
      : new Set(
          (
            await tx.asset.findMany({
              where: { url: { in: [...new Set(owners.values())] } },
              select: { url: true },
            })
          ).map((asset) => asset.url),
        );
  const stable = (url: string) => {
    const owner = owners.get(url);
    return owner && found.has(owner) ? owner : url;
  };
  return fields.map(({ imageUrl, body }) => ({
    imageUrl: (imageUrl ? stable(imageUrl) : imageUrl) as Url,
    body: withStableBody(context, body, stable),
  }));
}

/** `body` with each address `stable` gives (see withStableImageAddresses). */
function withStableBody(context: Site, body: string, stable: (url: string) => string): string {
  return body
    .replace(
      ADDRESS_ATTRIBUTE,
      (_match, before: string, url: string, after: string) => `${before}${stable(url)}${after}`,
    )
    .replace(TAG, (tag) =>
      tag.replace(DATA_ATTRIBUTE, (attribute, value: string) =>
        storedFileLinks(context, value).length > 0 ? '' : attribute,
      ),
    )
    .replace(IMAGE_TAG, (tag) => {
      const srcset = attributeOf(tag, 'srcset');
      if (srcset === undefined) return tag;
      if (takesCurrentCopies(context, tag))
        return withoutAttributes(tag, ['srcset', 'sizes', 'width', 'height']);
      const candidates = candidatesOf(srcset).map(({ url, descriptor }) => `${stable(url)}${descriptor}`);
      return tag.replace(
        /(\ssrcset=")[^"]*(")/i,
        (_match, before: string, after: string) => `${before}${candidates.join(', ')}${after}`,
      );
    });
}
