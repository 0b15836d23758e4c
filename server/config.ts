// Every environment variable the server reads, parsed and validated in one
// place. Nothing else in the code base reads process.env.
import net from 'node:net';
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
  HOST: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.string().trim().default(''),
  CORS_ORIGINS: z.string().trim().default(''),
  WS_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1000),
  WS_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  WS_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO_CONTENT: booleanFlag(true),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  REDIS_URL: optionalString.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.:-]*$/, 'letters, digits and . : _ - only')
    .default('lab:'),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  MEILISEARCH_URL: optionalUrl,
  MEILISEARCH_API_KEY: optionalString,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  LOG_CLIENT_ADDRESSES: z.enum(['truncated', 'full']).default('truncated'),
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
  API_TOKEN_DEFAULT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  API_TOKEN_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  API_TOKEN_COST_PER_MINUTE: z.coerce.number().int().min(0).default(1_000_000),
  GRAPHQL_INTROSPECTION: z.enum(['admins', 'everyone', 'off', '']).optional(),
  MEDIA_DIR: z.string().trim().min(1).default('./media'),
  IMAGE_MAX_MB: z.coerce.number().positive().max(200).default(20),
  UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().default(24),
  FFMPEG_PATH: optionalString,
  FFPROBE_PATH: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  S3_PUBLIC_URL: optionalUrl,
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
  /**
   * Which X-Forwarded-* hops to believe: none, the last `count` proxies, or
   * proxies at these addresses (IPs or CIDR ranges).
   */
  trustProxy: TrustProxy;
  /** Other origins that may call /graphql from a browser; '*' allows any, never with cookies. */
  corsOrigins: string[] | '*';
  websocket: {
    maxConnections: number;
    maxConnectionsPerAddress: number;
    /** Seconds a socket without a session may stay open with no operation running. */
    idleTimeoutSeconds: number;
  };
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  /** Fill an empty embedded database with demo content on first start. */
  seedDemoContent: boolean;
  admin: { email?: string; password?: string };
  sessionTtlDays: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** `text`: a line a person reads; `json`: one JSON object per line, for a log collector. */
  logFormat: 'text' | 'json';
  /** How log lines name a client's address: `truncated` to its network (IPv4 /24, IPv6 /48), or `full`. */
  logClientAddresses: 'truncated' | 'full';
  /** How long visitors' GraphQL reads are cached; 0 turns the cache off. */
  responseCacheSeconds: number;
  /**
   * Redis shared by every app instance: rate limits, response-cache
   * invalidation and GraphQL events. Without it all three stay in this
   * process's memory (one instance).
   */
  redis?: { url: string; keyPrefix: string };
  /** On SIGTERM: how long in-flight requests and the current job step may take before the process exits anyway. */
  shutdownTimeoutSeconds: number;
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
  apiTokens: {
    /** Lifetime of a new token when none is asked for, and the longest allowed. */
    defaultDays: number;
    maxDays: number;
    /** Per token and minute; 0 means no limit. */
    requestsPerMinute: number;
    /** Query cost (see http/graphql-limits.ts) per token and minute; 0 means no limit. */
    costPerMinute: number;
  };
  /** Who may introspect the schema: admins (a session or an API token), everyone, or nobody. */
  introspection: 'admins' | 'everyone' | 'off';
  media: {
    /** Where the local-disk store keeps files, and where resumable uploads wait until finished. */
    dir: string;
    /** Largest image accepted, in bytes. */
    imageMaxBytes: number;
    /** Unfinished resumable uploads older than this are deleted. */
    uploadExpiryMs: number;
    /** Explicit binaries; otherwise the system's, else the one shipped in npm. */
    ffmpegPath?: string;
    ffprobePath?: string;
    /** S3-compatible object storage instead of the local disk, when a bucket is set. */
    s3?: {
      bucket: string;
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
      /** Where the bucket's objects are public (a CDN); otherwise the app serves them. */
      publicUrl?: string;
    };
  };
};

export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; count: number }
  | { kind: 'addresses'; addresses: string[] };

export class ConfigError extends Error {}

