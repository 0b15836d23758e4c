// Cross-origin and cross-site requests: CORS is same-origin unless
// CORS_ORIGINS says otherwise, and a request that carries a cookie must come
// from this site (or a listed origin) with the header the web app sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createToken, tamperedToken } from '../../helpers/tokens';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const SITE = 'http://localhost:4000';
const NEIGHBOUR = 'http://localhost:4001';
const CREATE_TAG = 'mutation Tag($input: SaveTermInput!) { saveTerm(input: $input) { __typename } }';

let app: TestApp;
let cookie: string;
let tagNumber = 0;

beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: SITE } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  cookie = await signIn(app, ADMIN);
});
afterAll(() => app.close());

/** A tag-creating request through the whole HTTP stack; resolves to its status and whether the tag exists. */
async function createTag(target: TestApp, headers: Record<string, string>, body?: BodyInit) {
  const slug = `csrf-${++tagNumber}`;
  const response = await target.app.request(`${SITE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body:
      body ??
      JSON.stringify({ query: CREATE_TAG, variables: { input: { kind: 'BLOG_TAG', name: slug, slug } } }),
  });
  const created = (await target.prisma.blogTag.count({ where: { slug } })) === 1;
  return { status: response.status, created, headers: response.headers, body: await response.text() };
}

describe('CORS', () => {
  it('answers another origin of the same site without CORS headers by default', async () => {
    const read = await app.app.request(`${SITE}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: NEIGHBOUR },
      body: JSON.stringify({ query: '{ blogPosts(first: 1) { totalCount } }' }),
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await app.app.request(`${SITE}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: NEIGHBOUR, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows the origins CORS_ORIGINS lists, with credentials', async () => {
    const listed = await createTestApp({ db: app.db, env: { PUBLIC_URL: SITE, CORS_ORIGINS: NEIGHBOUR } });
    const preflight = await listed.app.request(`${SITE}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: NEIGHBOUR,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type, ${CSRF_HEADER}`,
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(NEIGHBOUR);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain(CSRF_HEADER);
    const tag = await createTag(listed, { cookie, origin: NEIGHBOUR, [CSRF_HEADER]: '1' });
    expect(tag).toMatchObject({ status: 200, created: true });
    const other = await createTag(listed, { cookie, origin: 'http://localhost:4002', [CSRF_HEADER]: '1' });
    expect(other).toMatchObject({ status: 403, created: false });
  });

  it("never gives credentials to '*', and refuses cookies from origins it does not name", async () => {
    const open = await createTestApp({ db: app.db, env: { PUBLIC_URL: SITE, CORS_ORIGINS: '*' } });
    const read = await open.app.request(`${SITE}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      body: JSON.stringify({ query: '{ blogPosts(first: 1) { totalCount } }' }),
    });
    expect(read.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example');
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const tag = await createTag(open, { cookie, origin: 'https://elsewhere.example', [CSRF_HEADER]: '1' });
    expect(tag).toMatchObject({ status: 403, created: false });
  });

  it('lets a page on a listed origin read Retry-After and WWW-Authenticate, as a script does', async () => {
    const listed = await createTestApp({
      db: app.db,
      env: { PUBLIC_URL: SITE, CORS_ORIGINS: NEIGHBOUR, API_TOKEN_REQUESTS_PER_MINUTE: '1' },
    });
    const { token } = await createToken(listed, await signIn(listed, ADMIN), { scope: 'READ' });
    const ask = (secret: string) =>
      listed.app.request(`${SITE}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: NEIGHBOUR, authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
    expect((await ask(token)).status).toBe(200);
    const exposed = (response: Response) =>
      (response.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    const limited = await ask(token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('access-control-allow-origin')).toBe(NEIGHBOUR);
    expect(exposed(limited)).toContain('retry-after');
    const refused = await ask(tamperedToken(token));
    expect(refused.status).toBe(401);
    expect(exposed(refused)).toContain('www-authenticate');
  });

  it('answers other origins on the video upload route (tus) as on /graphql', async () => {
    // Apps of this test's own, never closed: tus's FileStore starts an un-awaited mkdir of its folder,
    // which throws (uncaught) when the shared app's folder is removed under it at the end of the file.
    const unlistedApp = await createTestApp({ db: app.db, env: { PUBLIC_URL: SITE } });
    const listed = await createTestApp({ db: app.db, env: { PUBLIC_URL: SITE, CORS_ORIGINS: NEIGHBOUR } });
    const open = await createTestApp({ db: app.db, env: { PUBLIC_URL: SITE, CORS_ORIGINS: '*' } });
    const preflight = (target: TestApp, origin: string) =>
      target.app.request(`${SITE}/api/uploads`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': `authorization, tus-resumable, ${CSRF_HEADER}`,
        },
      });
    const unlisted = await preflight(unlistedApp, NEIGHBOUR);
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
    const neighbour = await preflight(listed, NEIGHBOUR);
    expect(neighbour.headers.get('access-control-allow-origin')).toBe(NEIGHBOUR);
    expect(neighbour.headers.get('access-control-allow-credentials')).toBe('true');
    expect(neighbour.headers.get('access-control-allow-headers')).toContain(CSRF_HEADER);
    expect(
      (await preflight(listed, 'http://localhost:4002')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const anyone = await preflight(open, 'https://elsewhere.example');
    expect(anyone.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example');
    expect(anyone.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("lets a listed origin read the upload route's refusals (401, 403, 429) and their headers", async () => {
    // Never closed, as above.
    const listed = await createTestApp({
      db: app.db,
      env: { PUBLIC_URL: SITE, CORS_ORIGINS: NEIGHBOUR, API_TOKEN_REQUESTS_PER_MINUTE: '1' },
    });
    const { token } = await createToken(listed, await signIn(listed, ADMIN), { scope: 'READ' });
    const start = (secret: string) =>
      listed.app.request(`${SITE}/api/uploads`, {
        method: 'POST',
        headers: {
          origin: NEIGHBOUR,
          authorization: `Bearer ${secret}`,
          'tus-resumable': '1.0.0',
          'upload-length': '10',
        },
      });
    const readable = (response: Response, status: number, header: string) => {
      expect(response.status).toBe(status);
      expect(response.headers.get('access-control-allow-origin')).toBe(NEIGHBOUR);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
      expect(exposed.split(/\s*,\s*/)).toContain(header);
    };
    readable(await start(token), 403, 'www-authenticate');
    readable(await start(token), 429, 'retry-after');
    readable(await start(tamperedToken(token)), 401, 'www-authenticate');
  });

  it('accepts only origins in CORS_ORIGINS, and * alone', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173/' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    for (const value of ['*, https://a.example', 'a.example', 'https://a.example/path'])
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
  });
});

describe('requests that carry a cookie', () => {
  it('run from this site with the header the web app sends', async () => {
    expect(await createTag(app, { cookie, origin: SITE, [CSRF_HEADER]: '1' })).toMatchObject({
      status: 200,
      created: true,
    });
    // Same-origin requests without Origin (older browsers, scripts with a cookie jar).
    expect(await createTag(app, { cookie, [CSRF_HEADER]: '1' })).toMatchObject({ created: true });
  });

  it('are refused from another origin of the same site, and change nothing', async () => {
    const tag = await createTag(app, { cookie, origin: NEIGHBOUR, [CSRF_HEADER]: '1' });
    expect(tag).toMatchObject({ status: 403, created: false });
    // The code alone: the status is the response's, not part of the error a client reads.
    expect(JSON.parse(tag.body).errors[0].extensions).toEqual({ code: 'CSRF_REFUSED' });
    const sameSite = await createTag(app, { cookie, 'sec-fetch-site': 'same-site', [CSRF_HEADER]: '1' });
    expect(sameSite).toMatchObject({ status: 403, created: false });
  });

  it('are refused without the header, as form and multipart posts are', async () => {
    expect(await createTag(app, { cookie, origin: SITE })).toMatchObject({ status: 403, created: false });
    const form = new URLSearchParams({
      query: CREATE_TAG,
      variables: JSON.stringify({ input: { kind: 'BLOG_TAG', name: 'form', slug: `csrf-${tagNumber + 1}` } }),
    });
    expect(
      await createTag(app, { cookie, 'content-type': 'application/x-www-form-urlencoded' }, form),
    ).toMatchObject({ status: 403, created: false });
    const multipart = new FormData();
    multipart.set(
      'operations',
      JSON.stringify({
        query: CREATE_TAG,
        variables: { input: { kind: 'BLOG_TAG', name: 'm', slug: `csrf-${tagNumber + 1}` } },
      }),
    );
    multipart.set('map', '{}');
    const response = await app.app.request(`${SITE}/graphql`, {
      method: 'POST',
      headers: { cookie },
      body: multipart,
    });
    expect(response.status).toBe(403);
    expect(await app.prisma.blogTag.count({ where: { name: 'm' } })).toBe(0);
  });

  it('are not asked for the header when they carry no cookie (visitors, API tokens)', async () => {
    const visitor = await app.app.request(`${SITE}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ blogPosts(first: 1) { totalCount } }' }),
    });
    expect(visitor.status).toBe(200);
    const { token } = await createToken(app, cookie, { scope: 'ADMIN' });
    expect(await createTag(app, { authorization: `Bearer ${token}` })).toMatchObject({
      status: 200,
      created: true,
    });
  });

  it('are exempt when they name an API token, whose cookie is then ignored', async () => {
    const { token } = await createToken(app, cookie, { scope: 'ADMIN' });
    // A cookie beside a token, from another site, without the header: the token alone decides.
    expect(
      await createTag(app, { cookie, origin: 'https://evil.example', authorization: `Bearer ${token}` }),
    ).toMatchObject({ status: 200, created: true });
    expect(
      await createTag(app, { cookie, origin: 'https://evil.example', authorization: 'Bearer mlab_forged' }),
    ).toMatchObject({ status: 401, created: false });
  });
});
