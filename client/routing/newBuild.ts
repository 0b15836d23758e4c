// A screen's code that fails to load on a client-side navigation can mean a
// new build was deployed since this page was opened: its chunks have new
// names and the old ones are gone (404; the back-office's chunks are not in
// the service worker's cache, and a first visit may not have one yet). The
// app then asks the server for the address again, and when that page starts
// another entry script than this page did, loads it in full: the visitor
// gets the new build's page instead of an error. Otherwise (offline, the
// server down, the same build) the route's error page stays, with its Reload.
// After such a load the page's build is the server's, so this cannot loop.

/** The entry script a page's HTML starts (Vite's built index.html: `<script type="module" crossorigin src>`). */
export function entryScriptOf(html: string): string | null {
  return /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? null;
}

let checking: Promise<boolean> | null = null;

/** Loads the current address in full when the server now serves another build; true when it does. */
export function loadNewBuild(): Promise<boolean> {
  checking ??= (async () => {
    const current = document.querySelector('script[type="module"][src]')?.getAttribute('src');
    if (!current) return false;
    try {
      const response = await fetch(window.location.href, {
        headers: { accept: 'text/html' },
        cache: 'no-store',
        credentials: 'same-origin',
      });
      const served = entryScriptOf(await response.text());
      if (!served || served === current) return false;
    } catch {
      return false;
    }
    window.location.reload();
    return true;
  })().finally(() => {
    checking = null;
  });
  return checking;
}
