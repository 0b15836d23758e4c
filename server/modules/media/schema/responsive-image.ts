// An image as public pages show it: from a stored URL (a post's featured
// image), the library's processed copies when the URL is an asset's, so the
// page can send srcset, width/height and a social-card copy. Any other URL
// comes back as it is, without sizes. Post bodies and course descriptions get
// the same copies for their library images, always the current ones.
import DataLoader from 'dataloader';
import { bodyImageSizes } from '../../../../domain/media';
import { builder } from '../../../builder';
import type { Context } from '../../../context';
import { cut, type HtmlEdit, valueEdit, withEdits } from '../../shared/htmlTags';
import { sizeOwnerAddress } from '../../shared/mediaLinks';
import { attributeOf, startTags, takesCurrentCopies } from '../../shared/stableAddresses';
import { type ImageVariant, srcsetOf } from '../images';

type Found = {
  url: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  placeholder: string | null;
};

export type ResponsiveImage = Found & {
  srcset: string | null;
  social: { url: string; width: number; height: number } | null;
};

/** Social cards want about 1200 px, in a format every crawler reads (not WebP). */
const SOCIAL_WIDTH = 1200;

type AssetRow = {
  url: string;
  width: number | null;
  height: number | null;
  altDescription: string | null;
  placeholder: string | null;
  variants: unknown;
};

// One query per request for every image a page lists.
const loaders = new WeakMap<Context, DataLoader<string, AssetRow | null>>();
function assetsByUrl(context: Context) {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (urls: readonly string[]) => {
      const rows = await context.prisma.asset.findMany({
        where: { url: { in: [...urls] } },
        select: {
          url: true,
          width: true,
          height: true,
          altDescription: true,
          placeholder: true,
          variants: true,
        },
      });
      const byUrl = new Map(rows.map((row) => [row.url, row]));
      return urls.map((url) => byUrl.get(url) ?? null);
    });
    loaders.set(context, loader);
  }
  return loader;
}

/**
 * The image at `url` as a page shows it. A generated size of a library image (an address pasted
 * before saves put the stable one, see withStableImageAddresses) is the image, at its stable
 * address: the size is deleted once the file is replaced.
 */
export async function responsiveImage(context: Context, url: string): Promise<ResponsiveImage> {
  const asset = await assetsByUrl(context).load(sizeOwnerAddress(context, url) ?? url);
  if (!asset)
    return { url, width: null, height: null, alt: null, placeholder: null, srcset: null, social: null };
  const variants = Array.isArray(asset.variants) ? (asset.variants as ImageVariant[]) : [];
  const storage = context.services.storage;
  const shareable = variants.filter((variant) => variant.format !== 'webp').sort((a, b) => a.width - b.width);
  const social = shareable.find((variant) => variant.width >= SOCIAL_WIDTH) ?? shareable.at(-1);
  return {
    url: asset.url,
    width: asset.width,
    height: asset.height,
    alt: asset.altDescription,
    placeholder: asset.placeholder,
    srcset: srcsetOf(storage, variants, 'webp') || null,
    social: social
      ? { url: storage.publicUrl(social.key), width: social.width, height: social.height }
      : null,
  };
}

const SocialImageType = builder.objectRef<NonNullable<ResponsiveImage['social']>>('SocialImage').implement({
  description: 'The copy of an image for Open Graph and Twitter cards and JSON-LD.',
  fields: (t) => ({
    url: t.exposeString('url'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

export const ResponsiveImageType = builder.objectRef<ResponsiveImage>('ResponsiveImage').implement({
  description:
    "An image for a public page: the library's processed copies when the URL is a library image's, else the URL alone.",
  fields: (t) => ({
    url: t.exposeString('url'),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    alt: t.exposeString('alt', { nullable: true, description: "The library's alt description." }),
    placeholder: t.exposeString('placeholder', { nullable: true, description: 'A tiny blurred data: URL.' }),
    srcset: t.exposeString('srcset', {
      nullable: true,
      description: 'The WebP copies as a srcset attribute.',
    }),
    social: t.field({ type: SocialImageType, nullable: true, resolve: (image) => image.social }),
  }),
});

/**
 * A post body's library images with their responsive copies: srcset, sizes
 * (from its width style) and width/height at render time, so the stored body
 * stays as written and always points at the current copies, whether it was
 * put in as a plain URL or stored with the sizes of an earlier file. Its tags
 * are read as htmlTags reads them, quoted either way or not.
 */
export async function withResponsiveImages(context: Context, html: string): Promise<string> {
  const tags = startTags(html).filter((tag) => tag.name === 'img' && takesCurrentCopies(context, tag));
  if (tags.length === 0) return html;
  const srcOf = (tag: (typeof tags)[number]) => attributeOf(tag, 'src')?.value ?? '';
  const urls = [...new Set(tags.map(srcOf))];
  const images = new Map(
    await Promise.all(urls.map(async (url) => [url, await responsiveImage(context, url)] as const)),
  );
  const edits = tags.map((tag): HtmlEdit => {
    const image = images.get(srcOf(tag));
    // Stored sizes go: the copies they named are gone. A width and height
    // written in the tag, with or without them, were the file's of that day
    // (a replaced file may have another shape), so the current ones replace them.
    const stale = attributeOf(tag, 'srcset') !== undefined;
    const resized = Boolean(image?.width && (stale || image.srcset));
    const gone = [...(stale ? ['srcset', 'sizes'] : []), ...(resized ? ['width', 'height'] : [])];
    const inTag = (edit: HtmlEdit) => ({ ...edit, start: edit.start - tag.start, end: edit.end - tag.start });
    const tagEdits = tag.attributes.filter((attribute) => gone.includes(attribute.name)).map(cut);
    const written = html.slice(tag.start, tag.end);
    if (!image?.srcset)
      return { start: tag.start, end: tag.end, text: withEdits(written, tagEdits.map(inTag)) };
    // A size pasted as its address shows the image at its stable one (responsiveImage).
    const src = attributeOf(tag, 'src')!;
    tagEdits.push(valueEdit(src, src.quote === '"' ? escapeAttribute(image.url) : image.url));
    const width = /width:\s*([\d.]+%)/.exec(attributeOf(tag, 'style')?.value ?? '')?.[1];
    const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
    const rest = withEdits(written, tagEdits.map(inTag)).slice('<img'.length);
    return {
      start: tag.start,
      end: tag.end,
      text: `<img srcset="${escapeAttribute(image.srcset)}" sizes="${bodyImageSizes(width)}"${size}${rest}`,
    };
  });
  return withEdits(html, edits);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
