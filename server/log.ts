// A small leveled logger writing one line per event to stderr/stdout: text
// for a person at a terminal, or (LOG_FORMAT=json) one JSON object per line
// for a log collector. A line written while a request or a WebSocket
// operation is served names its id (http/request-id.ts), whoever wrote it.
import { isIP } from 'node:net';
import { inspect } from 'node:util';
import { API_TOKEN_PREFIX } from '../domain/tokens';
import type { Config } from './config';
import { currentRequestId } from './http/request-id';

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

/** An email address anywhere in a text (a message, an SMTP server's answer, a stack). */
const EMAIL_ADDRESS = /[^\s"'`<>()[\]{},;:\\@]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * A text as the log may keep it: every email address in it masked as
 * `maskEmail` does, whoever wrote the text (an SMTP server's refusal names
 * the recipient, a database error may quote a row).
 */
export function redactEmails(text: string): string {
  return text.replace(EMAIL_ADDRESS, maskEmail);
}

/** The password of a URL with credentials (`postgres://app:secret@db/lab`), as a driver's error may quote it. */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/?#@]*:)[^\s/?#@]+@/gi;

/** One of our API tokens (`domain/tokens.ts`): the prefix stays, so the line still says what it was. */
const API_TOKEN = new RegExp(`\\b${API_TOKEN_PREFIX}[A-Za-z0-9]+`, 'g');

/** The credentials of an `Authorization: Bearer …` (or Basic …) value, wherever it stands. */
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/g;

/**
 * The value of an Authorization or Cookie header, as an HTTP message, JSON
 * (escaped too, inside a JSON string) or `util.inspect` writes it: up to its
 * closing quote, or else to the end of the line.
 */
const HEADER_VALUE =
  /\b((?:proxy-)?authorization|(?:set-)?cookie)((?:\\?["'])?\s*[:=]\s*)(\\?["']?)[^"'\\\r\n]*/gi;

/** Names of two or three words (`api key`, `access key id`), as isSecretKey joins them. */
const COMPOUND_SECRET_NAMES = [
  'apikey',
  'accesskey',
  'secretkey',
  'privatekey',
  'accesskeyid',
  'secretaccesskey',
  'sessiontoken',
];

/**
 * Whether a key names a secret, in JSON (`"key": "…"`) or written as
 * `key=value`: its last word (split at `_`, `.`, `-` and camelCase) is
 * `secret`, `password`, `passwd`, `pass` or `token`, its first is `secret`,
 * or its last words, or its last run together, are an API, access, secret or
 * private key, an access key id or a session token (`apiKey`,
 * `secretAccessKey`, `accessKeyId`, `MEILI_APIKEY`, `sessiontoken`). Not
 * `passwordChanged`, `bypass`, `tokens` or `API_TOKEN_MAX_DAYS`.
 */
function isSecretKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_.-]+/)
    .filter(Boolean);
  const last = words.at(-1) ?? '';
  const tail = (count: number) => words.slice(-count).join('');
  return (
    ['secret', 'password', 'passwd', 'pass', 'token'].includes(last) ||
    words[0] === 'secret' ||
    [1, 2, 3].some((count) => COMPOUND_SECRET_NAMES.includes(tail(count)))
  );
}

/** A JSON pair whose value is a string: `"key": "value"`, escaped quotes and all. */
const JSON_PAIR = /"([\w.$-]+)"(\s*:\s*)"(?:[^"\\]|\\.)*"/g;

/**
 * The same in a JSON string inside JSON (an error message quoting a body,
 * as the JSON format writes it): `\"key\":\"value\"`, where the value's own
 * escapes are escaped again (`\\\"`, `\\\\`).
 */
const ESCAPED_JSON_PAIR = /\\"([\w.$-]+)\\"(\s*:\s*)\\"(?:[^"\\]|\\[^"\\]|\\\\(?:[^"\\]|\\.))*\\"/g;

/** The value of a JSON pair whose key names a secret (`isSecretKey`), as `***`; the key stays. */
function redactJsonSecrets(text: string): string {
  return text
    .replace(JSON_PAIR, (pair, key: string, colon: string) =>
      isSecretKey(key) ? `"${key}"${colon}"***"` : pair,
    )
    .replace(ESCAPED_JSON_PAIR, (pair, key: string, colon: string) =>
      isSecretKey(key) ? `\\"${key}\\"${colon}\\"***\\"` : pair,
    );
}

/**
 * A pair written as `key=value`, the value quoted or not and ending at a
 * space, quote or separator: our variables (`S3_SECRET_ACCESS_KEY=…`), the
 * S3, SMTP and AI clients' options (`secretAccessKey=…`, `pass=…`), a query
 * string's parameters.
 */
