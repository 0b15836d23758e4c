// Business constants and limits of SPEC §9, in one place.

export const BLOG_PAGE_SIZE = 10;
export const CONTACTS_PAGE_SIZE = 20;
/** Largest `first` any connection accepts. */
export const MAX_PAGE_SIZE = 100;
/** `first` of a connection when the caller gives none. */
export const DEFAULT_CONNECTION_SIZE = 20;

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
export const SERVICE_WORKER_UPDATE_CHECK_MS = 60_000;

/** Public survey form: a phone number, when given, has at least this many digits. */
export const PHONE_MIN_DIGITS = 10;

export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Training Information',
  'Fractional PM Services',
  'AI Inquiry',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const DEFAULT_CONTACT_SUBJECT: ContactSubject = 'General Inquiry';

export const CRM_WEBSITE_SOURCE = 'Website';
export const CRM_DEFAULT_STATUS = 'prospect';
export const CONTACT_STATUSES = ['prospect', 'customer'] as const;

/** 9:00 to 11:30 AM and 1:00 to 4:30 PM, every half hour: 14 slots. */
export const BOOKING_TIME_SLOTS: readonly string[] = [
  ...[9, 10, 11].flatMap((hour) => [`${hour}:00 AM`, `${hour}:30 AM`]),
  ...[1, 2, 3, 4].flatMap((hour) => [`${hour}:00 PM`, `${hour}:30 PM`]),
];

export const VIDEO_FORMATS = ['mp4', 'webm', 'ogg'] as const;
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;
export const STORAGE_LIST_LIMIT = 1000;
export const THUMBNAIL = { atSeconds: 1, jpegQuality: 0.85 } as const;
export const VIDEO_COMPRESSION = {
  maxWidth: 1280,
  fps: 30,
  bitsPerSecond: 2_500_000,
  mimeType: 'video/webm;codecs=vp9',
} as const;

export const IMAGE_WIDTH_OPTIONS = [
  { label: 'Small (25%)', value: '25%' },
  { label: 'Medium (50%)', value: '50%' },
  { label: 'Large (75%)', value: '75%' },
  { label: 'Full width', value: '100%' },
] as const;
export const DEFAULT_IMAGE_WIDTH = '50%';
export const PICKER_MAX_HEIGHT = '80vh';

export const EXCERPT_MAX_LENGTH = 160;
export const EXCERPT_SENTENCE_MIN = 50;

export const TEXTAREA_ROWS = { content: 20, excerpt: 3, assistantPrompt: 4 } as const;

export const CTA_TYPES = ['ai_training', 'agent_dev', 'fractional_pm'] as const;
export type CtaType = (typeof CTA_TYPES)[number];
