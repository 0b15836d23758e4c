// A real SMTP server (the `smtp-server` package) for email tests: it accepts
// every message and keeps it, decoded enough to read its headers and text.
import { SMTPServer } from 'smtp-server';

export type ReceivedEmail = {
  /** Envelope recipients. */
  to: string[];
  from: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  /** The calendar invitation (text/calendar) with its method, unfolded; null without one. */
  calendar: { method: string; text: string } | null;
};

export type SmtpPeer = {
  port: number;
  url: string;
  received: ReceivedEmail[];
  /** Stops accepting connections (the port then refuses them). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Resolves once `count` messages have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
};

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedEmail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = async () => {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Going down drops open connections at once, as a crashed server would
      // (by default it would wait 30 s for clients to leave).
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = session.envelope;
          received.push({
            ...parseMessage(Buffer.concat(chunks).toString('latin1')),
            to: envelope.rcptTo.map((address) => address.address),
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
          });
          for (const waiter of waiters) waiter();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.once('error', reject);
      instance.listen(port, '127.0.0.1', () => resolve());
    });
    port = (instance.server.address() as { port: number }).port;
    server = instance;
  };
  await listen();

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    start: listen,
    stop: async () => {
      const instance = server;
      server = null;
      if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Only ${received.length} of ${count} emails arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

// Just enough MIME to read what nodemailer sends: folded headers, encoded
// words, multipart/alternative, quoted-printable and base64 bodies.

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

const utf8 = (binary: string) => Buffer.from(binary, 'latin1').toString('utf8');

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : utf8(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        ),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    return utf8(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  }
  return utf8(body);
}

function parseMessage(raw: string): Omit<ReceivedEmail, 'to' | 'from'> {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const parts: { type: string; params: string; text: string }[] = [];
  const collect = (partHeaders: Map<string, string>, body: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const section of body.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        const start = section.search(/\r?\n\r?\n/);
        collect(parseHeaders(section.slice(0, start)), section.slice(start).replace(/^\r?\n\r?\n/, ''));
      }
      return;
    }
    parts.push({
      type: type.split(';')[0]!.trim().toLowerCase(),
      params: type,
      text: decodeBody(body, partHeaders.get('content-transfer-encoding')),
    });
  };
  collect(headers, raw.slice(split).replace(/^\r?\n\r?\n/, ''));
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text:
      parts
        .find((part) => part.type === 'text/plain')
        ?.text.replace(/\r\n/g, '\n')
        .trim() ?? '',
    html: parts.find((part) => part.type === 'text/html')?.text ?? '',
    calendar: calendarOf(parts.find((part) => part.type === 'text/calendar')),
  };
}

function calendarOf(part: { params: string; text: string } | undefined): ReceivedEmail['calendar'] {
  if (!part) return null;
  return {
    method: /method=([A-Z]+)/i.exec(part.params)?.[1]?.toUpperCase() ?? '',
    // Long lines are folded onto the next, which starts with a space or a tab.
    text: part.text.replace(/\r?\n[ \t]/g, '').replace(/\r\n/g, '\n'),
  };
}
