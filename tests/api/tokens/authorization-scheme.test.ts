// A token sent in an Authorization header without the Bearer scheme (the
// secret alone, or `Token <secret>`) is refused with 401 in words that say
// how to send it, not as a token that is "invalid, expired or revoked": the
// token is fine, only the header is wrong.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import { createToken } from '../../helpers/tokens';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = (await createToken(app, await adminCookie(app), { scope: 'READ' })).token;
});
afterAll(() => app?.close());

const withAuthorization = async (authorization: string) => {
  const response = await app.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ query: '{ crmContacts(first: 1) { totalCount } }' }),
  });
  return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } };
};

it.each([
  ['the secret alone', ''],
  ['another scheme', 'Token '],
  ['Basic', 'Basic '],
])('refuses %s with how to send the token', async (_label, scheme) => {
  const { status, body } = await withAuthorization(`${scheme}${token}`);
  expect(status).toBe(401);
  expect(body.errors?.map((error) => error.message)).toEqual([API_TOKEN_MESSAGES.notBearer]);
});

it('still takes the token with the Bearer scheme, in any case', async () => {
  expect((await withAuthorization(`bearer ${token}`)).status).toBe(200);
});

it('keeps the invalid token words for a Bearer token that is wrong', async () => {
  const { status, body } = await withAuthorization('Bearer mlab_wrong');
  expect(status).toBe(401);
  expect(body.errors?.map((error) => error.message)).toEqual([API_TOKEN_MESSAGES.invalid]);
});
