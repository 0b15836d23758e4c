// Adapters to the outside world, chosen once from the configuration and
// handed to every request through the context.
import type { Config } from '../config';
import { createLogger, type Logger } from '../log';
import { createSearchService, type SearchService } from './search';

export type Clock = { now(): Date };

export type Services = {
  clock: Clock;
  log: Logger;
  search: SearchService;
};

export const systemClock: Clock = { now: () => new Date() };

export function createServices(config: Config, overrides: Partial<Services> = {}): Services {
  const log = overrides.log ?? createLogger(config.logLevel);
  return {
    clock: systemClock,
    log,
    search: createSearchService(config, log),
    ...overrides,
  };
}
