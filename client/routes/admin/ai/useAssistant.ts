// Runs assistant requests as Relay subscriptions (graphql-ws, loaded on the
// first request) and feeds what streams into the session reducer. Content is
// followed by an improvements request; Stop, or leaving the editor, disposes every
// subscription, which makes the server abort its request to the provider.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { type Disposable, requestSubscription } from 'relay-runtime';
import { AI_ASSISTANT } from '../../../../domain/ai/messages';
import { failureMessage, hasContent } from '../../../../domain/ai/tasks';
import type { useAssistantSubscription } from '../../../__generated__/useAssistantSubscription.graphql';
import { type AssistantRequest, emptySession, sessionReducer } from './assistantSession';

const assistantSubscription = graphql`
  subscription useAssistantSubscription($input: AssistantInput!) {
    assistant(input: $input) {
      __typename
      ... on AssistantDelta {
        text
      }
      ... on AssistantTitle {
        title
      }
      ... on AssistantDone {
        text
        cutOff
      }
      ... on Error {
        message
      }
      ... on AssistantProviderError {
        detail
        retryAfterSeconds
      }
      ... on AssistantNotConfiguredError {
        help
      }
    }
  }
`;

const NO_CONTENT = { TITLES: AI_ASSISTANT.noContentForTitles, META: AI_ASSISTANT.noContentForMeta } as const;

/** `postContent` is what titles and the meta description are written for when nothing was generated. */
export function useAssistant(postContent: string, onSettled: () => void) {
  const environment = useRelayEnvironment();
  const [state, dispatch] = useReducer(sessionReducer, emptySession);
  const running = useRef(new Set<Disposable>());

  const send = useCallback(
    (request: AssistantRequest) => {
      dispatch({ type: 'start', request });
      const fail = (
        message: string,
        detail: string | undefined,
        retryable: boolean,
        waitSeconds?: number | null,
      ) => {
        if (request.task === 'IMPROVEMENTS') console.warn(`${AI_ASSISTANT.improvementsFailed}: ${message}`);
        const retryAt = waitSeconds ? Date.now() + waitSeconds * 1000 : undefined;
        dispatch({ type: 'fail', request, message, detail, retryable, retryAt });
      };
      const subscription: Disposable = requestSubscription<useAssistantSubscription>(environment, {
        subscription: assistantSubscription,
        variables: { input: { ...request, history: request.history ? [...request.history] : null } },
        onNext: (response) => {
          const event = response?.assistant;
          if (!event) return;
          const {
            __typename: type,
            text = '',
            title = '',
            cutOff,
            message,
            detail,
            help,
            retryAfterSeconds,
          } = event;
          if (type === 'AssistantDelta') dispatch({ type: 'delta', task: request.task, text });
          else if (type === 'AssistantTitle') dispatch({ type: 'title', title });
          else if (type === 'AssistantDone') {
            dispatch({ type: 'done', request, text, cutOff });
            if (request.task === 'CONTENT') send({ task: 'IMPROVEMENTS', content: text });
          } else if (message) {
            // Every failure implements Error; only the provider's are worth trying again.
            fail(message, detail ?? help, type === 'AssistantProviderError', retryAfterSeconds);
          }
        },
        onError: () => {
          running.current.delete(subscription);
          fail(failureMessage(request.task), AI_ASSISTANT.connectionLost, true);
        },
        onCompleted: () => {
          running.current.delete(subscription);
          onSettled();
        },
      });
      running.current.add(subscription);
    },
    [environment, onSettled],
  );

  const stop = useCallback(() => {
    if (running.current.size === 0) return;
    for (const subscription of running.current) subscription.dispose();
    running.current.clear();
    dispatch({ type: 'stopped' });
    onSettled();
  }, [onSettled]);

  // Leaving the editor ends whatever is still streaming.
  useEffect(
    () => () => {
      for (const subscription of running.current) subscription.dispose();
    },
    [],
  );

  const contentToWorkOn = state.content || postContent;
  const describe = (task: 'TITLES' | 'META') => {
    if (!hasContent(contentToWorkOn)) {
      dispatch({ type: 'fail', request: { task }, message: NO_CONTENT[task], retryable: false });
      return;
    }
    send({ task, content: contentToWorkOn });
  };

  return {
    state,
    generateContent: (prompt: string) => send({ task: 'CONTENT', prompt, history: state.history }),
    generateTitles: () => describe('TITLES'),
    generateMetaDescription: () => describe('META'),
    retry: () => {
      if (state.error?.retry) send(state.error.retry);
    },
    stop,
    clear: () => {
      stop();
      dispatch({ type: 'clear' });
    },
  };
}
