// Taps on a server-rendered page before its app has started. The entry is a
// module script, run once it has downloaded: until then the page is drawn
// and its buttons take taps that nothing listens to (on a slow phone, for a
// second or more). This inline script, first in <head>, listens from the
// start: it remembers the last plain button tapped, and the browser entry
// (client/main.tsx) takes it when React takes over the page and taps it
// again once the page is hydrated. Only plain buttons: a link or a submit
// button already does its native thing.
//
// The Content-Security-Policy allows this script by its hash, with the one
// the survey's not-found page renders (server/http/security.ts).

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

export const EARLY_TAPS_SCRIPT_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`;
