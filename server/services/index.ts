// Adapters to the outside world, chosen once from the configuration and
// handed to every request through the context.
import type { Config } from '../config';
import { createLogger, type Logger } from '../log';
import { type AiService, createAiService } from './ai';
import { type Clock, systemClock } from './clock';
import { createEventBus, type EventBus } from './events';
import { createSmtpMailer, type Mailer } from './mail/mailer';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { createSearchService, type SearchService } from './search';
import { createSlackWebhook, type SlackWebhook } from './slack';

export { type Clock, systemClock } from './clock';

export type Services = {
  clock: Clock;
  log: Logger;
  search: SearchService;
  /** SMTP delivery; null when SMTP_URL is unset (messages then wait in the outbox). */
  mailer: Mailer | null;
  /** Publish/subscribe between parts of the app (this process's memory by default). */
  events: EventBus;
  rateLimiter: RateLimiter;
  /** null when SLACK_WEBHOOK_URL is unset. */
  slack: SlackWebhook | null;
  /** The AI assistant's model provider; null when OPENAI_API_KEY is unset. */
  ai: AiService | null;
};

export function createServices(config: Config, overrides: Partial<Services> = {}): Services {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? createLogger(config.logLevel);
  return {
    clock,
    log,
    search: createSearchService(config, log),
    mailer: config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl) : null,
    events: createEventBus(),
    rateLimiter: createRateLimiter(config.rateLimits, clock),
    slack: config.slackWebhookUrl ? createSlackWebhook(config.slackWebhookUrl) : null,
    ai: createAiService(config.ai),
    ...overrides,
  };
}
