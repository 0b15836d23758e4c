// schema.org objects for JSON-LD.
import { SITE } from '../../../domain/shared/site';

export type Crumb = { name: string; path: string };

export function organization(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: SITE.description,
  };
}

export function breadcrumbList(origin: string, crumbs: Crumb[]) {
  const trail = [{ name: 'Home', path: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** An image shared with crawlers: its URL, and its size when known. */
export type SharedImage = { url: string; width?: number | null; height?: number | null };

const imageObject = (origin: string, image: SharedImage) => {
  const url = new URL(image.url, `${origin}/`).href;
  return image.width && image.height
    ? { '@type': 'ImageObject', url, width: image.width, height: image.height }
    : url;
};

export function blogPosting(
  origin: string,
  post: {
    title: string;
    description: string;
    path: string;
    image?: SharedImage | null;
    publishedAt?: string | null;
    updatedAt: string;
    author?: { name: string; path: string } | null;
    category?: string | null;
    tags: string[];
  },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: `${origin}${post.path}`,
    mainEntityOfPage: `${origin}${post.path}`,
    ...(post.image ? { image: imageObject(origin, post.image) } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.updatedAt,
    author: post.author
      ? { '@type': 'Person', name: post.author.name, url: `${origin}${post.author.path}` }
      : { '@type': 'Organization', name: SITE.name },
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}

export function course(
  origin: string,
  data: {
    title: string;
    summary: string;
    path: string;
    priceCents: number | null | undefined;
    currency: string;
    deliveryFormat: string;
    durationMinutes: number | null | undefined;
  },
) {
  const mode: Record<string, string> = {
    online: 'Online',
    in_person: 'Onsite',
    hybrid: 'Blended',
    self_paced: 'Online',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: data.title,
    description: data.summary,
    url: `${origin}${data.path}`,
    provider: { '@type': 'Organization', name: SITE.name, sameAs: `${origin}/` },
    ...(data.priceCents != null
      ? {
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: (data.priceCents / 100).toFixed(2),
            priceCurrency: data.currency,
          },
        }
      : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: mode[data.deliveryFormat] ?? 'Online',
      ...(data.durationMinutes ? { courseWorkload: `PT${Math.round(data.durationMinutes / 60)}H` } : {}),
    },
  };
}
