// A logger that keeps what it is given, for tests that check what reaches the log.
import type { Logger } from '../../server/log';

export type LoggedLine = { level: string; message: string; details?: unknown };

/** Every line at info and above, in order; debug lines are dropped. */
export function recordingLogger(): { log: Logger; lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const log: Logger = {
    debug: () => undefined,
    info: (message, details) => lines.push({ level: 'info', message, details }),
    warn: (message, details) => lines.push({ level: 'warn', message, details }),
    error: (message, details) => lines.push({ level: 'error', message, details }),
  };
  return { log, lines };
}
