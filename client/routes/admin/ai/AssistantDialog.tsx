// The post editor's AI Blog Assistant (SPEC §2, §4): a prompt that streams a
// post, improvements asked for right after, title suggestions and a meta
// description, each ready to use in the editor with one click. The model is
// called by the server; the key never reaches the browser. The session
// lives as long as the editor, so closing the dialog keeps what was written.
import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { AI_ASSISTANT, AI_VARIABLES, tryAgainInMessage } from '../../../../domain/ai/messages';
import type { AssistantPick } from '../../../../domain/ai/picks';
import type { AssistantDialogQuery } from '../../../__generated__/AssistantDialogQuery.graphql';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { Spinner } from '../../../components/Spinner';
import { AssistantPromptForm } from './AssistantPromptForm';
import { AssistantResults } from './AssistantResults';
import { type SessionError, secondsToWait } from './assistantSession';
import { useAssistant } from './useAssistant';

type Assistant = ReturnType<typeof useAssistant>;

export function AssistantDialog({
  open,
  onClose,
  postContent,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  /** The editor's content: what titles and the meta description describe when nothing was generated. */
  postContent: string;
  onPick: (pick: AssistantPick) => void;
}) {
  const [statusKey, setStatusKey] = useState(0);
  const refreshStatus = useCallback(() => setStatusKey((key) => key + 1), []);
  const assistant = useAssistant(postContent, refreshStatus);
  // Closing only hides the dialog: what is being written goes on, and is there when it opens
  // again (Stop ends it; leaving the editor does too).
  const close = onClose;
  const pick = (value: AssistantPick) => {
    onPick(value);
    close();
  };

  return (
    <Dialog open={open} onClose={close} title="AI Blog Assistant" className="max-w-3xl">
      <ErrorBoundary
        fallback={() => (
          <Alert tone="error" title="The assistant could not be loaded.">
            <p>Close this dialog and open it again.</p>
          </Alert>
        )}
      >
        <Suspense fallback={<Spinner label="Loading the assistant…" className="py-8" />}>
          <AssistantPanel statusKey={statusKey} assistant={assistant} onPick={pick} onClose={close} />
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}

function AssistantPanel({
  statusKey,
  assistant,
  onPick,
  onClose,
}: {
  statusKey: number;
  assistant: Assistant;
  onPick: (pick: AssistantPick) => void;
  onClose: () => void;
}) {
  const { assistantStatus: status } = useLazyLoadQuery<AssistantDialogQuery>(
    graphql`
      query AssistantDialogQuery {
        assistantStatus {
          configured
          model
          dailyTokenBudget
          tokensUsedToday
        }
      }
    `,
    {},
    { fetchKey: statusKey, fetchPolicy: 'store-and-network' },
  );

  const { state } = assistant;
  const wait = useSecondsToWait(state.error);
  const countdown = useId();
  // Every button that asks the provider is held while its wait runs, described by the countdown.
  const waiting = wait > 0 ? countdown : null;
  // The provider's "try again in N s" is stale once its wait has run out.
  const detail =
    state.error?.retryAt !== undefined && wait === 0 ? AI_ASSISTANT.providerWaitOver : state.error?.detail;
  if (!status.configured) return <NotConfigured onClose={onClose} />;
  return (
    <div className="space-y-5">
      <p className="text-xs text-slate-500">
        Model {status.model}
        {status.dailyTokenBudget != null
          ? ` · ${status.tokensUsedToday.toLocaleString('en-US')} of ${status.dailyTokenBudget.toLocaleString('en-US')} tokens used today`
          : ''}
      </p>
      <AssistantPromptForm assistant={assistant} waiting={waiting} />
      {state.error ? (
        <Alert tone="error" title={state.error.message}>
          {detail ? <p>{detail}</p> : null}
          {state.error.retry ? <RetryButton id={countdown} wait={wait} onRetry={assistant.retry} /> : null}
        </Alert>
      ) : null}
      <AssistantResults assistant={assistant} onPick={onPick} waiting={waiting} />
    </div>
  );
}

function NotConfigured({ onClose }: { onClose: () => void }) {
  return (
    <div className="space-y-4">
      <Alert tone="warning" title={AI_ASSISTANT.notConfigured}>
        <p>{AI_ASSISTANT.notConfiguredHelp}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {AI_VARIABLES.map((variable) => (
            <li key={variable}>
              <code>{variable}</code>
            </li>
          ))}
        </ul>
      </Alert>
      <div className="flex justify-end">
        <Button onClick={onClose}>Back to the editor</Button>
      </div>
    </div>
  );
}

/** The seconds left of the provider's wait (its Retry-After) after `error`, counted down each second; 0 when none. */
function useSecondsToWait(error: SessionError | null): number {
  const [now, setNow] = useState(Date.now);
  const wait = secondsToWait(error, now);
  const waiting = wait > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  // A new error's wait counts from now, not from when the last one ended.
  const [counted, setCounted] = useState(error);
  if (counted !== error) {
    setCounted(error);
    setNow(Date.now());
  }
  return wait;
}

/**
 * Try again, off while the provider's wait runs, its label counting the seconds down: Generate,
 * titles and meta point at it (`id`) as the reason they do not send meanwhile.
 */
function RetryButton({ id, wait, onRetry }: { id: string; wait: number; onRetry: () => void }) {
  const waiting = wait > 0;
  return (
    <Button id={id} variant="secondary" className="mt-3" onClick={onRetry} disabled={waiting}>
      {waiting ? tryAgainInMessage(wait) : AI_ASSISTANT.tryAgain}
    </Button>
  );
}
