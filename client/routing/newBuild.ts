// Code a page loads when it is first needed, after the page itself (a
// screen, a public dialog, the back-office, the subscriptions' socket), may
// fail to load because a new build was deployed since this page was opened:
// its chunks have new names and the old ones are gone (404; the back-office's
// chunks are not in the service worker's cache, and a first visit may not
// have one yet). The app then asks the server for the address again, and
// when that page starts another entry script than this page did, loads it in
// full: the visitor gets the new build's page instead of an error, with the
// dialog they asked for open on it (historyGuard.ts). Otherwise (offline, the
// server down, the same build) the failure is shown where the code was
// needed: a route's error page with its Reload, a dialog's Try again.
// After such a load the page's build is the server's, so this cannot loop.
import { reopenLayerAfterLoad } from './historyGuard';

/** The entry script a page's HTML starts (Vite's built index.html: `<script type="module" crossorigin src>`). */
export function entryScriptOf(html: string): string | null {
  return /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? null;
}

let checking: Promise<boolean> | null = null;

/** Loads the current address in full when the server now serves another build; true when it does. */
export function loadNewBuild(): Promise<boolean> {
  // A server render has no page to load again.
  if (typeof document === 'undefined') return Promise.resolve(false);
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
    reopenLayerAfterLoad();
    window.location.reload();
    return true;
  })().finally(() => {
    checking = null;
  });
  return checking;
}

/**
 * How long a load of the new build may take before the page, still there,
 * shows the failure after all: the visitor stayed when a page with unsaved
 * changes asked before leaving.
 */
const NEW_BUILD_GRACE_MS = 10_000;

/**
 * Code that could not be loaded (offline, the server down, not in the
 * service worker's cache), told apart from a failure of the code itself, so
 * the visitor is told to check the connection rather than that something
 * went wrong. `retry` loads it again; it rejects when that fails too.
 */
export class CodeLoadError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly retry: () => Promise<unknown>,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'CodeLoadError';
  }
}

/**
 * `load` (an `import()`) for code loaded on first use: when it fails and a
 * new build is being loaded instead, its promise waits for the page to go,
 * so nothing shows an error for the moment before; otherwise it rejects with
 * a CodeLoadError, and the next call loads anew (the browser fetches a failed
 * module again).
 */
export function importOrNewBuild<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch(async (error: unknown) => {
      if (await loadNewBuild()) await new Promise((resolve) => setTimeout(resolve, NEW_BUILD_GRACE_MS));
      throw new CodeLoadError(error, load);
    });
}
