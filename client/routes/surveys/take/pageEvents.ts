// The page's comings and goings the survey reacts to, from one set of
// browser listeners per tab (registered on first use, in an effect or
// handler, never during a server render):
// - leaving: the page is hidden or left; text waiting for its pause is
//   queued (useSurveyAnswers), so that it is kept on the device;
// - returned: the page is in front again (the visitor came back to the tab
//   or app, or Back restored it from the back/forward cache), or the
//   connection is back; answers still waiting are sent now (the answer
//   queue), not at the end of a retry delay a phone stretched while the
//   page was in the background;
// - connection: the browser went online or offline; the save status says so.

export type PageEvent = 'leaving' | 'returned' | 'connection';

export type PageEvents = {
  /** Calls `listener` with each event; returns the function that stops it. */
  subscribe(listener: (event: PageEvent) => void): () => void;
};

type Target = Pick<EventTarget, 'addEventListener'>;

/** Listens to `win` and `doc` once, telling each event to every subscriber. */
export function watchPage(win: Target, doc: Target & { readonly visibilityState: DocumentVisibilityState }) {
  const listeners = new Set<(event: PageEvent) => void>();
  const tell = (event: PageEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  doc.addEventListener('visibilitychange', () =>
    tell(doc.visibilityState === 'hidden' ? 'leaving' : 'returned'),
  );
  win.addEventListener('pagehide', () => tell('leaving'));
  win.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) tell('returned');
  });
  win.addEventListener('online', () => {
    tell('connection');
    tell('returned');
  });
  win.addEventListener('offline', () => tell('connection'));
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } satisfies PageEvents;
}

let events: PageEvents | null = null;

/** This tab's page events. */
export function pageEvents(): PageEvents {
  events ??= watchPage(window, document);
  return events;
}
