// A request refused before any operation runs (a bad API token: 401, a token
// over its requests a minute: 429, a cookie without the CSRF header: 403) is
// answered in the media type its Accept asks for, as Yoga answers everything
// else (GraphQL over HTTP): application/graphql-response+json when asked for
// first, application/json when that is asked for (or anything, */*).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import { createToken, tamperedToken } from '../../helpers/tokens';

let app: TestApp;
let cookie: string;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  token = (await createToken(app, cookie, { scope: 'ADMIN' })).token;
});
afterAll(() => app?.close());

const post = (headers: Record<string, string>) =>
  app.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

describe.each([
  ['a bad token (401)', 401, () => ({ authorization: `Bearer ${tamperedToken(token)}` })],
  ['a cookie without the CSRF header (403)', 403, () => ({ cookie })],
])('%s', (_label, status, headers) => {
  it.each([
    [GRAPHQL_RESPONSE, GRAPHQL_RESPONSE],
    [`${GRAPHQL_RESPONSE}, application/json;q=0.9`, GRAPHQL_RESPONSE],
    [`application/json, ${GRAPHQL_RESPONSE}`, 'application/json'],
    ['application/json', 'application/json'],
    ['*/*', 'application/json'],
  ])('is answered, to Accept: %s, as %s with its status', async (accept, type) => {
    const response = await post({ ...headers(), accept });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
    expect((await response.json()) as unknown).toEqual({
      errors: [expect.objectContaining({ message: expect.any(String) })],
    });
  });
});

it('answers as Yoga does without a refusal, for comparison', async () => {
  const response = await post({ authorization: `Bearer ${token}`, accept: GRAPHQL_RESPONSE });
  expect(response.headers.get('content-type')).toBe(`${GRAPHQL_RESPONSE}; charset=utf-8`);
});