const KEY_VALUE = /\b([\w.-]+)=(["']?)([^\s"'&;,)]+)/g;

/**
 * The value of a `key=value` pair whose key names a secret (`isSecretKey`,
 * as for JSON), as `***`; the key stays. Another pair's value is searched
 * in turn, for a secret in a URL it holds (`redirect=https://…?token=…`).
 */
function redactKeyValueSecrets(text: string): string {
  return text.replace(KEY_VALUE, (_pair, key: string, quote: string, value: string) =>
    isSecretKey(key) ? `${key}=${quote}***` : `${key}=${quote}${redactKeyValueSecrets(value)}`,
  );
}

/**
 * A text as the log may write it, in either format: email addresses masked
 * (`redactEmails`); and as `***` the password of a URL (as in
 * `postgres://app:***@db/lab`), our API tokens, bearer credentials, the value
 * of an Authorization or Cookie header, and the value of a pair whose key
 * names a secret (`isSecretKey`), written as `key=value` (`apiKey=…`,
 * `SMTP_PASSWORD=…`) or in JSON (`"password": "…"`, in JSON written into a
 * JSON string too).
 */
export function redact(text: string): string {
  return redactEmails(
    redactKeyValueSecrets(redactJsonSecrets(text).replace(HEADER_VALUE, '$1$2$3***'))
      .replace(BEARER, '$1 ***')
      .replace(API_TOKEN, `${API_TOKEN_PREFIX}***`)
      .replace(URL_PASSWORD, '$1***@'),
  );
}

/**
 * One event as one JSON line: `requestId` inside a request, `details` for
 * data, `error` for an Error; redacted (`redact`).
 */
function jsonLine(level: string, message: string, details: unknown, requestId: string | undefined): string {
  return redact(
    JSON.stringify({
      time: new Date().toISOString(),
      level,
      ...(requestId === undefined ? {} : { requestId }),
      message,
      ...(details instanceof Error
        ? { error: serializeError(details) }
        : details === undefined
          ? {}
          : { details }),
    }),
  );
}

/**
 * A text line's message with the request it was written for, as Yoga's lines
 * and a failed request's name it (`… (request 5f0c…)`); once, when the
 * message names it already.
 */
function inRequest(message: string, requestId: string | undefined): string {
  if (requestId === undefined || message.includes(`(request ${requestId}`)) return message;
  return `${message} (request ${requestId})`;
}

export function createLogger(level: Config['logLevel'], format: Config['logFormat'] = 'text'): Logger {
  const threshold = LEVELS.indexOf(level);
  const write =
    (name: (typeof LEVELS)[number], sink: (...args: unknown[]) => void) =>
    (message: string, details?: unknown) => {
      if (LEVELS.indexOf(name) < threshold) return;
      const requestId = currentRequestId();
      if (format === 'json') return sink(jsonLine(name, message, details, requestId));
      const line = `${new Date().toISOString()} ${name.toUpperCase()} ${redact(inRequest(message, requestId))}`;
      if (details === undefined) sink(line);
      // An Error as the console would print it (stack, cause, a GraphQL error's
      // path), but as text, so it is redacted like everything else.
      else sink(line, redact(details instanceof Error ? inspect(details) : JSON.stringify(details)));
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
 * A client's address as the log names it (LOG_CLIENT_ADDRESSES): by default
 * only its network, an IPv4 address's /24 and an IPv6 address's /48, enough
 * to see that guesses or a flood come from one place and to block that
 * network, without keeping who the visitor is (the full address of a
 * sign-in is kept in `sign_in_attempts`, for the lockout and an admin).
 * `full` writes it whole. Anything that is not an address is left as it is.
 */
export function addressForLog(address: string | null, mode: Config['logClientAddresses']): string {
  if (address === null) return 'an unknown address';
  if (mode === 'full') return address;
  const ip = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return addressForLog(mapped[1]!, mode);
  if (isIP(ip) === 4) return ip.replace(/\.\d+$/, '.0/24');
  if (isIP(ip) !== 6) return address;
  const [head = '', tail] = ip.split('::');
  const groups = head === '' ? [] : head.split(':');
  // With '::' the missing groups are zeros; the first three are all the /48 needs.
  while (tail !== undefined && groups.length < 3) groups.push('0');
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}

/**
 * With LOG_FORMAT=json, what Node itself would print as plain text goes
 * through the log as JSON events instead: process warnings (Node's own, and
 * the AWS SDK's notice about the Node version, which it emits as one) and an
 * error nothing caught, after which the process exits with code 1 as Node's
 * default does. Installed before anything that may warn (a warning is
 * delivered on the next tick, so one emitted while the modules load is
 * caught too).
 */
export function logProcessEvents(log: Logger): void {
  // Node's own listener, which prints the warning to stderr (none under --no-warnings).
  for (const listener of process.listeners('warning')) process.off('warning', listener);
  process.on('warning', (warning) => {
    const code = (warning as { code?: string }).code;
    log.warn(
      `${warning.name}: ${warning.message.replace(/\s*\n\s*/g, ' ').trim()}`,
      code ? { code } : undefined,
    );
  });
  process.on('uncaughtException', (error, origin) => {
    log.error(
      origin === 'unhandledRejection'
        ? 'Unhandled promise rejection; exiting'
        : 'Uncaught exception; exiting',
      error,
    );
    process.exit(1);
  });
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
