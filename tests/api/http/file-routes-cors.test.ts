// The file routes answer a page on an origin CORS_ORIGINS lists as /graphql
// does: with CORS headers on the file and on every refusal, and the file's
// name (Content-Disposition) readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createToken } from '../../helpers/tokens';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const SITE = 'https://lab.example';
const NEIGHBOUR = 'https://tools.lab.example';
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: SITE, CORS_ORIGINS: NEIGHBOUR } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  token = (await createToken(app, await signIn(app, ADMIN), { scope: 'READ' })).token;
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.app.request(`${SITE}${path}`, { headers: { origin: NEIGHBOUR, ...headers } });

describe('file routes from a listed origin', () => {
  it('let the page read the CSV export and its file name, after a preflight for its Authorization', async () => {
    const preflight = await app.app.request(`${SITE}/api/crm/contacts.csv`, {
      method: 'OPTIONS',
      headers: { origin: NEIGHBOUR, 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const response = await get('/api/crm/contacts.csv', { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(NEIGHBOUR);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-expose-headers')).toContain('content-disposition');
  });

  it.each([
    ['the CSV export without credentials (401)', '/api/crm/contacts.csv', {}, 401],
    [
      'an unknown import error file (404)',
      '/api/crm/imports/bm90aGluZw/errors.csv',
      { authorization: `Bearer ${'x'}` },
      401,
    ],
    [
      'an original without credentials (401)',
      '/media/original/asset/0196f000-0000-7000-8000-000000000000',
      {},
      401,
    ],
  ] as const)('let the page read the refusal of %s', async (_name, path, headers, status) => {
    const response = await get(path, headers);
    expect(response.status).toBe(status);
    expect(response.headers.get('access-control-allow-origin')).toBe(NEIGHBOUR);
  });

  it('let the page read a 404 with a valid token', async () => {
    const response = await get('/api/crm/imports/bm90aGluZw/errors.csv', {
      authorization: `Bearer ${token}`,
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(NEIGHBOUR);
  });
});
