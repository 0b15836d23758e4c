// What a log collector reads: with LOG_FORMAT=json each event is one JSON
// object on one line (time, level, message, details, error with its stack);
// the text format stays as it was. And what the log says about people.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TOKEN_PREFIX } from '../../../domain/tokens';
import { loadConfig } from '../../../server/config';
import { withRequestId } from '../../../server/http/request-id';
import { addressForLog, createLogger, maskEmail, redact, redactEmails } from '../../../server/log';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the logger hands one console method: each call's arguments. */
function captured(method: 'info' | 'warn' | 'error' | 'debug') {
  return vi.spyOn(console, method).mockImplementation(() => {});
}

describe('LOG_FORMAT=json', () => {
  it('writes one JSON object per event, with its details', () => {
    const warn = captured('warn');
    createLogger('info', 'json').warn('Redis: connection refused', { attempt: 2, host: 'cache' });
    expect(warn).toHaveBeenCalledTimes(1);
    const [line, ...rest] = warn.mock.calls[0]!;
    expect(rest).toEqual([]);
    expect(line).not.toContain('\n');
    const event = JSON.parse(line as string);
    expect(event).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'warn',
      message: 'Redis: connection refused',
      details: { attempt: 2, host: 'cache' },
    });
  });

  it('gives an error its name, message and stack, on the same one line', () => {
    const error = captured('error');
    const failure = new TypeError('boom', { cause: new Error('underneath') });
    createLogger('info', 'json').error('GET /blog failed', failure);
    const line = error.mock.calls[0]![0] as string;
    expect(line.split('\n')).toHaveLength(1);
    const event = JSON.parse(line);
    expect(event.message).toBe('GET /blog failed');
    expect(event.error.name).toBe('TypeError');
    expect(event.error.message).toBe('boom');
    expect(event.error.stack).toMatch(/TypeError: boom\n\s+at /);
    expect(event.error.cause.message).toBe('underneath');
    expect(event).not.toHaveProperty('details');
  });

  it('keeps to the level', () => {
    const info = captured('info');
    createLogger('warn', 'json').info('not written');
    expect(info).not.toHaveBeenCalled();
  });
});

