// The consultancy's identity, shared by the pages, the SEO tags and emails.
export const SITE = {
  name: 'Meridian Lab',
  tagline: 'AI training, workshops and fractional product management',
  description:
    'Meridian Lab helps teams put AI to work: hands-on training and workshops, AI audits, and fractional product management for companies building with AI.',
  /** When the marketing pages' copy last changed (their sitemap lastmod). */
  pagesUpdated: '2026-11-21',
  /** The social card of a page without a picture of its own: drawn at build from the icon (vite.config.ts). */
  image: { url: '/og-image.png', width: 1200, height: 630 },
} as const;

/** The blog's RSS feed: served by the server, named in every public page's head for feed readers. */
export const FEED = { path: '/rss.xml', title: `${SITE.name} blog` } as const;
