// The error boundary around every screen (and around the whole app, for a
// layout that fails): the page explains what happened and offers a way back
// instead of going blank. It resets on the next navigation.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageError } from '../components/PageError';

export function RouteErrorBoundary({
  children,
  standalone = false,
}: {
  children: ReactNode;
  standalone?: boolean;
}) {
  const location = useLocation();
  const admin = /^\/admin(\/|$)/.test(location.pathname);
  const fallback = () =>
    standalone ? (
      <main className="mx-auto max-w-2xl px-4 py-16">
        <PageError admin={admin} />
      </main>
    ) : (
      <PageError admin={admin} />
    );
  return (
    <ErrorBoundary resetKey={location.key} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}
