// A small leveled logger writing one line per event to stderr/stdout.
import type { Config } from './config';

export type Logger = {
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
};

const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export function createLogger(level: Config['logLevel']): Logger {
  const threshold = LEVELS.indexOf(level);
  const write =
    (name: (typeof LEVELS)[number], sink: (...args: unknown[]) => void) =>
    (message: string, details?: unknown) => {
      if (LEVELS.indexOf(name) < threshold) return;
      const line = `${new Date().toISOString()} ${name.toUpperCase()} ${message}`;
      if (details === undefined) sink(line);
      else sink(line, details instanceof Error ? details : JSON.stringify(details));
    };
  return {
    debug: write('debug', console.debug),
    info: write('info', console.info),
    warn: write('warn', console.warn),
    error: write('error', console.error),
  };
}

/**
 * Warns of a failure once per outage: again only when its reason changes or
 * after `recovered` (a probe or a request that fails every few milliseconds
 * would otherwise fill the log). Keyed by what failed.
 */
export function outageLog(log: Logger) {
  const lastReason = new Map<string, string>();
  return {
    failed(key: string, error: unknown, message: (reason: string) => string): void {
      const reason = error instanceof Error ? error.message : String(error);
      if (lastReason.get(key) !== reason) log.warn(message(reason));
      lastReason.set(key, reason);
    },
    recovered(key: string): void {
      lastReason.delete(key);
    },
  };
}
