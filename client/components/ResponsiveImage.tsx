// An image of a public page: its processed copies as srcset, its width and
// height so nothing shifts while it loads, its blurred placeholder behind it,
// and lazy loading unless it is the page's main image.
import { graphql, useFragment } from 'react-relay/hooks';
import type { ResponsiveImage_image$key } from '../__generated__/ResponsiveImage_image.graphql';

export function ResponsiveImage({
  image: key,
  sizes,
  priority = false,
  alt,
  className = '',
}: {
  image: ResponsiveImage_image$key;
  /** The sizes attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** The page's main image: loaded at once, before other images. */
  priority?: boolean;
  /** Overrides the library's alt text ('' for a decorative image). */
  alt?: string;
  className?: string;
}) {
  const image = useFragment(
    graphql`
      fragment ResponsiveImage_image on ResponsiveImage {
        url
        width
        height
        alt
        placeholder
        srcset
      }
    `,
    key,
  );
  return (
    <img
      src={image.url}
      srcSet={image.srcset ?? undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt ?? image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      style={
        image.placeholder
          ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover' }
          : undefined
      }
      className={`h-auto w-full object-cover ${className}`}
    />
  );
}
