// Browser entry. The app's frameworks are evaluated one per task (React,
// Relay's runtime, its React bindings, then the app) rather than in one long task, so
// a slow phone can paint and answer input between them while the page
// hydrates. The server announces every stage's chunk with the entry
// (modulepreload), so the stages cost no extra round trip.
import type { EarlyEscape } from '../server/http/ssr-contract';
import { retriedImport, wait } from './routing/entryImports';
import './styles.css';

// Inside the task that starts running the page's scripts: what the
// first-visit bench reads, and any field measurement can.
performance.mark('app:scripts-run');

// Until React takes the page, the inline script in its <head>
// (server/http/earlyEscape.ts) closes a menu shown as the page's target on
// Escape; from then on the app does.
const earlyEscape = (window as { __earlyEscape?: EarlyEscape }).__earlyEscape;

// Each stage runs the module bodies of what it imports that no earlier stage
// ran: the CommonJS packages, bundled whole, whose bodies are the long part.
// The order follows their imports: react-relay needs React and Relay's
// runtime, the app needs all of them. React Router is an ES module: imported
// here it would be bundled whole (a lazily imported module keeps all its
// exports, 44 KB gzip more), and its body only declares functions.
const STAGES = [
  () => import('react-dom/client'),
  () => import('relay-runtime'),
  () => import('react-relay/hooks'),
];

async function boot() {
  for (const stage of STAGES) {
    await retriedImport(stage);
    await wait(0);
  }
  const { startApp } = await retriedImport(() => import('./app'));
  startApp({ beforeHydration: () => earlyEscape?.stop() });
}

boot().catch((error: unknown) => {
  // The server-rendered page stays readable; only its interactivity is lost.
  console.error('The app failed to start', error);
});
