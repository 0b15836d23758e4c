// The error boundary around every screen (and around the whole app, for a
// layout that fails): the page explains what happened and offers a way back
// instead of going blank. It resets on the next navigation, and a screen
// whose request was refused before the moment a layout puts in
// RetryFailedScreens is tried again with fresh data (the back-office: the
// admin has signed in again since).
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageError, PageLoadFailed } from '../components/PageError';
import { GraphQLResponseError, NetworkError } from '../relay/errors';
import { CodeLoadError } from './newBuild';

/**
 * A moment (`performance.now()`) after which the server answers differently:
 * a screen that failed on a request sent before it is rendered again.
 */
export const RetryFailedScreens = createContext(Number.NEGATIVE_INFINITY);

/**
 * Calls `retry` when the request that failed was sent before that moment,
 * whichever came first: the failure or the new moment. The new request is
 * sent after it, so a second failure stays.
 */
function RetryIfSentBefore({ error, retry }: { error: Error; retry: () => void }) {
  const since = useContext(RetryFailedScreens);
  const sentAt = error instanceof GraphQLResponseError ? error.sentAt : undefined;
  useEffect(() => {
    if (sentAt !== undefined && sentAt < since) retry();
  }, [sentAt, since, retry]);
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
  // Code or data that did not arrive is loaded again in place: a reload,
  // offline, would bring the page back from the service worker's cache to the
  // same failure (or to the browser's own offline page).
  const shown = (error: Error) =>
    error instanceof CodeLoadError ? (
      <PageLoadFailed admin={admin} onRetry={() => error.retry().then(retry)} />
    ) : error instanceof NetworkError ? (
      <PageLoadFailed admin={admin} onRetry={async () => retry()} />
    ) : (
      <PageError admin={admin} />
    );
  const fallback = (error: Error) => (
    <>
      <RetryIfSentBefore error={error} retry={retry} />
      {standalone ? <main className="mx-auto max-w-2xl px-4 py-16">{shown(error)}</main> : shown(error)}
    </>
  );
  return (
    <ErrorBoundary resetKey={`${location.key}|${attempt}`} fallback={fallback}>
      {typeof children === 'function' ? children(attempt) : children}
    </ErrorBoundary>
  );
}
