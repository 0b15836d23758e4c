// The browser's part of keeping a survey visit for a reload (the rules are
// in surveyProgress.ts): the tab's sessionStorage, the history entry's state
// naming the visit, and the Web Lock a tab holds while it shows the visit.
import {
  isObject,
  PROGRESS_STORAGE_KEY,
  parseProgress,
  type ShapedQuestion,
  type StoredVisit,
  type SurveyProgress,
  serializeProgress,
  storedVisitFor,
  VISIT_MARK,
} from './surveyProgress';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The visit of the history entry shown, if a survey was opened on it. */
export function visitOf(state: unknown = window.history.state): string | undefined {
  const visit = isObject(state) ? state[VISIT_MARK] : undefined;
  return typeof visit === 'string' ? visit : undefined;
}

/** Marks the history entry shown as the place of `visit` (the router's own fields stay). */
export function markVisit(visit: string): void {
  window.history.replaceState(
    { ...(isObject(window.history.state) ? window.history.state : {}), [VISIT_MARK]: visit },
    '',
  );
}

export function readStoredVisit(survey: { id: string; questions: readonly ShapedQuestion[] }): StoredVisit {
  let json: string | null = null;
  try {
    json = tabStorage()?.getItem(PROGRESS_STORAGE_KEY) ?? null;
  } catch {
    // Storage that cannot be read: nothing to continue.
  }
  return storedVisitFor(json, visitOf(), survey);
}

export function storeProgress(progress: SurveyProgress): void {
  try {
    tabStorage()?.setItem(PROGRESS_STORAGE_KEY, serializeProgress(progress));
  } catch {
    // Full or disabled: the survey goes on; only a reload would start it again.
  }
}

/** Forgets the stored visit (all of it, or only when it is `visit`). */
export function forgetProgress(visit?: string): void {
  try {
    const storage = tabStorage();
    if (!storage) return;
    if (visit !== undefined && parseProgress(storage.getItem(PROGRESS_STORAGE_KEY))?.visit !== visit) return;
    storage.removeItem(PROGRESS_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The Web Lock a tab holds while it shows `visit`. */
export const visitLockName = (visit: string) => `${PROGRESS_STORAGE_KEY}:${visit}`;

/**
 * How long a tab waits for the claim on a visit before it asks whether
 * another page holds it (the e2e tests too).
 */
export const CLAIM_WAIT_MS = 1000;

/**
 * Claims `visit` for this tab: resolves with the function that gives the
 * claim up once this tab holds it, or with null when another page holds it
 * (this tab is a copy of that one). The page that showed the visit before a
 * reload gives it up as it goes; the wait covers the moment that takes.
 * Past it, the claim is given up only if the lock is held: a grant that is
 * merely slow (a busy phone) is waited for, not taken for another tab's.
 * Without Web Locks (an old browser) there is nothing to tell: the visit goes
 * on, as before.
 */
export function claimVisit(visit: string): Promise<(() => void) | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const giveUpNothing = () => {};
  if (!locks) return Promise.resolve(giveUpNothing);
  const name = visitLockName(visit);
  const controller = new AbortController();
  /** Granted, or refused: no more asking. */
  let settled = false;
  const askLater = () => setTimeout(() => void heldElsewhere(), CLAIM_WAIT_MS);
  const heldElsewhere = async () => {
    if (settled) return;
    const held = await locks.query().then(
      (state) => state.held?.some((lock) => lock.name === name) ?? false,
      () => true,
    );
    // Granted meanwhile (it is then this tab's own lock), else held elsewhere or not yet granted.
    if (settled) return;
    if (held) controller.abort();
    else askLater();
  };
  askLater();
  return new Promise((resolve) => {
    locks
      .request(name, { signal: controller.signal }, () => {
        settled = true;
        // Held until the returned function is called, or the page goes.
        return new Promise<void>((release) => resolve(() => release()));
      })
      // Given up (aborted, or timed out by a signal of the tests' own): another page holds it.
      // Any other refusal (locks unusable here) leaves nothing to tell.
      .catch((error: unknown) => {
        settled = true;
        const reason = error instanceof DOMException ? error.name : '';
        resolve(reason === 'AbortError' || reason === 'TimeoutError' ? null : giveUpNothing);
      });
  });
}
