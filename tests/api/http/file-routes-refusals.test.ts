// The file routes (CSV exports, originals, tus uploads) refuse as /graphql
// refuses, and a script asking for JSON (its Accept names a JSON type) gets
// the refusal as /graphql's `{ errors }`, with the same message, code and
// headers: they answered plain text to everyone, so a client that reads
// every answer as JSON failed to parse the reason. A browser's download and
// curl (Accept: */*, or none) still get the message as plain text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import { AUTH } from '../../../domain/shared/messages';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import { createToken } from '../../helpers/tokens';
import { createUser, sessionCookieFor } from '../../helpers/users';

let app: TestApp;
let cookie: string;
let memberCookie: string;
let readToken: string;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp({ env: { API_TOKEN_REQUESTS_PER_MINUTE: '2' } });
  cookie = await adminCookie(app);
  const member = await createUser(app.prisma, {
    email: 'member@file-refusals.example',
    password: 'member password 1',
    role: null,
  });
  memberCookie = await sessionCookieFor(app, member.id);
  readToken = (await createToken(app, cookie, { scope: 'READ' })).token;
  adminToken = (await createToken(app, cookie, { scope: 'ADMIN' })).token;
});
afterAll(() => app?.close());

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE = 'application/graphql-response+json; charset=utf-8';

const exportCsv = (headers: Record<string, string>) =>
  app.app.request('http://localhost/api/crm/contacts.csv', { headers });
const original = (headers: Record<string, string>) =>
  app.app.request('http://localhost/media/original/asset/00000000-0000-4000-8000-000000000000', { headers });
const upload = (headers: Record<string, string>) =>
  app.app.request('http://localhost/api/uploads', {
    method: 'POST',
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000', ...headers },
  });

async function expectJsonRefusal(
  response: Response,
  status: number,
  error: { message: string; extensions: Record<string, unknown> },
  type = JSON_TYPE,
) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe(type);
  expect(await response.json()).toEqual({ errors: [error] });
}

describe('a file route refusing a script that asks for JSON', () => {
  const json = { accept: 'application/json' };

  it.each([
    ['the CSV export', exportCsv],
    ['an original', original],
    ['an upload', upload],
  ])('%s: 401 without a credential, 403 for a non-admin', async (_label, route) => {
    await expectJsonRefusal(await route(json), 401, {
      message: AUTH.notSignedIn,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    await expectJsonRefusal(await route({ ...json, cookie: memberCookie, [CSRF_HEADER]: '1' }), 403, {
      message: AUTH.accessDenied,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('an upload’s refusals carry Tus-Resumable, as every answer of the tus protocol does', async () => {
    const attempts: Record<string, string>[] = [
      json,
      {},
      { cookie: memberCookie, [CSRF_HEADER]: '1' },
      { cookie },
    ];
    for (const headers of attempts) {
      const refused = await upload(headers);
      expect(refused.status).toBeGreaterThanOrEqual(401);
      expect(refused.headers.get('tus-resumable')).toBe('1.0.0');
    }
  });

  it('names a bad token as /graphql does, with its challenge', async () => {
    const response = await exportCsv({ ...json, authorization: 'Bearer mlab_not-a-real-token' });
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    await expectJsonRefusal(response, 401, {
      message: API_TOKEN_MESSAGES.invalid,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers in application/json when graphql-response+json is refused (q=0)', async () => {
    await expectJsonRefusal(
      await original({ accept: 'application/graphql-response+json;q=0, application/json' }),
      401,
      { message: AUTH.notSignedIn, extensions: { code: 'UNAUTHENTICATED' } },
    );
  });

  it('answers in JSON when JSON is preferred to other types, or only application/* is accepted', async () => {
    for (const accept of [
      'text/csv;q=0.5, application/json',
      'application/json;q=0.9, */*;q=0.1',
      'application/*',
    ])
      await expectJsonRefusal(await exportCsv({ accept }), 401, {
        message: AUTH.notSignedIn,
        extensions: { code: 'UNAUTHENTICATED' },
      });
  });

  it('answers in application/graphql-response+json when that is asked for first', async () => {
    await expectJsonRefusal(
      await original({ accept: 'application/graphql-response+json, application/json;q=0.9' }),
      401,
      { message: AUTH.notSignedIn, extensions: { code: 'UNAUTHENTICATED' } },
      GRAPHQL_RESPONSE,
    );
  });

  it('refuses a READ token’s upload and a session’s upload without the CSRF header', async () => {
    await expectJsonRefusal(await upload({ ...json, authorization: `Bearer ${readToken}` }), 403, {
      message: API_TOKEN_MESSAGES.readOnlyUpload,
      extensions: { code: 'FORBIDDEN' },
    });
    const noHeader = await upload({ ...json, cookie });
    expect(noHeader.status).toBe(403);
    expect(((await noHeader.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain(
      CSRF_HEADER,
    );
  });

  it('says when a token is over its requests a minute, with Retry-After', async () => {
    const headers = { ...json, authorization: `Bearer ${adminToken}` };
    await exportCsv(headers);
    await exportCsv(headers);
    const limited = await exportCsv(headers);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toBe(JSON_TYPE);
    const { errors } = (await limited.json()) as {
      errors: { message: string; extensions: Record<string, unknown> }[];
    };
    expect(errors).toEqual([
      { message: expect.any(String), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter } },
    ]);
  });
});

describe('a file route refusing a browser or curl', () => {
  it.each([
    [{}],
    [{ accept: '*/*' }],
    [{ accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }],
    // A JSON type refused (q=0) is not asked for, whatever else is.
    [{ accept: 'application/json;q=0' }],
    [{ accept: 'application/json; q=0, */*' }],
    [{ accept: 'application/graphql-response+json;q=0.0, application/json;q=0, text/csv' }],
    // Plain text preferred to JSON.
    [{ accept: 'text/plain, application/json;q=0.5' }],
  ])('answers the message as plain text (headers %j)', async (headers) => {
    const response = await exportCsv(headers);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(AUTH.notSignedIn);
  });
});
