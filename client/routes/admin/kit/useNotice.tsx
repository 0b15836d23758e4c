// The one notice of a screen: what just happened (saved, deleted, failed),
// shown above the list; errors are announced at once, the rest politely.
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '../../../components/Alert';

export type Notice = { tone: 'success' | 'error'; text: string };

export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const success = useCallback((text: string) => setNotice({ tone: 'success', text }), []);
  const error = useCallback((text: string) => setNotice({ tone: 'error', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  const element = useMemo(() => (notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null), [notice]);
  return { notice, success, error, clear, element };
}
