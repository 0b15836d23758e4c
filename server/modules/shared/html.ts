// Post and course bodies are HTML written in the back-office (and possibly
// pasted from elsewhere): they are sanitized here, on the server, so the
// browser receives clean markup and ships no sanitizer. No script, style,
// event handler or javascript: URL survives.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'ol',
    'ul',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'video',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    // srcset/sizes: the responsive copies the image picker inserts (schemes checked like src).
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'style'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'preload', 'style'],
    source: ['src', 'type'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Image and video widths chosen in the editor (25%, 50%, 75%, full).
  allowedStyles: {
    img: { width: [/^\d{1,3}%$/], 'max-width': [/^\d{1,3}%$/] },
    video: { width: [/^\d{1,3}%$/], 'max-width': [/^\d{1,3}%$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that leave the site cannot reach back into it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The visible text of some HTML, for search records and feeds. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h\d|li|div|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_match, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
