// A small leveled logger writing one line per event to stderr/stdout: text
// for a person at a terminal, or (LOG_FORMAT=json) one JSON object per line
// for a log collector.
import type { Config } from './config';

export type Logger = {
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
};

const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

type SerializedError = { name: string; message: string; stack?: string; cause?: unknown };

/** An error as JSON: what `console.error` would print of it (its stack and its cause), as fields. */
function serializeError(error: Error): SerializedError {
  const { cause } = error;
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(cause === undefined ? {} : { cause: cause instanceof Error ? serializeError(cause) : cause }),
  };
}

/** One event as one JSON line: `details` for data, `error` for an Error. */
function jsonLine(level: string, message: string, details: unknown): string {
  return JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...(details instanceof Error
      ? { error: serializeError(details) }
      : details === undefined
        ? {}
        : { details }),
  });
}

export function createLogger(level: Config['logLevel'], format: Config['logFormat'] = 'text'): Logger {
  const threshold = LEVELS.indexOf(level);
  const write =
    (name: (typeof LEVELS)[number], sink: (...args: unknown[]) => void) =>
    (message: string, details?: unknown) => {
      if (LEVELS.indexOf(name) < threshold) return;
      if (format === 'json') return sink(jsonLine(name, message, details));
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
 * An email address as the log names it: its first letter and its domain
 * (`j…@example.com`), enough to tell a typo or a known account from an
 * attack; the full address of a sign-in is kept in the database instead.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}…${email.slice(at)}` : '…';
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
