// A screen's preloaded query with the post editor's load rule (SPEC §8):
// on failure the error is shown and loading is retried, 1000 ms apart, up to
// the policy's attempts; then a Try again button. Refusals (signed out, not
// allowed) are not retried.
import { Component, type ReactNode, useCallback, useEffect, useState } from 'react';
import { loadQuery, type PreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import type { RetryPolicy } from '../../../../domain/shared/constants';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { GraphQLResponseError, isTransient } from '../../../relay/errors';

class Boundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function LoadWithRetry<Q extends OperationType>({
  initial,
  query,
  policy,
  failedMessage,
  children,
}: {
  initial: PreloadedQuery<Q>;
  query: ConcreteRequest;
  policy: RetryPolicy;
  failedMessage: string;
  children: (queryRef: PreloadedQuery<Q>) => ReactNode;
}) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState({ ref: initial, attempt: 1, error: null as unknown, retrying: false });

  // The query is started here, never inside a state updater: React may run an
  // updater again when a render suspends, which would start it again.
  const load = useCallback(
    (attempt: number) => {
      const ref = loadQuery<Q>(environment, query, initial.variables, { fetchPolicy: 'network-only' });
      setState({ ref, attempt, error: null, retrying: false });
    },
    [environment, query, initial.variables],
  );

  useEffect(() => {
    if (!state.retrying) return;
    const timer = setTimeout(() => load(state.attempt + 1), policy.delayMs(state.attempt));
    return () => clearTimeout(timer);
  }, [state.retrying, state.attempt, load, policy]);

  const onError = useCallback(
    (error: unknown) =>
      setState((current) => ({
        ...current,
        error,
        retrying: current.attempt < policy.attempts && isTransient(error),
      })),
    [policy],
  );

  if (state.error) {
    const detail = state.error instanceof GraphQLResponseError ? state.error.message : null;
    return (
      <div className="space-y-4">
        <Alert tone="error" title={failedMessage}>
          {detail && detail !== failedMessage ? <p>{detail}</p> : null}
          {state.retrying ? <p>Trying again…</p> : null}
        </Alert>
        {state.retrying ? null : (
          <Button variant="secondary" onClick={() => load(1)}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return <Boundary onError={onError}>{children(state.ref)}</Boundary>;
}
