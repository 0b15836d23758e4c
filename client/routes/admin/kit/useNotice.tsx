// The one notice of a screen: what just happened (saved, deleted, failed),
// shown above the list; errors are announced at once, the rest politely.
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { settle } from './mutationFailure';

export type Notice = { tone: 'success' | 'error'; text: string };

export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const success = useCallback((text: string) => setNotice({ tone: 'success', text }), []);
  const error = useCallback((text: string) => setNotice({ tone: 'error', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  /**
   * Says how a mutation went: `done` when its result is the `expected` type;
   * otherwise the server's message, or `failed` when it has none or could not
   * be reached. Resolves to whether it succeeded.
   */
  const report = useCallback(
    async (
      response: Parameters<typeof settle>[0],
      expected: string,
      texts: { done: string; failed: string },
    ) => {
      const failure = await settle(response, expected);
      if (failure) error(failure.message || texts.failed);
      else success(texts.done);
      return failure === null;
    },
    [success, error],
  );
  const element = useMemo(() => (notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null), [notice]);
  return { notice, success, error, clear, report, element };
}
