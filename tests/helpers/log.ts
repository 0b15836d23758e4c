// A logger that keeps what it is given, for tests that check what reaches the log.
import { vi } from 'vitest';
import { createLogger, type Logger } from '../../server/log';

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

/** One event of the real logger with LOG_FORMAT=json, as parsed from its line. */
export type JsonEvent = { level: string; message: string; requestId?: string; details?: unknown };

/**
 * The real logger (`createLogger`, JSON, `level` and above: info by default)
 * and every event it writes, read from the console it writes to; what else
 * reaches the console is passed on. `restore` gives the console back.
 */
export function jsonLogger(level: 'debug' | 'info' = 'info'): {
  log: Logger;
  events: JsonEvent[];
  restore(): void;
} {
  const events: JsonEvent[] = [];
  const spies = (['debug', 'info', 'warn', 'error'] as const).map((method) => {
    const original = console[method].bind(console);
    return vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      const [line] = args;
      if (args.length === 1 && typeof line === 'string' && line.startsWith('{"time":'))
        events.push(JSON.parse(line) as JsonEvent);
      else original(...args);
    });
  });
  return {
    log: createLogger(level, 'json'),
    events,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
