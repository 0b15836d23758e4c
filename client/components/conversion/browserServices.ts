// Browser-only work of every public page, started from effects: the
// first-party page-view beacon and the service worker.
import { PAGE_VIEW_ENDPOINT, shouldTrackPageView } from '../../../domain/analytics';
import { SERVICE_WORKER_UPDATE_CHECK_MS } from '../../../domain/shared/constants';

export const UPDATE_PROMPT = 'A new version of this site is available. Refresh now?';

/** Marked once the page's registration of /sw.js has resolved (and it listens for an update). */
export const WORKER_REGISTERED_MARK = 'app:service-worker-registered';

let firstView = true;

/**
 * Runs `work` in a task of its own, after the one running now: the effects of
 * a hydrated page run in the task that commits it, already the longest of a
 * first visit on a slow phone, and neither the beacon nor the service worker
 * has to be in it (each was 5–25 ms of it on a 4× slowed CPU). Returns a
 * cancel for an effect's cleanup.
 */
export function inNextTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
/** What NotFoundMessage marks its page with: a page that does not exist is not a page view. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

/** Sends one page view without delaying anything (sendBeacon queues it for the browser to deliver). */
export function sendPageView(path: string): void {
  const doNotTrack = navigator.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack ?? null;
  // Read from the page shown (server-rendered, so there even before its part of the app has started).
  if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) return;
  if (!shouldTrackPageView({ hostname: window.location.hostname, doNotTrack, path })) return;
  // The referrer only means something for the page the visitor arrived on.
  const body = JSON.stringify({ path, referrer: firstView ? document.referrer : null });
  firstView = false;
  if (!navigator.sendBeacon?.(PAGE_VIEW_ENDPOINT, body)) {
    void fetch(PAGE_VIEW_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {});
  }
}

/**
 * Registers /sw.js. When an updated worker has installed, the visitor is
 * asked whether to refresh; on OK the new worker takes over and the page
 * reloads. Registration failures are only logged.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!reloading) return;
    window.location.reload();
  });
  const offerUpdate = (worker: ServiceWorker) => {
    if (!window.confirm(UPDATE_PROMPT)) return;
    reloading = true;
    worker.postMessage('SKIP_WAITING');
  };
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      performance.mark(WORKER_REGISTERED_MARK);
      if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // Without a controller this is the first install, not an update.
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
        });
      });
      setInterval(() => void registration.update().catch(() => {}), SERVICE_WORKER_UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}
