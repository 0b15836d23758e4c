// Constants and limits of SPEC §9 that several modules share; a module's
// own ones live in its file (media, ai, crm, conversion...).

export const BLOG_PAGE_SIZE = 10;
/** Largest `first` any connection accepts. */
export const MAX_PAGE_SIZE = 100;
/** `first` of a connection when the caller gives none. */
export const DEFAULT_CONNECTION_SIZE = 20;
/** What every list answers (BAD_USER_INPUT) to an `after`/`before` that is not one of its cursors. */
export const INVALID_CURSOR = 'Invalid cursor';

export const DB_CLIENT_TIMEOUT_MS = 30_000;

export type RetryPolicy = {
  attempts: number;
  /** Delay before the next attempt; `attempt` counts from 1. */
  delayMs: (attempt: number) => number;
  /** Per-attempt time limit, if any. */
  timeoutMs?: number;
};

/** Generic retry helper: 3 attempts, 1 s times the attempt number. */
export const GENERIC_RETRY: RetryPolicy = { attempts: 3, delayMs: (attempt) => 1000 * attempt };
/** Auth calls: 3 attempts, 2 s apart, 15 s per attempt. */
export const AUTH_RETRY: RetryPolicy = { attempts: 3, delayMs: () => 2000, timeoutMs: 15_000 };
/** CTA fetch: up to 3 attempts, 1000 ms apart. */
export const CTA_FETCH_RETRY: RetryPolicy = { attempts: 3, delayMs: () => 1000 };
/** Post editor load: 3 attempts, 1000 ms apart. */
export const POST_EDITOR_LOAD_RETRY: RetryPolicy = { attempts: 3, delayMs: () => 1000 };

export const TEXT_ANSWER_DEBOUNCE_MS = 500;
export const MODAL_AUTO_CLOSE_MS = 2000;
export const COPY_CONFIRMATION_MS = 2000;
export const SERVICE_WORKER_UPDATE_CHECK_MS = 60_000;

/** Public survey form: a phone number, when given, has at least this many digits. */
export const PHONE_MIN_DIGITS = 10;

export const TEXTAREA_ROWS = { content: 20, excerpt: 3, assistantPrompt: 4 } as const;

export const CTA_TYPES = ['ai_training', 'agent_dev', 'fractional_pm'] as const;
export type CtaType = (typeof CTA_TYPES)[number];

/**
 * Header the web app sends with every GraphQL request. A request that carries
 * a cookie must have it: a page on another site cannot add a header without
 * a CORS preflight, which the server only grants to CORS_ORIGINS.
 */
export const CSRF_HEADER = 'x-csrf-protection';
