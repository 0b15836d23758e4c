// Adapters to the outside world, chosen once from the configuration and
// handed to every request through the context.
import type { Config } from '../config';
import { createLogger, type Logger } from '../log';
import { type AiService, createAiService } from './ai';
import { type Clock, systemClock } from './clock';
import { createEventBus, createRedisEventBus, type EventBus } from './events';
import { createSmtpMailer, type Mailer } from './mail/mailer';
import { createRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';
import { createRedisConnections, type RedisConnections } from './redis';
import { createSearchService, type SearchService } from './search';
import { createSlackWebhook, type SlackWebhook } from './slack';
import { createStorage, type StorageAdapter } from './storage';
import { createVideoTools, type VideoTools } from './video';

export { type Clock, systemClock } from './clock';

export type Services = {
  clock: Clock;
  log: Logger;
  search: SearchService;
  /** SMTP delivery; null when SMTP_URL is unset (messages then wait in the outbox). */
  mailer: Mailer | null;
  /** Publish/subscribe between parts of the app (this process's memory by default, Redis with REDIS_URL). */
  events: EventBus;
  /** Per-address limits (this process's memory by default, shared in Redis with REDIS_URL). */
  rateLimiter: RateLimiter;
  /** The Redis connections when REDIS_URL is set (readiness checks, closing); null otherwise. */
  redis: RedisConnections | null;
  /** null when SLACK_WEBHOOK_URL is unset. */
  slack: SlackWebhook | null;
  /** The AI assistant's model provider; null when OPENAI_API_KEY is unset. */
  ai: AiService | null;
  /** Media files: the local disk (MEDIA_DIR) by default, S3-compatible storage when S3_BUCKET is set. */
  storage: StorageAdapter;
  /** ffmpeg and ffprobe; null when none is found (videos then fail with a clear message). */
  video: VideoTools | null;
};

/**
 * The client library of an outside service that is not configured is never
 * loaded: Redis's here, S3's, OpenAI's and nodemailer on first use inside
 * their adapters (each is megabytes of a server's idle memory).
 */
export async function createServices(config: Config, overrides: Partial<Services> = {}): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? createLogger(config.logLevel, config.logFormat);
  const redis = overrides.redis ?? (config.redis ? await createRedisConnections(config.redis, log) : null);
  return {
    clock,
    log,
    search: createSearchService(config, log),
    mailer: config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl) : null,
    events: redis ? await createRedisEventBus(redis) : createEventBus(),
    rateLimiter: redis
      ? createRedisRateLimiter(config.rateLimits, redis, log)
      : createRateLimiter(config.rateLimits, clock),
    redis,
    slack: config.slackWebhookUrl ? createSlackWebhook(config.slackWebhookUrl) : null,
    ai: createAiService(config.ai),
    storage: overrides.storage ?? createStorage(config),
    video: 'video' in overrides ? (overrides.video ?? null) : createVideoTools(config.media),
    ...overrides,
  };
}
