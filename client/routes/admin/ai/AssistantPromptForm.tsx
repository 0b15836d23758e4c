// The assistant's prompt (4 rows, SPEC §9): Generate sends it (or
// Ctrl/⌘+Enter), Stop ends whatever is streaming, Clear conversation forgets
// the earlier prompts and everything generated. The prompt is kept after a
// failure, so Try again can resend it, and emptied once a post arrives.
// While the provider's wait after a rate limit runs, neither sends: it
// would only be refused again.
import { Send, SquareStop } from 'lucide';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AI_ASSISTANT } from '../../../../domain/ai/messages';
import { TEXTAREA_ROWS } from '../../../../domain/shared/constants';
import { Button } from '../../../components/Button';
import { TextAreaField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import type { useAssistant } from './useAssistant';

export function AssistantPromptForm({
  assistant,
  waiting,
}: {
  assistant: ReturnType<typeof useAssistant>;
  /** While the provider's wait runs: the id of the countdown, which says why Generate is off. */
  waiting: string | null;
}) {
  const { state } = assistant;
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const busy = state.loading !== null || state.improving;
  const hasSession =
    state.history.length > 0 ||
    state.content !== '' ||
    state.titles.length > 0 ||
    state.metaDescription !== '';

  useEffect(() => field.current?.focus(), []);
  // Generate and Stop take each other's place: the keyboard goes to the one now there when it was
  // on the one that left (focus fell to the page's body), not when it is elsewhere (the prompt
  // after Ctrl+Enter, a busy title button).
  const action = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(busy);
  useLayoutEffect(() => {
    if (wasBusy.current === busy) return;
    wasBusy.current = busy;
    if (!document.activeElement || document.activeElement === document.body) action.current?.focus();
  }, [busy]);
  // Both adjusted while rendering, not in effects: an effect left a frame where the new state
  // showed beside the old message or prompt (a browser test caught both messages at once).
  const [seen, setSeen] = useState({
    loading: state.loading,
    error: state.error,
    history: state.history.length,
  });
  if (seen.loading !== state.loading || seen.error !== state.error || seen.history !== state.history.length) {
    setSeen({ loading: state.loading, error: state.error, history: state.history.length });
    // "Please enter a prompt" is about the last Generate: another request, or its failure, takes its place.
    if (state.loading || state.error) setError(null);
    // The prompt that produced a post joins the conversation; the field is then free for the next one.
    if (state.history.length > seen.history) setPrompt('');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (waiting) return;
    if (prompt.trim() === '') {
      setError(AI_ASSISTANT.promptRequired);
      field.current?.focus();
      return;
    }
    setError(null);
    assistant.generateContent(prompt);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextAreaField
        ref={field}
        label="What should the post be about?"
        rows={TEXTAREA_ROWS.assistantPrompt}
        placeholder="e.g. A practical guide to piloting AI agents in a five-person support team"
        hint="Ctrl+Enter (⌘+Enter on a Mac) sends it. Follow-up prompts build on the earlier ones."
        value={prompt}
        error={error}
        onChange={(event) => {
          setPrompt(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
      />
      {state.history.length > 0 ? (
        <details className="text-sm text-slate-600">
          <summary className="cursor-pointer">Earlier prompts ({state.history.length})</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {state.history.map((entry, index) => (
              // The history only grows or empties: an entry's position is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>{entry}</li>
            ))}
          </ol>
        </details>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {/* Keys keep them two elements: one button turning into a submit button would also send the form. */}
        {busy ? (
          <Button ref={action} key="stop" variant="secondary" onClick={assistant.stop}>
            <Icon node={SquareStop} className="h-4 w-4" /> Stop
          </Button>
        ) : (
          // Off with `busy`, not `disabled`, so the keyboard keeps its place on it.
          <Button
            ref={action}
            key="generate"
            type="submit"
            busy={waiting !== null}
            aria-describedby={waiting ?? undefined}
          >
            <Icon node={Send} className="h-4 w-4" /> Generate
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => {
            assistant.clear();
            // It is disabled now, with nothing left to clear: the keyboard goes to the prompt, for a new start.
            field.current?.focus();
          }}
          disabled={!hasSession && !busy}
        >
          Clear conversation
        </Button>
      </div>
    </form>
  );
}
