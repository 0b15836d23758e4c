// Catches an error thrown while rendering its children (a failed query read
// by usePreloadedQuery, for instance) and renders a fallback for it instead
// of taking the page down.
import { Component, type ReactNode } from 'react';

export class ErrorBoundary extends Component<
  { fallback: (error: Error) => ReactNode; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
