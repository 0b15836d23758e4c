// Catches an error thrown while rendering its children (a failed query read
// by usePreloadedQuery, a chunk that failed to load, a bug) and renders a
// fallback for it instead of taking the page down. A new resetKey (the next
// navigation, a Try again) renders the children again, and a lazy
// component's code that failed to load is then loaded anew.
import { Component, type ReactNode } from 'react';
import { loadFailureShown } from '../routing/lazyComponent';

type Props = { fallback: (error: Error) => ReactNode; children: ReactNode; resetKey?: unknown };
type State = { error: Error | null; resetKey: unknown };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    loadFailureShown(error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
