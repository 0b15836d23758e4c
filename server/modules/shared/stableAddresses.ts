// What a save (see savedMedia) writes for the addresses of our images an admin
// pasted (what the browser showed: a generated size, named by the file of the
// day): the image's stable address, which the page then shows with its
// current sizes (see withResponsiveImages), so replacing the file breaks no
// page. In every attribute that can hold one: src, href, poster, the featured
// image, an <img>'s srcset; an attribute the sanitizer drops from the page
// (data-*, kept by lazy-loading scripts) is left out when it names our file,
// rather than kept as an address no page shows. Tags are read as htmlTags
// reads them (quoted either way or not), and only the values changed are
// edited: the rest of the body stays as it was written.
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import {
  cut,
  type HtmlAttribute,
  type HtmlEdit,
  type HtmlStartTag,
  htmlTags,
  valueEdit,
  withEdits,
} from './htmlTags';
import { sizeOwnerAddress, storedFileLinks } from './mediaLinks';

type Site = Pick<Context, 'config' | 'services'>;

/** The attributes that hold an address in any tag: an image's or poster's, or a link's. */
const ADDRESS_ATTRIBUTES = new Set(['src', 'href', 'poster']);

/** The attribute `name` of `tag`, if it has one. */
export const attributeOf = (tag: HtmlStartTag, name: string): HtmlAttribute | undefined =>
  tag.attributes.find((attribute) => attribute.name === name);

/** The start tags of `html` (see htmlTags). */
export const startTags = (html: string): HtmlStartTag[] =>
  htmlTags(html).filter((tag): tag is HtmlStartTag => tag.kind === 'start');

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
 * Whether the render gives `tag` (an <img>) its library image's current copies: a library image
 * (`src="/media/assets/<id>"`) with no srcset, or with one that names our stored sizes. Those are
 * the sizes of the day it was inserted; a replaced file has new ones and the old are deleted, so
 * the stored srcset would make the browser pick a missing file. A srcset naming only other
 * sites' files is the author's and stays.
 */
export function takesCurrentCopies(context: Site, tag: HtmlStartTag): boolean {
  const src = attributeOf(tag, 'src')?.value ?? '';
  if (!src.startsWith('/media/assets/') && !sizeOwnerAddress(context, src)) return false;
  const srcset = attributeOf(tag, 'srcset')?.value;
  if (!srcset) return true;
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
  const bodies = fields.map(({ body }) => ({ body, tags: startTags(body) }));
  const written = [
    ...fields.flatMap(({ imageUrl }) => (imageUrl ? [imageUrl] : [])),
    ...bodies.flatMap(({ tags }) =>
      tags.flatMap((tag) =>
        tag.attributes.flatMap((attribute) => {
          if (attribute.value === null) return [];
          if (ADDRESS_ATTRIBUTES.has(attribute.name)) return [attribute.value];
          if (tag.name === 'img' && attribute.name === 'srcset')
            return candidatesOf(attribute.value).map((candidate) => candidate.url);
          return [];
        }),
      ),
    ),
  ];
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
  return fields.map(({ imageUrl }, index) => ({
    imageUrl: (imageUrl ? stable(imageUrl) : imageUrl) as Url,
    body: withStableBody(context, bodies[index]!, stable),
  }));
}

/** `body` (its start tags read) with each address `stable` gives (see withStableImageAddresses). */
function withStableBody(
  context: Site,
  { body, tags }: { body: string; tags: HtmlStartTag[] },
  stable: (url: string) => string,
): string {
  const edits: HtmlEdit[] = [];
  for (const tag of tags) {
    const current = tag.name === 'img' && attributeOf(tag, 'srcset') && takesCurrentCopies(context, tag);
    for (const attribute of tag.attributes) {
      const { name, value } = attribute;
      if (value === null) continue;
      if (ADDRESS_ATTRIBUTES.has(name)) {
        if (stable(value) !== value) edits.push(valueEdit(attribute, stable(value)));
      } else if (name.startsWith('data-')) {
        if (storedFileLinks(context, value).length > 0) edits.push(cut(attribute));
      } else if (current && ['srcset', 'sizes', 'width', 'height'].includes(name)) {
        edits.push(cut(attribute));
      } else if (tag.name === 'img' && name === 'srcset') {
        const candidates = candidatesOf(value).map(({ url, descriptor }) => `${stable(url)}${descriptor}`);
        if (candidatesOf(value).some(({ url }) => stable(url) !== url))
          edits.push(valueEdit(attribute, candidates.join(', ')));
      }
    }
  }
  return withEdits(body, edits);
}