const invalid = (variable: string, message: string) =>
  new ConfigError(`Invalid environment:\n  ${variable}: ${message}`);

/**
 * The log format for a failure to start, which may be the environment's
 * itself: JSON when LOG_FORMAT says exactly so, text otherwise.
 */
export function startLogFormat(env: Record<string, string | undefined> = process.env): Config['logFormat'] {
  return env.LOG_FORMAT?.trim() === 'json' ? 'json' : 'text';
}

/** Parses the environment; throws a ConfigError listing every invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const rateLimits = parseRateLimits(e.RATE_LIMITS);
  if (e.API_TOKEN_DEFAULT_DAYS > e.API_TOKEN_MAX_DAYS) {
    throw invalid('API_TOKEN_DEFAULT_DAYS', `must not exceed API_TOKEN_MAX_DAYS (${e.API_TOKEN_MAX_DAYS})`);
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 8) {
    throw invalid('ADMIN_PASSWORD', 'must be at least 8 characters');
  }
  return {
    env: e.NODE_ENV,
    // A development server serves source files and the embedded database's
    // folder is beside them: it is not for the network unless HOST says so.
    host: e.HOST ?? (e.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: parseCorsOrigins(e.CORS_ORIGINS),
    websocket: {
      maxConnections: e.WS_MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.WS_MAX_CONNECTIONS_PER_ADDRESS,
      idleTimeoutSeconds: e.WS_IDLE_TIMEOUT_SECONDS,
    },
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    seedDemoContent: e.SEED_DEMO_CONTENT,
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD },
    sessionTtlDays: e.SESSION_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    logClientAddresses: e.LOG_CLIENT_ADDRESSES,
    responseCacheSeconds: e.RESPONSE_CACHE_SECONDS ?? (e.NODE_ENV === 'production' ? 10 : 0),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
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
    apiTokens: {
      defaultDays: e.API_TOKEN_DEFAULT_DAYS,
      maxDays: e.API_TOKEN_MAX_DAYS,
      requestsPerMinute: e.API_TOKEN_REQUESTS_PER_MINUTE,
      costPerMinute: e.API_TOKEN_COST_PER_MINUTE,
    },
    introspection: e.GRAPHQL_INTROSPECTION || (e.NODE_ENV === 'development' ? 'everyone' : 'admins'),
    media: {
      dir: path.resolve(e.MEDIA_DIR),
      imageMaxBytes: Math.round(e.IMAGE_MAX_MB * 1024 * 1024),
      uploadExpiryMs: e.UPLOAD_EXPIRY_HOURS * 3_600_000,
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : undefined,
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

/** 'false' | 'true' (one proxy) | a number of proxies | their addresses or CIDR ranges, comma-separated. */
function parseTrustProxy(value: string): TrustProxy {
  const lower = value.toLowerCase();
  if (['', 'false', '0', 'no'].includes(lower)) return { kind: 'none' };
  if (['true', 'yes'].includes(lower)) return { kind: 'hops', count: 1 };
  if (/^\d+$/.test(value)) return { kind: 'hops', count: Number(value) };
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const address of addresses) {
    const [ip, prefix, ...rest] = address.split('/');
    const family = net.isIP(ip ?? '');
    const validPrefix =
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!family || !validPrefix || rest.length > 0) {
      throw invalid(
        'TRUST_PROXY',
        `'${address}' is not an address or CIDR range (use false, true, a number of proxies, or their addresses)`,
      );
    }
  }
  return { kind: 'addresses', addresses };
}

/** Origins as a browser sends them (scheme, host and port), or '*'. */
function parseCorsOrigins(value: string): string[] | '*' {
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (entries.includes('*')) {
    if (entries.length > 1) throw invalid('CORS_ORIGINS', "'*' cannot be combined with other origins");
    return '*';
  }
  return entries.map((entry) => {
    const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
    if (origin === 'null' || origin !== entry.replace(/\/+$/, '')) {
      throw invalid('CORS_ORIGINS', `'${entry}' is not an origin like https://app.example.com`);
    }
    return origin;
  });
}
