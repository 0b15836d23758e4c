// Taps on a server-rendered page before its app has started. The entry is a
// module script, run once it has downloaded: until then the page is drawn
// and its buttons take taps that nothing listens to (on a slow phone, for a
// second or more). This inline script, first in <head>, listens from the
// start: it remembers the last plain button tapped, and the browser entry
// (client/main.tsx) takes it when React takes over the page and taps it
// again once the page is hydrated. Only plain buttons: a link or a submit
// button already does its native thing.
//
// The Content-Security-Policy allows this script, and no other inline one,
// by its hash (server/http/security.ts).
import { createHash } from 'node:crypto';

export const EARLY_TAPS_SCRIPT = `(() => {
  let tapped = null;
  const remember = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button) tapped = button;
  };
  document.addEventListener('click', remember, true);
  window.__earlyTaps = {
    stop() {
      document.removeEventListener('click', remember, true);
      const button = tapped;
      tapped = null;
      return button;
    },
  };
})();`;

/** The script's CSP source expression ('sha256-…'). */
export const EARLY_TAPS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

export const EARLY_TAPS_SCRIPT_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`;
