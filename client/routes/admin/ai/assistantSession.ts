// The assistant session (SPEC §3): content, title suggestions, meta
// description, improvements, what is loading, the error, and the earlier
// prompts. A pure reducer over what the subscription streams, so the
// dialog's rules are tested without a browser.
import { AI_ASSISTANT } from '../../../../domain/ai/messages';
import type { AssistantTask } from '../../../../domain/ai/tasks';

/** A request as sent, kept so Try again can send it once more. */
export type AssistantRequest = {
  task: AssistantTask;
  prompt?: string;
  content?: string;
  history?: readonly string[];
};

export type SessionState = {
  content: string;
  titles: string[];
  metaDescription: string;
  improvements: string;
  history: string[];
  /** The content, titles or meta description request in flight (the loading flag). */
  loading: AssistantRequest | null;
  /** Until its first piece arrives (the spinner). */
  waiting: boolean;
  /** Improvements are asked for in the background after content. */
  improving: boolean;
  /** How the shown post's run ended (null while it streams, or when there is none); one note says so. */
  ended: ContentEnd | null;
  error: SessionError | null;
  /**
   * What the dialog's hidden live status says: a request started, or ended well. Null once a
   * failure ended it (its alert says so, once), a Stop or Clear conversation: nothing is being
   * written then. A new object each time, so the same words are said again when they come again.
   */
  said: { text: string } | null;
};

/** What failed; Try again resends `retry`, not before `retryAt` (ms since the epoch) when the provider asked to wait. */
export type SessionError = {
  message: string;
  detail?: string;
  retry: AssistantRequest | null;
  retryAt?: number;
};

/**
 * How a post's run ended, the first way it did: 'whole' (it reached its end),
 * 'stopped' (by the admin, what is shown may be cut off), 'brokenOff' (the
 * provider failed mid-way), 'cutOff' (it reached the token limit of one reply).
 */
export type ContentEnd = 'whole' | 'stopped' | 'brokenOff' | 'cutOff';

export type SessionAction =
  | { type: 'start'; request: AssistantRequest }
  | { type: 'delta'; task: AssistantTask; text: string }
  | { type: 'title'; title: string }
  | { type: 'done'; request: AssistantRequest; text: string; cutOff?: boolean }
  | {
      type: 'fail';
      request: AssistantRequest;
      message: string;
      detail?: string;
      retryable: boolean;
      retryAt?: number;
    }
  | { type: 'stopped' }
  | { type: 'clear' };

export const emptySession: SessionState = {
  content: '',
  titles: [],
  metaDescription: '',
  improvements: '',
  history: [],
  loading: null,
  waiting: false,
  improving: false,
  ended: null,
  error: null,
  said: null,
};

const withPrompt = (history: string[], prompt: string | undefined) =>
  prompt && prompt.trim() !== '' ? [...history, prompt.trim()] : history;

/**
 * A post's run reports its end only while it is the one loading: one that ended already (a
 * failure or an answer reported after Stop) changes nothing, so one note says how it ended.
 */
const endedBefore = (state: SessionState, request: AssistantRequest) =>
  request.task === 'CONTENT' && state.loading?.task !== 'CONTENT';

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'start': {
      const { task } = action.request;
      // The status still says the post is written: the improvements are asked for in the background.
      if (task === 'IMPROVEMENTS') return { ...state, improvements: '', improving: true };
      const cleared =
        task === 'CONTENT'
          ? {
              content: '',
              improvements: '',
              ended: null,
            }
          : task === 'TITLES'
            ? { titles: [] }
            : { metaDescription: '' };
      return {
        ...state,
        ...cleared,
        loading: action.request,
        waiting: true,
        error: null,
        said: { text: AI_ASSISTANT.working[task] },
      };
    }
    case 'delta':
      if (action.task === 'IMPROVEMENTS') return { ...state, improvements: state.improvements + action.text };
      if (action.task === 'META')
        return { ...state, metaDescription: state.metaDescription + action.text, waiting: false };
      return { ...state, content: state.content + action.text, waiting: false };
    case 'title':
      return { ...state, titles: [...state.titles, action.title], waiting: false };
    case 'done': {
      if (endedBefore(state, action.request)) return state;
      const { task, prompt } = action.request;
      const said = { text: AI_ASSISTANT.finished[task] };
      if (task === 'IMPROVEMENTS') return { ...state, improvements: action.text, improving: false, said };
      const settled = { ...state, loading: null, waiting: false, said };
      if (task === 'CONTENT')
        return {
          ...settled,
          content: action.text,
          ended: action.cutOff === true ? 'cutOff' : 'whole',
          history: withPrompt(state.history, prompt),
        };
      if (task === 'TITLES') return { ...settled, titles: action.text.split('\n').filter(Boolean) };
      return { ...settled, metaDescription: action.text };
    }
    case 'fail':
      // A failure of the improvements is only logged (SPEC §4): the status still says the post is written.
      if (action.request.task === 'IMPROVEMENTS') return { ...state, improving: false };
      if (endedBefore(state, action.request)) return state;
      return {
        ...state,
        loading: null,
        waiting: false,
        // The failure's alert says it: the status neither says it again nor goes on saying it is writing.
        said: null,
        // What arrived before the provider failed stays, said to be cut off.
        ended: action.request.task === 'CONTENT' && state.content !== '' ? 'brokenOff' : state.ended,
        error: {
          message: action.message,
          detail: action.detail,
          retry: action.retryable ? action.request : null,
          retryAt: action.retryAt,
        },
      };
    case 'stopped':
      // What arrived stays; a stopped post still counts as asked for.
      return {
        ...state,
        loading: null,
        waiting: false,
        improving: false,
        // The admin stopped it: nothing is being written, and what was stopped is not ready.
        said: null,
        ended: state.loading?.task === 'CONTENT' && state.content !== '' ? 'stopped' : state.ended,
        history:
          state.loading?.task === 'CONTENT' && state.content !== ''
            ? withPrompt(state.history, state.loading.prompt)
            : state.history,
      };
    case 'clear':
      return emptySession;
  }
}

/** Whole seconds until Try again may be pressed at `now` (ms since the epoch): 0 when it may. */
export function secondsToWait(error: SessionError | null, now: number): number {
  return error?.retryAt === undefined ? 0 : Math.max(0, Math.ceil((error.retryAt - now) / 1000));
}
