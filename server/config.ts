// Every environment variable the server reads, parsed and validated in one
// place. Nothing else in the code base reads process.env.
import path from 'node:path';
import { z } from 'zod';
import { AI } from '../domain/ai/constants';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value),
    );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: booleanFlag(false),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO_CONTENT: booleanFlag(true),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  MEILISEARCH_URL: optionalUrl,
  MEILISEARCH_API_KEY: optionalString,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Meridian Lab <no-reply@meridianlab.example>'),
  CONTACT_INBOX: z.email().default('hello@meridianlab.example'),
  SCHEDULER_URL: optionalString.pipe(
    z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  ),
  SLACK_WEBHOOK_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  ),
  RATE_LIMITS: z.string().trim().default(''),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  ),
  AI_MODEL: z.string().trim().min(1).default(AI.model),
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(100_000),
});

/** Submissions per minute per client address, by form (RATE_LIMITS overrides them). */
export const RATE_LIMIT_DEFAULTS = {
  contact: 5,
  booking: 5,
  survey: 5,
  /** Survey answers saved as the visitor goes (and survey starts): many a minute per respondent. */
  surveyAnswer: 300,
  signIn: 10,
  slackTest: 5,
  pageView: 120,
} as const;
export type RateLimitedForm = keyof typeof RATE_LIMIT_DEFAULTS;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Public origin of the site, used for canonical URLs and the Secure cookie flag. */
  publicUrl: string;
  /** Honour X-Forwarded-* headers from a reverse proxy. */
  trustProxy: boolean;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  /** Fill an empty embedded database with demo content on first start. */
  seedDemoContent: boolean;
  admin: { email?: string; password?: string };
  sessionTtlDays: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** How long visitors' GraphQL reads are cached; 0 turns the cache off. */
  responseCacheSeconds: number;
  /** Search with Meilisearch instead of PostgreSQL full-text search. */
  meilisearch?: { url: string; apiKey?: string };
  mail: {
    /** SMTP server for outgoing mail; without it messages wait in the outbox. */
    smtpUrl?: string;
    from: string;
    /** The company inbox every notification goes to. */
    contactInbox: string;
  };
  /** Scheduling page of the 30-minute event, embedded in the scheduler dialog. */
  schedulerUrl?: string;
  slackWebhookUrl?: string;
  rateLimits: Record<RateLimitedForm, number>;
  ai: {
    /** Server-side only: never sent to the browser. Without it the assistant is not configured. */
    apiKey?: string;
    /** An OpenAI-compatible server; the SDK's default (api.openai.com) when unset. */
    baseUrl?: string;
    model: string;
    /** Tokens each admin may use a day (UTC); 0 means no limit. */
    dailyTokenBudget: number;
  };
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError listing every invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const rateLimits = parseRateLimits(e.RATE_LIMITS);
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 8) {
    throw new ConfigError('Invalid environment:\n  ADMIN_PASSWORD: must be at least 8 characters');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    seedDemoContent: e.SEED_DEMO_CONTENT,
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD },
    sessionTtlDays: e.SESSION_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    responseCacheSeconds: e.RESPONSE_CACHE_SECONDS ?? (e.NODE_ENV === 'production' ? 10 : 0),
    meilisearch: e.MEILISEARCH_URL ? { url: e.MEILISEARCH_URL, apiKey: e.MEILISEARCH_API_KEY } : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactInbox: e.CONTACT_INBOX.toLowerCase() },
    schedulerUrl: e.SCHEDULER_URL,
    slackWebhookUrl: e.SLACK_WEBHOOK_URL,
    rateLimits,
    ai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.AI_MODEL,
      dailyTokenBudget: e.AI_DAILY_TOKEN_BUDGET,
    },
  };
}

/** 'contact=10,signIn=20' over the defaults; 0 turns a limit off. */
function parseRateLimits(value: string): Record<RateLimitedForm, number> {
  const limits: Record<RateLimitedForm, number> = { ...RATE_LIMIT_DEFAULTS };
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [form, count] = entry.split('=').map((part) => part.trim());
    if (!form || !(form in limits) || !count || !/^\d+$/.test(count)) {
      throw new ConfigError(
        `Invalid environment:\n  RATE_LIMITS: '${entry}' is not <form>=<per minute> with a form among ${Object.keys(RATE_LIMIT_DEFAULTS).join(', ')}`,
      );
    }
    limits[form as RateLimitedForm] = Number(count);
  }
  return limits;
}
