// Performance marks the first-visit bench reads (tests/bench/first-visit.bench.ts),
// and any field measurement can.
import { useEffect } from 'react';

/** Set in the task that starts running the page's scripts (client/main.tsx, client/islands.tsx). */
export const SCRIPTS_RUN_MARK = 'app:scripts-run';
/** The shell of a server-rendered page is hydrated (or the page rendered). */
export const HYDRATED_MARK = 'app:hydrated';
/**
 * The page's own content is hydrated: a Suspense boundary's content hydrates
 * after the shell, in a pass of its own, so this comes after HYDRATED_MARK.
 */
export const PAGE_HYDRATED_MARK = 'app:page-hydrated';

/** Sets the mark `name` once, when the part it is rendered in is first committed. */
export function MarkOnCommit({ name }: { name: string }) {
  useEffect(() => {
    performance.mark(name);
  }, [name]);
  return null;
}
