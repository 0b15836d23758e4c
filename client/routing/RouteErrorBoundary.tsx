// The error boundary around every screen (and around the whole app, for a
// layout that fails): the page explains what happened and offers a way back
// instead of going blank. It resets on the next navigation, and a failed
// screen is tried again, with fresh data, when the value a layout puts in
// RetryFailedScreens changes (the back-office: the admin signed in again).
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageError } from '../components/PageError';

/** A value whose change renders the failed screens below again; unchanged, nothing happens. */
export const RetryFailedScreens = createContext<unknown>(undefined);

/** Calls `retry` once the context's value differs from the one the failure was shown with. */
function RetryOnChange({ retry }: { retry: () => void }) {
  const value = useContext(RetryFailedScreens);
  const shownWith = useRef(value);
  useEffect(() => {
    if (value !== shownWith.current) retry();
  }, [value, retry]);
  return null;
}

export function RouteErrorBoundary({
  children,
  standalone = false,
}: {
  /** The screen, or a function of the attempt (for the references a new attempt must not reuse). */
  children: ReactNode | ((attempt: number) => ReactNode);
  standalone?: boolean;
}) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [retry] = useState(() => () => setAttempt((current) => current + 1));
  const admin = /^\/admin(\/|$)/.test(location.pathname);
  const fallback = () => (
    <>
      <RetryOnChange retry={retry} />
      {standalone ? (
        <main className="mx-auto max-w-2xl px-4 py-16">
          <PageError admin={admin} />
        </main>
      ) : (
        <PageError admin={admin} />
      )}
    </>
  );
  return (
    <ErrorBoundary resetKey={`${location.key}|${attempt}`} fallback={fallback}>
      {typeof children === 'function' ? children(attempt) : children}
    </ErrorBoundary>
  );
}
