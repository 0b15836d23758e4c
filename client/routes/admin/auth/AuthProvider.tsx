// The admin auth store: initialized, loading, error and user, with the
// actions of SPEC §4. Wraps every admin route, so public pages never load it.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { commitMutation, fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { Environment, GraphQLTaggedNode, MutationParameters, Observable } from 'relay-runtime';
import type { AuthProviderSignInMutation } from '../../../__generated__/AuthProviderSignInMutation.graphql';
import type { AuthProviderSignOutMutation } from '../../../__generated__/AuthProviderSignOutMutation.graphql';
import type { AuthProviderViewerQuery } from '../../../__generated__/AuthProviderViewerQuery.graphql';
import { onSessionEnded, renewSubscriptionSocket } from '../../../relay/environment';
import { failureOf } from '../../../relay/mutationFailure';
import { EditorDraftOwner, forgetEditorDrafts } from '../kit/useEditorDraft';
import {
  type AuthOutcome,
  type AuthTransport,
  type AuthUser,
  checkAuth as checkAuthRule,
  signIn as signInRule,
  signOut as signOutRule,
} from './authClient';

const viewerQuery = graphql`
  query AuthProviderViewerQuery {
    viewer {
      id
      email
      name
      role
    }
  }
`;

const signInMutation = graphql`
  mutation AuthProviderSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInPayload {
        viewer {
          id
          email
          name
          role
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

const signOutMutation = graphql`
  mutation AuthProviderSignOutMutation {
    signOut {
      signedOut
    }
  }
`;

/** Resolves with the first value; unsubscribing on abort cancels the request. */
function firstValue<T>(observable: Observable<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const subscription = observable.subscribe({ next: resolve, error: reject });
    signal.addEventListener('abort', () => subscription.unsubscribe(), { once: true });
  });
}

function mutate<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
  signal: AbortSignal,
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    const disposable = commitMutation<M>(environment, {
      mutation,
      variables,
      onCompleted: (response, errors) =>
        errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response),
      onError: reject,
    });
    signal.addEventListener('abort', () => disposable.dispose(), { once: true });
  });
}

type ViewerFields = { id: string; email: string; name?: string | null; role?: string | null };
const toUser = ({ id, email, name, role }: ViewerFields): AuthUser => ({
  id,
  email,
  name: name ?? null,
  role: role ?? null,
});

export function relayAuthTransport(environment: Environment): AuthTransport {
  return {
    fetchViewer: async (signal) => {
      const data = await firstValue(
        fetchQuery<AuthProviderViewerQuery>(environment, viewerQuery, {}, { fetchPolicy: 'network-only' }),
        signal,
      );
      return data.viewer ? toUser(data.viewer) : null;
    },
    signIn: async (email, password, signal) => {
      const { signIn } = await mutate<AuthProviderSignInMutation>(
        environment,
        signInMutation,
        { input: { email, password } },
        signal,
      );
      if (signIn.__typename === 'SignInPayload' && signIn.viewer) {
        renewSubscriptionSocket();
        return { user: toUser(signIn.viewer) };
      }
      const refused = failureOf(signIn, 'SignInPayload')?.message;
      if (refused) return { refused };
      throw new Error('Unexpected sign-in answer');
    },
    signOut: async (signal) => {
      await mutate<AuthProviderSignOutMutation>(environment, signOutMutation, {}, signal);
      renewSubscriptionSocket();
      // Changes kept by editors stay with the admin who made them, not the next person at this browser.
      forgetEditorDrafts();
    },
  };
}

export type AuthState = {
  initialized: boolean;
  loading: boolean;
  error: string | null;
  user: AuthUser | null;
  /** The server refused a request of this signed-in admin as not signed in: the session has ended. */
  sessionEnded: boolean;
  /**
   * When the session was first found ended since the admin last signed in
   * (`performance.now()`): what failed between then and resumedAt failed
   * because of it (useFailure).
   */
  sessionEndedAt: number;
  /** When the admin last signed in again over the screen (`performance.now()`): what failed before loads again. */
  resumedAt: number;
};

type AuthContextValue = AuthState & {
  checkAuth(): Promise<AuthOutcome>;
  signIn(email: string, password: string): Promise<AuthOutcome>;
  /**
   * Signs in again after the session ended, keeping the screen (and what was
   * typed in it): a refusal leaves the admin where they are, unlike signIn,
   * which drops the user and so the screen.
   */
  resumeSession(email: string, password: string): Promise<AuthOutcome>;
  /** Puts the sign-in prompt away; the next refused request brings it back. */
  dismissSessionEnded(): void;
  signOut(): Promise<{ error: string | null }>;
  clearError(): void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<AuthState>({
    initialized: false,
    loading: false,
    error: null,
    user: null,
    sessionEnded: false,
    sessionEndedAt: Number.NEGATIVE_INFINITY,
    resumedAt: Number.NEGATIVE_INFINITY,
  });
  const pendingCheck = useRef<Promise<AuthOutcome> | null>(null);
  /** When the sign-in prompt was put away: answers to requests sent before then do not bring it back. */
  const dismissedAt = useRef(Number.NEGATIVE_INFINITY);

  // Actions keep their identity across renders; a session check already under
  // way is shared rather than started again.
  const actions = useMemo(() => {
    const transport = relayAuthTransport(environment);
    const run = async <T extends { error: string | null }>(
      action: () => Promise<T>,
      apply: (result: T) => Partial<AuthState>,
    ): Promise<T> => {
      setState((current) => ({ ...current, loading: true, error: null }));
      const result = await action();
      setState((current) => ({
        ...current,
        ...apply(result),
        initialized: true,
        loading: false,
        error: result.error,
      }));
      return result;
    };
    return {
      checkAuth: () => {
        pendingCheck.current ??= run(
          () => checkAuthRule(transport),
          (outcome) => ({ user: outcome.user }),
        ).finally(() => {
          pendingCheck.current = null;
        });
        return pendingCheck.current;
      },
      signIn: (email: string, password: string) =>
        run(
          () => signInRule(transport, email, password),
          (outcome) => ({ user: outcome.user }),
        ),
      signOut: () =>
        run(
          () => signOutRule(transport),
          (outcome) => (outcome.error ? {} : { user: null }),
        ),
      resumeSession: async (email: string, password: string) => {
        const outcome = await signInRule(transport, email, password);
        if (outcome.user) {
          const user = outcome.user;
          const resumedAt = performance.now();
          setState((current) => ({ ...current, user, error: null, sessionEnded: false, resumedAt }));
        }
        return outcome;
      },
      dismissSessionEnded: () => {
        dismissedAt.current = performance.now();
        setState((current) => ({ ...current, sessionEnded: false }));
      },
      clearError: () => setState((current) => ({ ...current, error: null })),
    };
  }, [environment]);

  useEffect(
    () =>
      onSessionEnded((sentAt) => {
        if (sentAt < dismissedAt.current) return;
        const noticedAt = performance.now();
        setState((current) =>
          current.user && !current.sessionEnded
            ? {
                ...current,
                sessionEnded: true,
                // "Not now" and a later refusal: still the same ended session.
                sessionEndedAt:
                  current.sessionEndedAt > current.resumedAt ? current.sessionEndedAt : noticedAt,
              }
            : current,
        );
      }),
    [],
  );

  const value = useMemo<AuthContextValue>(() => ({ ...state, ...actions }), [state, actions]);
  return (
    <AuthContext.Provider value={value}>
      <EditorDraftOwner.Provider value={state.user?.id ?? null}>{children}</EditorDraftOwner.Provider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
