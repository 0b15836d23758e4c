// What the AI assistant says (SPEC §8 AI assistant), word for word, plus the
// messages of what the spec did not have: a server-side key, a daily budget
// and provider failures told apart. Server and dialog share them.
import { formatMessage, plural } from '../shared/messages';

export const AI_ASSISTANT = {
  contentFailed: 'Failed to generate content',
  titlesFailed: 'Failed to generate titles',
  metaFailed: 'Failed to generate meta description',
  improvementsFailed: 'Failed to generate improvements',
  noContentForTitles: 'No content available to generate titles',
  noContentForMeta: 'No content available to generate meta description',
  noContentToAnalyze: 'No content available to analyze',
  /** Not in the spec, which disabled the send button instead. */
  promptRequired: 'Please enter a prompt',
  notConfigured: 'The AI assistant is not configured.',
  /** How to configure it; the variables are listed after it. */
  notConfiguredHelp:
    'Set these variables on the server and restart it. Only OPENAI_API_KEY is required; OPENAI_BASE_URL points at any OpenAI-compatible server (Ollama, vLLM, a proxy) and AI_MODEL picks the model.',
  /** `{count}` is the daily number of tokens with its noun (budgetExhaustedMessage). */
  budgetExhausted:
    "You have used today's AI assistant budget of {count}. It renews at midnight UTC; an administrator of the server can raise AI_DAILY_TOKEN_BUDGET.",
  /**
   * What is left of the budget cannot hold the most a request may use (its prompt and the
   * task's max tokens, SPEC §9): `{left}` and `{needed}` are numbers of tokens with their noun
   * (budgetTooSmallMessage).
   */
  budgetTooSmall:
    "What is left of today's AI assistant budget ({left}) is not enough for this request, which may use up to {needed}. Ask for something shorter, or wait until it renews at midnight UTC; an administrator of the server can raise AI_DAILY_TOKEN_BUDGET.",
  providerRefusedKey: 'The AI provider refused the API key. Check OPENAI_API_KEY on the server.',
  providerBusy:
    'The AI provider is rate limiting requests or the account is out of credit. Try again shortly.',
  /** A 429 whose Retry-After said how long: `{seconds}` (providerBusyForMessage). */
  providerBusyFor: 'The AI provider is rate limiting requests. Try again in {seconds} s.',
  /** Replaces providerBusyFor once the wait it named has run out, so the alert no longer says to wait. */
  providerWaitOver: 'The AI provider was rate limiting requests; its wait is over, so you can try again now.',
  providerRejected: 'The AI provider could not handle this request. Check AI_MODEL on the server.',
  providerUnavailable: 'The AI provider did not answer. Try again in a moment.',
  /** The reply began, then nothing came for a minute. */
  providerStalled: 'The AI provider stopped sending its reply. Try again in a moment.',
  /** The reply went on past the task's token limit (SPEC §9), which the provider should have kept to. */
  providerOverran:
    'The AI provider kept writing past the length limit of one reply, so it was stopped there. Try again, or check AI_MODEL on the server.',
  /** The reply was still coming after MAX_REPLY_MS (10 minutes). */
  providerTooSlow: 'The AI provider took too long to reply. Try again in a moment.',
  tryAgain: 'Try again',
  /** Try again while the provider's wait (its Retry-After) runs: `{seconds}` (tryAgainInMessage). */
  tryAgainIn: 'Try again in {seconds} s',
  connectionLost: 'The connection to the server was interrupted. Check your network and try again.',
  /** Where a "use" button of the dialog put its text, said beside Undo in the editor. */
  picked: {
    content: 'The generated post is in the content.',
    title: 'The suggested title is in the title.',
    meta: 'The meta description is in the excerpt.',
  },
  /** Said to a screen reader as a request starts (the spinner shows it too), then as it ends. */
  working: {
    CONTENT: 'Writing the post…',
    TITLES: 'Suggesting titles…',
    META: 'Writing the meta description…',
  },
  finished: {
    CONTENT: 'The post is written.',
    TITLES: 'The title suggestions are ready.',
    META: 'The meta description is written.',
    IMPROVEMENTS: 'The suggested improvements are ready.',
  },
  /** The note under a post that did not reach its end, by how its run ended (one at a time). */
  contentEnded: {
    /** Stopped by the admin before its end: what arrived stays, marked as such. */
    stopped: 'Stopped before the end: the post may be cut off. Send the prompt again for a whole one.',
    /** The reply broke off (the provider failed mid-way): what arrived stays, marked as such. */
    brokenOff: 'The reply broke off before the end: the post may be cut off. Try again for a whole one.',
    /** It reached the content task's token limit (SPEC §9: 2000). */
    cutOff:
      'The post reached the length limit of one reply and ends mid-way. Ask for a shorter post, or finish it in the editor.',
  },
} as const;

/** The variables that configure the assistant, in the order the help lists them. */
export const AI_VARIABLES = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'AI_MODEL'] as const;

const tokens = (count: number) => plural(count, 'token', 'tokens', count.toLocaleString('en-US'));

/** AI_ASSISTANT.budgetExhausted for a daily budget of `budget` tokens. */
export const budgetExhaustedMessage = (budget: number) =>
  formatMessage(AI_ASSISTANT.budgetExhausted, {
    count: tokens(budget),
  });

/** AI_ASSISTANT.budgetTooSmall for `left` tokens of the budget and a request that may use `needed`. */
export const budgetTooSmallMessage = (left: number, needed: number) =>
  formatMessage(AI_ASSISTANT.budgetTooSmall, { left: tokens(left), needed: tokens(needed) });

/** AI_ASSISTANT.providerBusyFor for a wait of `seconds`. */
export const providerBusyForMessage = (seconds: number) =>
  formatMessage(AI_ASSISTANT.providerBusyFor, { seconds: seconds.toLocaleString('en-US') });

/** AI_ASSISTANT.tryAgainIn for a wait of `seconds`. */
export const tryAgainInMessage = (seconds: number) =>
  formatMessage(AI_ASSISTANT.tryAgainIn, { seconds: seconds.toLocaleString('en-US') });
