// What the assistant produced, each with its "use" button: the generated
// post (rendered as it streams; the server sends only the allowed tags) with
// a copy button and Suggested Improvements under it, then the title
// suggestions and the meta description. What runs in the background (the post
// streaming, the improvements after it) is said to a screen reader as it
// starts and as it ends, in a live region that stays on the page.
import { FileText, Type } from 'lucide';
import { useEffect, useRef } from 'react';
import { AI_ASSISTANT } from '../../../../domain/ai/messages';
import { metaDescriptionLength } from '../../../../domain/ai/output';
import type { AssistantPick } from '../../../../domain/ai/picks';
import { bannedWordsIn } from '../../../../domain/ai/prompts';
import { useAnnouncer } from '../../../components/announce';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import type { useAssistant } from './useAssistant';

type Props = {
  assistant: ReturnType<typeof useAssistant>;
  onPick: (pick: AssistantPick) => void;
  /** While the provider's wait runs: the id of the countdown, which says why titles and meta are off. */
  waiting: string | null;
};

const WAITING_LABEL = AI_ASSISTANT.working;

/**
 * Says what the session says of its work (`said`: a request started, or ended well) as it
 * changes, and empties the region when a failure, a Stop or Clear ended it. Not what was said
 * before the dialog opened again.
 */
function useProgressAnnouncer(said: Props['assistant']['state']['said']) {
  const { announce, clear, region } = useAnnouncer();
  const last = useRef(said);
  useEffect(() => {
    if (said === last.current) return;
    last.current = said;
    if (said) announce(said.text);
    else clear();
  }, [said, announce, clear]);
  return region;
}

export function AssistantResults({ assistant, onPick, waiting }: Props) {
  const { state } = assistant;
  // Off with `busy` (the keyboard keeps its place) while a request runs, or while the provider's
  // wait does: a request then would only be refused again.
  const held = state.loading !== null || waiting !== null;
  const loadingTask = state.loading?.task;
  const streamingContent = loadingTask === 'CONTENT';
  const banned = !streamingContent && state.content !== '' ? bannedWordsIn(state.content) : [];
  const progress = useProgressAnnouncer(state.said);

  return (
    <div className="space-y-5">
      {progress}
      {state.waiting && loadingTask && loadingTask !== 'IMPROVEMENTS' ? (
        // Said by the progress region, which was on the page before it.
        <Spinner label={WAITING_LABEL[loadingTask]} className="py-4" announced={false} />
      ) : null}

      {state.content !== '' ? (
        <section aria-labelledby="assistant-content" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="assistant-content" className="text-sm font-semibold text-slate-900">
              Generated content
            </h3>
            <div className="flex gap-2">
              <CopyButton text={state.content} />
              <Button
                onClick={() => onPick({ kind: 'content', text: state.content })}
                disabled={streamingContent}
              >
                Use content
              </Button>
            </div>
          </div>
          <div
            aria-busy={streamingContent}
            className="post-content rounded-md bg-slate-50 p-4 text-base ring-1 ring-slate-200"
            // Sanitized by the server to h2, h3, p, b, ol, ul and li without attributes.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
            dangerouslySetInnerHTML={{ __html: state.content }}
          />
          {state.ended && state.ended !== 'whole' ? (
            <p className="text-xs text-amber-800">{AI_ASSISTANT.contentEnded[state.ended]}</p>
          ) : null}
          {banned.length > 0 ? (
            <p className="text-xs text-amber-800">Uses words from the banned list: {banned.join(', ')}.</p>
          ) : null}
        </section>
      ) : null}

      {state.improving || state.improvements !== '' ? (
        <section aria-labelledby="assistant-improvements" className="space-y-2">
          <h3 id="assistant-improvements" className="text-sm font-semibold text-slate-900">
            Suggested Improvements
          </h3>
          {state.improvements === '' ? (
            <Spinner label="Reviewing the post…" className="justify-start" />
          ) : null}
          <div
            aria-busy={state.improving}
            className="post-content text-base"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server like the content
            dangerouslySetInnerHTML={{ __html: state.improvements }}
          />
        </section>
      ) : null}

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Button
          variant="secondary"
          onClick={assistant.generateTitles}
          busy={held}
          aria-describedby={waiting ?? undefined}
        >
          <Icon node={Type} className="h-4 w-4" /> Generate Title Suggestions
        </Button>
        <Button
          variant="secondary"
          onClick={assistant.generateMetaDescription}
          busy={held}
          aria-describedby={waiting ?? undefined}
        >
          <Icon node={FileText} className="h-4 w-4" /> Generate Meta Description
        </Button>
      </div>

      {state.titles.length > 0 ? (
        <section aria-labelledby="assistant-titles" className="space-y-2">
          <h3 id="assistant-titles" className="text-sm font-semibold text-slate-900">
            Title suggestions
          </h3>
          <ul className="divide-y divide-slate-200 rounded-md ring-1 ring-slate-200">
            {state.titles.map((title, index) => (
              // Titles only arrive or empty: a position is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 wrap-anywhere">{title}</span>
                <Button
                  variant="ghost"
                  aria-label={`Use title: ${title}`}
                  onClick={() => onPick({ kind: 'title', text: title })}
                >
                  Use
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {state.metaDescription !== '' ? (
        <section aria-labelledby="assistant-meta" className="space-y-2">
          <h3 id="assistant-meta" className="text-sm font-semibold text-slate-900">
            Meta description
          </h3>
          <div className="flex items-start justify-between gap-3 rounded-md p-3 text-sm ring-1 ring-slate-200">
            <p>
              {state.metaDescription}{' '}
              <span className="text-xs text-slate-500">({metaDescriptionLength(state.metaDescription)})</span>
            </p>
            <Button
              variant="ghost"
              aria-label="Use meta description"
              disabled={loadingTask === 'META'}
              onClick={() => onPick({ kind: 'meta', text: state.metaDescription })}
            >
              Use
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
