// The one notice of a screen: what just happened (saved, deleted, failed),
// shown above the list; errors are announced at once, the rest politely.
// Successes go into a status region kept on the page (out of the layout
// while empty), errors are alerts, which are read as they appear; each is a
// new node, so one saying the same again is read again (components/announce).
import { useCallback, useMemo } from 'react';
import { Alert } from '../../../components/Alert';
import { useNumbered } from '../../../components/announce';
import { settle } from './mutationFailure';

export type Notice = { tone: 'success' | 'error'; text: string };

export function useNotice() {
  const { message: notice, say, clear } = useNumbered<Notice>();
  const show = useCallback((tone: Notice['tone'], text: string) => say({ tone, text }), [say]);
  const success = useCallback((text: string) => show('success', text), [show]);
  const error = useCallback((text: string) => show('error', text), [show]);
  /**
   * Says how a mutation went: `done` when its result is the `expected` type;
   * otherwise the server's message, or `failed` when it has none or could not
   * be reached. A screen acting on several rows gives `gone` for when one of
   * them was deleted meanwhile (the server's message names the ids it did not
   * find, for scripts) and `onGone` to show what is left; `onConflict` shows
   * the rows as they are now after a refusal of a stale version. Resolves to
   * whether it succeeded.
   */
  const report = useCallback(
    async (
      response: Parameters<typeof settle>[0],
      expected: string,
      texts: { done: string; failed: string; gone?: string; onGone?: () => void; onConflict?: () => void },
    ) => {
      const failure = await settle(response, expected);
      if (failure?.notFound && texts.gone) {
        error(texts.gone);
        texts.onGone?.();
      } else if (failure) {
        error(failure.message || texts.failed);
        if (failure.conflict) texts.onConflict?.();
      } else success(texts.done);
      return failure === null;
    },
    [success, error],
  );
  const element = useMemo(
    () => (
      <>
        <div role="status" className="empty:sr-only">
          {notice?.tone === 'success' ? (
            <Alert key={notice.number} tone="success" live={false}>
              {notice.text}
            </Alert>
          ) : null}
        </div>
        {notice?.tone === 'error' ? (
          <Alert key={notice.number} tone="error">
            {notice.text}
          </Alert>
        ) : null}
      </>
    ),
    [notice],
  );
  return { notice, success, error, clear, report, element };
}
