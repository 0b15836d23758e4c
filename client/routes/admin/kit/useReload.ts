// Reloading a list from the server after a change it cannot follow by
// itself: a row that leaves the filter it was shown under (a booking
// answered in "Requested", an email retried in "Failed"), counts beside the
// list, files uploaded. The rows shown stay until the new ones have come
// (a transition, not the screen's loading state), and as many rows come
// back as were shown (a page at least), so a list the admin had extended
// with "Show more" does not fall back to its first page.
import { useCallback, useTransition } from 'react';

type Refetch = (variables: { count?: number }, options: { fetchPolicy: 'network-only' }) => unknown;

export function useReload(refetch: Refetch, shown: number, pageSize: number): () => void {
  const [, startTransition] = useTransition();
  const count = Math.max(shown, pageSize);
  return useCallback(
    () =>
      startTransition(() => {
        refetch({ count }, { fetchPolicy: 'network-only' });
      }),
    [refetch, count],
  );
}
