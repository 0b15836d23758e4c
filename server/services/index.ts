// Adapters to the outside world, chosen once from the configuration and
// handed to every request through the context.
import type { Config } from '../config';
import { createLogger, type Logger } from '../log';

export type Clock = { now(): Date };

export type Services = {
  clock: Clock;
  log: Logger;
};

export const systemClock: Clock = { now: () => new Date() };

export function createServices(config: Config, overrides: Partial<Services> = {}): Services {
  return {
    clock: systemClock,
    log: createLogger(config.logLevel),
    ...overrides,
  };
}
