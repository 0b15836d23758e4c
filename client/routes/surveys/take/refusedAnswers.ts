// Answers the server refused for good (the survey was closed, or changed so
// that the answer no longer fits), told to the survey screen showing their
// respondent (`onAnswerRefused`), and kept in the tab's sessionStorage by
// respondent, question and answer counter. The refusal may come while no
// survey screen is shown (the visitor moved on before a retry got through):
// when the visitor comes back to that visit (Back, a reload), the screen
// sends those answers again (`takeRefused`), and says why if they are refused
// again. A new answer to the question, or the end of the visit, forgets them.

export type Refusal = { respondentId: string; questionId: string; sequence: number; message: string };

/** The refused answers' counters by respondent, then by question. */
type Stored = Record<string, Record<string, number>>;

export const REFUSED_STORAGE_KEY = 'meridian-lab:survey-refused';

const listeners = new Set<(refusal: Refusal) => void>();

/** Calls `listener` with each answer the server refuses for good. */
export function onAnswerRefused(listener: (refusal: Refusal) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(): Stored {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(REFUSED_STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};
  } catch {
    return {};
  }
}

function write(stored: Stored): void {
  try {
    if (Object.keys(stored).length > 0)
      window.sessionStorage.setItem(REFUSED_STORAGE_KEY, JSON.stringify(stored));
    else window.sessionStorage.removeItem(REFUSED_STORAGE_KEY);
  } catch {
    // Storage full or disabled: the screen shown is still told.
  }
}

/** The server refused an answer for good: kept for the visit, and told to the screen. */
export function answerRefused(refusal: Refusal): void {
  const stored = read();
  stored[refusal.respondentId] = { ...stored[refusal.respondentId], [refusal.questionId]: refusal.sequence };
  write(stored);
  for (const listener of listeners) listener(refusal);
}

/** A new answer to the question replaces the refused one. */
export function forgetRefused(respondentId: string, questionId?: string): void {
  const stored = read();
  const own = stored[respondentId];
  if (!own) return;
  if (questionId === undefined) delete stored[respondentId];
  else {
    delete own[questionId];
    if (Object.keys(own).length === 0) delete stored[respondentId];
  }
  write(stored);
}

/** The respondent's refused answers (question to counter), to send again; forgotten here. */
export function takeRefused(respondentId: string): Record<string, number> {
  const own = read()[respondentId] ?? {};
  forgetRefused(respondentId);
  return own;
}
