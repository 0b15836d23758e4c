// Escape on a server-rendered page before its app has started. The entry is
// a module script, run once it has downloaded: until then (on a slow phone,
// a second or more) a menu whose link (MenuButton's ButtonLink,
// `href="#<id>" aria-controls="<id>"`) showed it as the page's target stays
// open on Escape, since no markup closes a :target on a key. This inline
// script, first in <head>, takes Escape from the start: the menu closes, and
// its link takes focus, as once interactive. The address drops the fragment
// (to one naming nothing, so the page does not scroll, then to none), so the
// app does not open the menu again when it starts. The browser entry
// (client/main.tsx) stops it when React takes over the page.
//
// A tap needs no such script: nothing on a public page waits for hydration
// to answer one (a call to action is a link until then, other buttons are
// disabled; tests/e2e/public/before-hydration-buttons.test.ts).
//
// The Content-Security-Policy allows this script by its hash, with the one
// the survey's not-found page renders (server/http/security.ts).

export const EARLY_ESCAPE_SCRIPT = `(() => {
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
  document.addEventListener('keydown', escape);
  window.__earlyEscape = {
    stop() {
      document.removeEventListener('keydown', escape);
    },
  };
})();`;

export const EARLY_ESCAPE_SCRIPT_TAG = `<script>${EARLY_ESCAPE_SCRIPT}</script>`;
