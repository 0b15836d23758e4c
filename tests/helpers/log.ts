// A logger that keeps what it is given, for tests that check what reaches the log.
import type { Logger } from '../../server/log';

export type LoggedLine = { level: string; message: string; details?: unknown };

/** Every line at info and above, in order; debug lines apart (Yoga writes many). */
export function recordingLogger(): { log: Logger; lines: LoggedLine[]; debugLines: string[] } {
  const lines: LoggedLine[] = [];
  const debugLines: string[] = [];
  const log: Logger = {
    debug: (message) => void debugLines.push(message),
    info: (message, details) => lines.push({ level: 'info', message, details }),
    warn: (message, details) => lines.push({ level: 'warn', message, details }),
    error: (message, details) => lines.push({ level: 'error', message, details }),
  };
  return { log, lines, debugLines };
}
