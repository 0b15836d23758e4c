// Where the survey screen keeps a visit for a reload (client/routes/surveys/
// take/surveyProgress.ts), and the inline script that forgets it on the page
// saying the survey is gone (closed or deleted). That page also forgets it
// once its app runs, but a visitor may reload before then (a slow phone, a
// script that failed to load): the stored visit would then go on when the
// survey opens again. The script runs as the server's HTML is read, before
// the page shows the message, so once the visitor can see the survey is gone
// its visit is forgotten. It is a fixed text: the Content-Security-Policy
// allows it by its hash (server/http/security.ts).

/** The tab's sessionStorage key of the survey visit under way. */
export const PROGRESS_STORAGE_KEY = 'meridian-lab:survey-progress';
/** The field of a history entry's state that names the survey visit shown on it. */
export const VISIT_MARK = 'surveyVisit';

/** Removes the stored visit when it is the one of the history entry shown (as forgetProgress(visitOf()) does). */
export const FORGET_VISIT_SCRIPT = `(() => {
  try {
    const state = history.state;
    const visit = state && typeof state === 'object' ? state[${JSON.stringify(VISIT_MARK)}] : undefined;
    const stored = JSON.parse(sessionStorage.getItem(${JSON.stringify(PROGRESS_STORAGE_KEY)}) || 'null');
    if (typeof visit === 'string' && stored && stored.visit === visit)
      sessionStorage.removeItem(${JSON.stringify(PROGRESS_STORAGE_KEY)});
  } catch {}
})();`;
