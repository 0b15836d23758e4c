// Taps on a server-rendered page before its app has started. The entry is a
// module script, run once it has downloaded: until then the page is drawn
// and its buttons take taps that nothing listens to (on a slow phone, for a
// second or more). This inline script, first in <head>, listens from the
// start: it remembers the last plain button tapped, and the browser entry
// (client/main.tsx) takes it when React takes over the page and taps it
// again once the page is hydrated. Only plain buttons: a link or a submit
// button already does its native thing.
//
// It also takes Escape until then: a menu whose link (MenuButton's
// ButtonLink, `href="#<id>" aria-controls="<id>"`) showed it as the page's
// target closes, and its link takes focus, as once interactive. The address
// drops the fragment (to one naming nothing, so the page does not scroll,
// then to none), so the app does not open the menu again when it starts.
//
// The Content-Security-Policy allows this script by its hash, with the one
// the survey's not-found page renders (server/http/security.ts).

export const EARLY_TAPS_SCRIPT = `(() => {
  let tapped = null;
  const remember = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button) tapped = button;
  };
  const escape = (event) => {
    if (event.key !== 'Escape' || location.hash.length < 2) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const link = [...document.querySelectorAll('a[aria-controls]')].find(
      (element) => element.getAttribute('aria-controls') === id && element.getAttribute('href') === location.hash,
    );
    if (!link) return;
    location.replace('#-');
    history.replaceState(history.state, '', location.pathname + location.search);
    link.focus();
  };
  document.addEventListener('click', remember, true);
  document.addEventListener('keydown', escape);
  window.__earlyTaps = {
    stop() {
      document.removeEventListener('click', remember, true);
      document.removeEventListener('keydown', escape);
      const button = tapped;
      tapped = null;
      return button;
    },
  };
})();`;

export const EARLY_TAPS_SCRIPT_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`;
