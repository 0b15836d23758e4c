// First-party page-view analytics: when a view is recorded and what of it
// is kept. No cookies, no raw addresses; the visitor hash rotates daily.

export const PAGE_VIEW_ENDPOINT = '/api/page-views';
export const PAGE_VIEW_LIMITS = { path: 500, referrer: 500 } as const;

/** Online sandboxes (StackBlitz WebContainers) where analytics must not load (SPEC §1). */
export function isWebcontainerHost(hostname: string): boolean {
  return hostname.toLowerCase().includes('webcontainer');
}

/** navigator.doNotTrack / window.doNotTrack / the DNT header: '1' or 'yes' means do not track. */
export const doNotTrack = (value: string | null | undefined): boolean => value === '1' || value === 'yes';

/** Admin pages, and anything that is not a page of this site, are never counted. */
export function isTrackablePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/^\/(admin|api|graphql)(\/|$)/.test(path);
}

export function shouldTrackPageView(view: {
  hostname: string;
  doNotTrack: string | null;
  path: string;
}): boolean {
  return !isWebcontainerHost(view.hostname) && !doNotTrack(view.doNotTrack) && isTrackablePath(view.path);
}

/** The path without query or fragment (they may carry personal data), cut to its limit. */
export function cleanPath(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '/').slice(0, PAGE_VIEW_LIMITS.path) || '/';
}

/**
 * The referring page without query or fragment, or null when there is none,
 * it is not http(s), or it is this site itself (navigation inside the site).
 */
export function cleanReferrer(
  referrer: string | null | undefined,
  ownHosts: readonly string[],
): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (ownHosts.includes(url.host)) return null;
    return `${url.origin}${url.pathname}`.slice(0, PAGE_VIEW_LIMITS.referrer);
  } catch {
    return null;
  }
}