describe('the text format', () => {
  it('stays a line with the level in capitals and the details as JSON', () => {
    const info = captured('info');
    createLogger('info').info('Site on', { port: 3000 });
    expect(info.mock.calls[0]![0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z INFO Site on$/);
    expect(info.mock.calls[0]![1]).toBe('{"port":3000}');
  });
});

describe('the request a line was written for', () => {
  it('is named in both formats, by every line written while it is served', async () => {
    const info = captured('info');
    await withRequestId('req-7', async () => {
      createLogger('info').info('Sign-in invalid_credentials', { attempt: 2 });
      createLogger('info', 'json').info('Sign-in invalid_credentials');
    });
    expect(info.mock.calls[0]![0]).toMatch(/^\S+Z INFO Sign-in invalid_credentials \(request req-7\)$/);
    expect(info.mock.calls[0]![1]).toBe('{"attempt":2}');
    expect(JSON.parse(info.mock.calls[1]![0] as string)).toMatchObject({
      level: 'info',
      requestId: 'req-7',
      message: 'Sign-in invalid_credentials',
    });
  });

  it('is named once in text when the line already names it (Yoga’s lines, a failed request’s)', async () => {
    const error = captured('error');
    await withRequestId('req-8', async () => {
      createLogger('info').error('boom (request req-8, operation Find, path Query.search)');
    });
    expect(error.mock.calls[0]![0]).toMatch(
      / ERROR boom \(request req-8, operation Find, path Query\.search\)$/,
    );
  });

  it('is not there outside a request (start-up, a job)', () => {
    const info = captured('info');
    createLogger('info').info('Site on');
    createLogger('info', 'json').info('Site on');
    expect(info.mock.calls[0]![0]).toMatch(/ INFO Site on$/);
    expect(JSON.parse(info.mock.calls[1]![0] as string)).not.toHaveProperty('requestId');
  });
});

describe('LOG_FORMAT', () => {
  it('is text unless set, json when asked, and refused otherwise', () => {
    expect(loadConfig({}).logFormat).toBe('text');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('email addresses in the log', () => {
  it('keep their first letter and domain: enough to tell a typo from an attack', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j…@example.com');
    expect(maskEmail('a@b.example')).toBe('a…@b.example');
    expect(maskEmail('not an address')).toBe('…');
  });
});

describe('an email address someone else wrote into a log line', () => {
  it('is masked in any text: an SMTP refusal, a quoted row', () => {
    expect(redactEmails('550 5.1.1 <jane.doe@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <j…@example.com>: Recipient address rejected',
    );
    expect(redactEmails('email = "a.b+c@mail.example.org", again j…@example.com')).toBe(
      'email = "a…@mail.example.org", again j…@example.com',
    );
    expect(redactEmails('no address @ here, v1.2@3')).toBe('no address @ here, v1.2@3');
  });

  it('is masked by the logger, in JSON (message, details, error) and in text', () => {
    const warn = captured('warn');
    const failure = new Error('Recipient <jane@example.com> rejected');
    createLogger('info', 'json').warn('Email to jane@example.com failed', { to: 'jane@example.com' });
    createLogger('info', 'json').warn('Delivery failed', failure);
    createLogger('info').warn('Email to jane@example.com failed', { to: 'jane@example.com' });
    const written = JSON.stringify(warn.mock.calls);
    expect(written).not.toContain('jane@');
    expect(JSON.parse(warn.mock.calls[0]![0] as string)).toMatchObject({
      message: 'Email to j…@example.com failed',
      details: { to: 'j…@example.com' },
    });
    expect(JSON.parse(warn.mock.calls[1]![0] as string).error.message).toBe(
      'Recipient <j…@example.com> rejected',
    );
  });
});

describe('an error in the text format', () => {
  it('is redacted as in JSON: no email address, no password of a URL, in its message, stack or cause', () => {
    const error = captured('error');
    const failure = new Error('Recipient <jane@example.com> rejected', {
      cause: new Error('connect postgres://app:s3cret-pw@db:5432/lab refused'),
    });
    createLogger('info').error('Delivery failed', failure);
    createLogger('info', 'json').error('Delivery failed', failure);
    const [text, json] = error.mock.calls.map((call) => call.map(String).join(' '));
    for (const line of [text!, json!]) {
      expect(line).not.toContain('jane@');
      expect(line).not.toContain('s3cret-pw');
      expect(line).toContain('j…@example.com');
      expect(line).toContain('postgres://app:***@db:5432/lab');
    }
    // Still what an operator needs: the message and where it was thrown.
    expect(text).toMatch(/Error: Recipient <j…@example.com> rejected\n\s+at /);
  });
});

/** An API token of the app's shape (`domain/tokens.ts`): the prefix, 30 random characters, a 6-character checksum. */
const API_TOKEN = `${API_TOKEN_PREFIX}Qx7Kd93LmZp0aB4cR8tUvW2yE5nH1j${'3fA9kz'}`;

describe('secrets an error may print', () => {
  it.each([
    ['an API token anywhere', `token ${API_TOKEN} was refused`, `token ${API_TOKEN_PREFIX}*** was refused`],
    ['a bearer token', 'sent Bearer abc.DEF-123_x~+/= upstream', 'sent Bearer *** upstream'],
    ['an Authorization header', 'Authorization: Basic dXNlcjpwYXNz', 'Authorization: ***'],
    [
      'headers as util.inspect prints them',
      "headers: { authorization: 'Bearer sk-live-1', cookie: 'lab_session=abc; theme=dark', host: 'x' }",
      "headers: { authorization: '***', cookie: '***', host: 'x' }",
    ],
    [
      'headers in JSON, and escaped in a JSON string',
      '{"Cookie":"lab_session=abc","msg":"{\\"authorization\\":\\"Bearer z9\\"}"}',
      '{"Cookie":"***","msg":"{\\"authorization\\":\\"***\\"}"}',
    ],
    [
      'a Cookie header on its own line',
      'GET / HTTP/1.1\r\nCookie: lab_session=abc; a=b\r\n',
      'GET / HTTP/1.1\r\nCookie: ***\r\n',
    ],
    [
      'S3 keys',
      'S3_ACCESS_KEY_ID=AKIAOPERATOR S3_SECRET_ACCESS_KEY=HiddenS3Secret region=eu-west-1',
      'S3_ACCESS_KEY_ID=*** S3_SECRET_ACCESS_KEY=*** region=eu-west-1',
    ],
    [
      "the AWS SDK's names, quoted",
      'accessKeyId="AKIA1", secretAccessKey=\'s3cr3t\', sessionToken=tok',
      'accessKeyId="***", secretAccessKey=\'***\', sessionToken=***',
    ],
    [
      'an SMTP password',
      'SMTP auth failed: user=mailer pass=Hunter2!; SMTP_PASSWORD=x',
      'SMTP auth failed: user=mailer pass=***; SMTP_PASSWORD=***',
    ],
    [
      'AI and search provider keys',
      'OPENAI_API_KEY=sk-proj-abc123 api_key=sk-2&apiKey=sk-3 MEILISEARCH_API_KEY=mk',
      'OPENAI_API_KEY=*** api_key=***&apiKey=*** MEILISEARCH_API_KEY=***',
    ],
    [
      'any name the JSON rule hides (isSecretKey), in camelCase too',
      'accessToken=abc refreshToken="r1" clientSecret=c, dbPassword=p; private_key=k',
      'accessToken=*** refreshToken="***" clientSecret=***, dbPassword=***; private_key=***',
    ],
    [
      'compound names written as one word',
      'MEILI_APIKEY=k sessiontoken=t SECRETACCESSKEY=s aws.accesskeyid=a',
      'MEILI_APIKEY=*** sessiontoken=*** SECRETACCESSKEY=*** aws.accesskeyid=***',
    ],
    [
      'a secret in the value of a harmless name',
      'redirect=https://app.example/cb?accessToken=abc&state=s1',
      'redirect=https://app.example/cb?accessToken=***&state=s1',
    ],
  ])('hides %s', (_case, text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it('keeps what only looks like one', () => {
    for (const text of [
      'AI_DAILY_TOKEN_BUDGET=100000 API_TOKEN_MAX_DAYS=365',
      'the bearer of bad news',
      'cookies accepted',
      'tokens=3, passes=2, bypass=on',
      'maxTokens=9 passwordChanged=true passwordChangedAt=2026-01-02 tokenCount=4',
    ])
      expect(redact(text)).toBe(text);
  });

  it.each([
    ['a password in JSON', '{"user":"jane","password":"hunter2"}', '{"user":"jane","password":"***"}'],
    [
      'a token, an API key and secrets in JSON, with spaces',
      '{ "token": "abc def", "apiKey" : "sk-1", "secret":"s", "secretAccessKey": "S3", "client_secret": "c" }',
      '{ "token": "***", "apiKey" : "***", "secret":"***", "secretAccessKey": "***", "client_secret": "***" }',
    ],
    [
      'more names in JSON',
      '{"accessKeyId":"AKIA1","sessionToken":"t","api_key":"k","SMTP_PASSWORD":"p","pass":"q","accessToken":"a"}',
      '{"accessKeyId":"***","sessionToken":"***","api_key":"***","SMTP_PASSWORD":"***","pass":"***","accessToken":"***"}',
    ],
    [
      'a JSON value with escaped quotes in it',
      '{"password":"a\\"b\\\\","next":"kept"}',
      '{"password":"***","next":"kept"}',
    ],
    [
      'JSON inside a JSON string',
      '{"message":"body {\\"password\\":\\"hun\\\\\\"ter\\\\\\\\\\",\\"user\\":\\"u\\"} refused"}',
      '{"message":"body {\\"password\\":\\"***\\",\\"user\\":\\"u\\"} refused"}',
    ],
  ])('hides %s, keeping the key', (_case, text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it('keeps JSON keys that only look like a secret', () => {
    const text =
      '{"passwordChanged": true, "passwordChangedAt":"2026-01-02", "bypass":"on", "tokens":"3", "API_TOKEN_MAX_DAYS":"365", "maxTokens":"9", "passes":"2", "token":42}';
    expect(redact(text)).toBe(text);
  });

  it('is hidden in JSON details by the logger, in both formats', () => {
    const info = captured('info');
    createLogger('info').info('Sign-in body', { password: 'hunter2', apiKey: 'sk-9', passwordChanged: true });
    createLogger('info', 'json').info('Sign-in body', {
      password: 'hunter2',
      apiKey: 'sk-9',
      passwordChanged: true,
    });
    expect(info.mock.calls[0]![1]).toBe('{"password":"***","apiKey":"***","passwordChanged":true}');
    expect(JSON.parse(info.mock.calls[1]![0] as string).details).toEqual({
      password: '***',
      apiKey: '***',
      passwordChanged: true,
    });
  });

  it('is hidden by the logger, in both formats', () => {
    const error = captured('error');
    const failure = new Error(`Token ${API_TOKEN} refused`, { cause: new Error('OPENAI_API_KEY=sk-live-9') });
    createLogger('info').error('Authorization: Bearer sk-live-8', failure);
    createLogger('info', 'json').error('Authorization: Bearer sk-live-8', failure);
    const written = JSON.stringify(error.mock.calls);
    for (const secret of [API_TOKEN, 'sk-live-9', 'sk-live-8']) expect(written).not.toContain(secret);
    expect(written).toContain('OPENAI_API_KEY=***');
  });
});

describe('client addresses in the log (LOG_CLIENT_ADDRESSES)', () => {
  it('are truncated by default: IPv4 to its /24, IPv6 to its /48', () => {
    expect(loadConfig({}).logClientAddresses).toBe('truncated');
    expect(addressForLog('203.0.113.57', 'truncated')).toBe('203.0.113.0/24');
    expect(addressForLog('2001:db8:85a3:8d3:1319:8a2e:370:7348', 'truncated')).toBe('2001:db8:85a3::/48');
    expect(addressForLog('2001:db8::1', 'truncated')).toBe('2001:db8:0::/48');
    expect(addressForLog('::ffff:198.51.100.7', 'truncated')).toBe('198.51.100.0/24');
    expect(addressForLog('fe80::1%eth0', 'truncated')).toBe('fe80:0:0::/48');
  });

  it('are kept whole when the operator asks for full addresses', () => {
    expect(loadConfig({ LOG_CLIENT_ADDRESSES: 'full' }).logClientAddresses).toBe('full');
    expect(addressForLog('203.0.113.57', 'full')).toBe('203.0.113.57');
    expect(() => loadConfig({ LOG_CLIENT_ADDRESSES: 'hashed' })).toThrow(/LOG_CLIENT_ADDRESSES/);
  });

  it('say so when there is no address', () => {
    expect(addressForLog(null, 'truncated')).toBe('an unknown address');
    expect(addressForLog(null, 'full')).toBe('an unknown address');
  });
});
