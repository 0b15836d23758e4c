// A screen's failure message that goes away once the admin signs in again,
// when it was the ended session that made the request fail: every request is
// refused while signed out, so what failed between the session being found
// ended and the new sign-in says nothing about what is on the screen, which
// is kept to be saved again. A failure from before the session ended stays.
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from './AuthProvider';

export function useFailure<T>(): [T | null, (failure: T | null) => void] {
  const { sessionEndedAt, resumedAt } = useAuth();
  const [state, setState] = useState<{ failure: T; at: number } | null>(null);
  const setFailure = useCallback(
    (failure: T | null) => setState(failure === null ? null : { failure, at: performance.now() }),
    [],
  );
  useEffect(() => {
    setState((current) =>
      current && current.at >= sessionEndedAt && current.at < resumedAt ? null : current,
    );
  }, [sessionEndedAt, resumedAt]);
  return [state?.failure ?? null, setFailure];
}
