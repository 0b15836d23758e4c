// What a full page load does by itself and a client-side navigation does not:
// a new page starts at its top (Back and Forward keep the place the browser
// restores), and focus moves to the new page's heading, so a keyboard user
// goes on from there and a screen reader says where they are. Until then,
// on the public site, the page shown stays while the next one loads
// (holdsScreens in client/router.tsx), and so does focus on the link
// pressed; elsewhere it would fall to the page's body with the link. Only a
// new path counts: a filter or page in the query string keeps focus and
// scroll where they are.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusStatic, whenPresent } from '../components/focus';

/** How long a new page's screen may take to arrive (its data loading) before its heading is no longer awaited. */
const HEADING_WAIT_MS = 10_000;

const pageHeading = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');

function focusHeading(heading: HTMLElement) {
  // A field the new page focused itself, or a dialog it opened, keeps focus.
  if (document.activeElement?.closest('input, textarea, select, dialog')) return;
  focusStatic(heading, { preventScroll: true });
}

export function PageChange() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const first = shown.current === null;
    const changed = shown.current !== pathname;
    shown.current = pathname;
    if (first || !changed) return;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    // The screen may still be loading (a spinner where the page will be): its heading is awaited.
    return whenPresent(pageHeading, focusHeading, { timeoutMs: HEADING_WAIT_MS });
  }, [pathname, hash, navigationType]);

  return null;
}
