// Ad-hoc documents are accepted in every mode, production included, beside
// the web app's persisted ids, under limits checked before anything runs:
// shape (depth, aliases, directives, tokens), cost (page sizes, variables
// included), body size and batching; introspection only for admins; field
// suggestions hidden in production. Over the WebSocket too. Every operation
// the web app sends passes them.

import http from 'node:http';
import {
  type GraphQLInputType,
  getNullableType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
} from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_PAGE_SIZE } from '../../../domain/shared/constants';
import { formatMessage } from '../../../domain/shared/messages';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import { seedDemoContent } from '../../../prisma/seed';
import { COST_LIMIT_CODE, documentCost, GRAPHQL_LIMITS } from '../../../server/http/graphql-limits';
import { createHttpServer, listen, type RunningServer } from '../../../server/http/server';
import { schema } from '../../../server/schema';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createTestDatabase } from '../../helpers/db';
import { idTypeOf, idTypesOfVariables, missingId } from '../../helpers/ids';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';
import { asToken, createToken } from '../../helpers/tokens';
import { ADMIN, createUser, MEMBER, sessionCookieFor, signIn } from '../../helpers/users';

let app: TestApp;
let counter: QueryCounter;
let adminCookie: string;
let memberCookie: string;
let token: string;

beforeAll(async () => {
  const db = await createTestDatabase();
  await seedDemoContent(db.prisma);
  await createUser(db.prisma, { ...ADMIN, role: 'admin' });
  const member = await createUser(db.prisma, { ...MEMBER, role: 'member' });
  counter = countQueries(db);
  app = await createTestApp({
    db: { ...db, prisma: counter.prisma },
    env: { NODE_ENV: 'production', RESPONSE_CACHE_SECONDS: '0' },
  });
  adminCookie = await signIn(app, ADMIN);
  memberCookie = await sessionCookieFor(app, member.id);
  token = (await createToken(app, adminCookie, { scope: 'READ' })).token;
});
afterAll(() => app.close());

/** A POST as a script sends it (no cookie, no CSRF header), through the whole HTTP stack. */
async function post(body: unknown, headers: Record<string, string> = {}) {
  counter.reset();
  const response = await app.app.request('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: JSON.parse(text) as {
      data?: unknown;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
    statements: counter.statements.length,
  };
}

const aliases = (count: number, field = 'conversionSettings { slackWebhookConfigured }') =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;
const POST_PAGE = 'blogPosts(first: 100) { edges { node { id title slug excerpt publishedAt } } }';
/** Three course outlines: over the cost limit at pages of 100 (`n`), well within it at 5. */
const OUTLINES = `query ($n: Int) { ${['a', 'b', 'c']
  .map(
    (alias) =>
      `${alias}: courses(first: $n) { edges { node { id modules { title lessons { id title durationMinutes } } } } }`,
  )
  .join(' ')} }`;
/** 15 fragments, each two levels deeper than the last, through introspection's recursive types: depth 30+. */
const DEEP_FRAGMENTS = `{ __type(name: "Query") { ...F0 } } ${Array.from(
  { length: 16 },
  (_, index) =>
    `fragment F${index} on __Type { fields { type { ${index < 15 ? `...F${index + 1}` : 'name'} } } }`,
).join(' ')}`;

describe('ad-hoc documents in production', () => {
  it('run for anonymous callers over public fields, as GraphQL over HTTP says', async () => {
    const result = await post({ query: '{ blogPosts(first: 2) { edges { node { title } } } }' });
    expect(result.status).toBe(200);
    expect(result.contentType).toContain('application/graphql-response+json');
    expect(result.body.errors).toBeUndefined();
    expect((result.body.data as { blogPosts: { edges: unknown[] } }).blogPosts.edges).toHaveLength(2);
  });

  it('are refused on admin fields for anonymous callers', async () => {
    const result = await post({ query: '{ users(first: 1) { edges { node { email } } } }' });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.body.data).toBeNull();
  });

  it('leave persisted ids working, by GET too', async () => {
    const operations = (
      await import('../../../client/__generated__/persisted-queries.json', { with: { type: 'json' } })
    ).default as Record<string, string>;
    const [id] = Object.entries(operations).find(([, text]) => text.startsWith('query BlogIndexPageQuery'))!;
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }));
    const response = await app.app.request(`http://localhost/graphql?extensions=${extensions}`, {
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it('are refused as a mutation over GET (405) and as malformed JSON (400)', async () => {
    const get = await app.app.request(
      `http://localhost/graphql?query=${encodeURIComponent('mutation { signOut { signedOut } }')}`,
      {
        headers: { accept: 'application/graphql-response+json' },
      },
    );
    expect(get.status).toBe(405);
    expect((await post('{"query": ')).status).toBe(400);
  });
});

describe('limits, before anything runs', () => {
  it('refuse 200 aliases of a 100-post page without touching the database', async () => {
    const result = await post({ query: aliases(200, POST_PAGE) });
    expect(result.status).toBe(400);
    // Its 1 800 tokens trip the token limit first, while it is parsed.
    expect(result.body.errors?.[0]?.message).toMatch(
      /Token limit of 1000 exceeded|Aliases limit of 15 exceeded/,
    );
    expect(result.statements).toBe(0);
    // Short enough for the token limit, 150 aliases of a smaller field trip the alias limit.
    expect((await post({ query: aliases(150, 'viewer { id }') })).body.errors?.[0]?.message).toMatch(
      /Aliases limit of 15 exceeded/,
    );
  });

  it('refuse one alias, level or directive over the limit as an invalid document: 400 and its code', async () => {
    const nested = (depth: number): string =>
      depth === 0 ? 'name' : `fields { type { ${nested(depth - 1)} } }`;
    for (const query of [
      aliases(GRAPHQL_LIMITS.aliases + 1, 'viewer { id }'),
      `{ __type(name: "Query") { ${nested(8)} } }`,
      `{ __typename ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.directives + 1)}}`,
    ]) {
      const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }];
      for (const headers of callers) {
        const result = await post({ query }, headers);
        expect(result.status, query).toBe(400);
        expect(result.body.errors?.[0]?.extensions?.code, query).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(result.body.errors?.[0]?.message).toMatch(/limit of \d+ exceeded/);
        expect(result.body.data ?? null).toBeNull();
        // Nothing ran (a token is read from the database to authenticate it).
        if (!headers.authorization) expect(result.statements).toBe(0);
      }
    }
    // At the limits, they run.
    expect((await post({ query: aliases(GRAPHQL_LIMITS.aliases, 'viewer { id }') })).status).toBe(200);
  });

  it('say which limit a document is over, as words and as data a script can read', async () => {
    const cases: [query: string, exceeded: keyof typeof GRAPHQL_LIMITS, message: RegExp][] = [
      [
        `{ viewer ${'{ ... on User '.repeat(16)}{ email }${' }'.repeat(16)} }`,
        'depth',
        /^Query depth limit of 15 exceeded, found 18\.$/,
      ],
      [
        aliases(GRAPHQL_LIMITS.aliases + 1, 'viewer { id }'),
        'aliases',
        /^Aliases limit of 15 exceeded, found 16\.$/,
      ],
      [
        `{ __typename ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.directives + 1)}}`,
        'directives',
        /^Directives limit of 20 exceeded, found 21\.$/,
      ],
      [`{ ${'__typename '.repeat(GRAPHQL_LIMITS.tokens)}}`, 'tokens', /^Token limit of 1000 exceeded\.$/],
    ];
    for (const [query, exceeded, message] of cases) {
      const result = await post({ query }, { authorization: `Bearer ${token}` });
      expect(result.status, exceeded).toBe(400);
      // Not a syntax error: the document is well formed, only too large (the first error, before any
      // other rule of validation has its say).
      expect(result.body.errors?.[0]?.message, exceeded).toMatch(message);
      expect(result.body.errors?.[0]?.extensions, exceeded).toEqual({
        code: exceeded === 'tokens' ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED',
        exceeded,
        limit: GRAPHQL_LIMITS[exceeded],
      });
    }
  });

  it('refuse a document 30 deep through fragments', async () => {
    const result = await post({ query: DEEP_FRAGMENTS }, { authorization: `Bearer ${token}` });
    expect(result.body.errors?.[0]?.message).toMatch(/depth limit of 15 exceeded/);
    expect(result.status).toBe(400);
    expect(result.body.data ?? null).toBeNull();
  });

  it('refuse a 1 MB document with 413, unread', async () => {
    const result = await post({ query: `{ ${'__typename '.repeat(90_000)}}` });
    expect(result.status).toBe(413);
    expect(result.statements).toBe(0);
  });

  describe('over HTTP, where the body declares its length or streams in chunks', () => {
    let running: RunningServer;
    beforeAll(async () => {
      running = await listen(createHttpServer(), app, app.config, { port: 0, host: '127.0.0.1' });
    });
    afterAll(() => running.close());

    type Answer = {
      status: number;
      body: {
        data?: unknown;
        errors?: { message?: string; extensions?: { code?: string; limit?: number } }[];
      };
      statements: number;
    };
    /**
     * A POST over a connection of its own: with Content-Length for a whole
     * body, chunked for pieces. (A server that refuses a body before it has
     * all arrived closes the connection, so none is shared.)
     */
    const overHttp = (body: string | Buffer | string[], headers: Record<string, string | number>) =>
      new Promise<Answer>((resolve, reject) => {
        counter.reset();
        let answered = false;
        const whole = typeof body === 'string' || Buffer.isBuffer(body);
        const request = http.request(
          {
            host: '127.0.0.1',
            port: running.port,
            path: '/graphql',
            method: 'POST',
            agent: false,
            headers: {
              accept: 'application/graphql-response+json',
              ...(whole ? { 'content-length': Buffer.byteLength(body) } : {}),
              ...headers,
            },
          },
          (response) => {
            answered = true;
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
                statements: counter.statements.length,
              }),
            );
          },
        );
        // Writing the rest of a refused body may fail once the answer is in.
        request.on('error', (error) => answered || reject(error));
        if (whole) request.end(body);
        else {
          for (const piece of body) request.write(piece);
          request.end();
        }
      });
    const send = (body: string | string[]) => overHttp(body, { 'content-type': 'application/json' });
    const chunked = (text: string, pieces: number) => {
      const size = Math.ceil(text.length / pieces);
      return Array.from({ length: pieces }, (_, index) => text.slice(index * size, (index + 1) * size));
    };
    const huge = JSON.stringify({ query: `{ ${'__typename '.repeat(90_000)}}` });
    const small = JSON.stringify({ query: '{ __typename }' });

    // The limit a script ran into, in the README's words, and in bytes.
    const jsonLimit =
      'The request body is larger than 700 KB (700000 bytes), the most a request may send; only an administrator may upload a larger file (multipart).';

    it('refuse a 1 MB body with 413, by its Content-Length, running nothing, saying the limit', async () => {
      const result = await send(huge);
      expect(result.status).toBe(413);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');
      expect(result.body.errors?.[0]?.message).toBe(jsonLimit);
      expect(result.body.errors?.[0]?.extensions?.limit).toBe(700_000);
      expect(result.statements).toBe(0);
    });

    it('refuse a 1 MB body sent in chunks with 413 once it passes the limit, running nothing, saying the limit', async () => {
      const result = await send(chunked(huge, 20));
      expect(result.status).toBe(413);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');
      expect(result.body.errors?.[0]?.message).toBe(jsonLimit);
      expect(result.statements).toBe(0);
    });

    it("take an admin's file larger than a JSON body (a photo), by its Content-Length, and refuse anyone else's", async () => {
      const form = new FormData();
      const query = 'mutation M($input: UploadAssetInput!) { uploadAsset(input: $input) { __typename } }';
      form.set('operations', JSON.stringify({ query, variables: { input: { file: null } } }));
      form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
      form.set('0', new File([new Uint8Array(2 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' }));
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const upload = (headers: Record<string, string>) =>
        overHttp(body, {
          'content-type': encoded.headers.get('content-type')!,
          'x-csrf-protection': '1',
          ...headers,
        });
      // Read and refused as what it is (zeros, not an image), not for its size.
      const admin = await upload({ cookie: adminCookie });
      expect(admin.status).toBe(200);
      expect(admin.body).toEqual({ data: { uploadAsset: { __typename: 'ValidationError' } } });
      const others: Record<string, string>[] = [{}, { cookie: memberCookie }];
      for (const headers of others) {
        const refused = await upload(headers);
        expect(refused.status).toBe(413);
        expect(refused.body.errors?.[0]?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');
        expect(refused.body.errors?.[0]?.message).toBe(jsonLimit);
      }
    });

    it("refuse an admin's upload over the upload limit with 413, saying that limit (not the JSON one)", async () => {
      // The import's 50 MB (larger than IMAGE_MAX_MB's default 20) plus 700 KB: 53 128 800 bytes.
      const limit = 50 * 1024 * 1024 + 700_000;
      const form = new FormData();
      const query = 'mutation M($input: UploadAssetInput!) { uploadAsset(input: $input) { __typename } }';
      form.set('operations', JSON.stringify({ query, variables: { input: { file: null } } }));
      form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
      form.set('0', new File([new Uint8Array(limit + 1)], 'photo.jpg', { type: 'image/jpeg' }));
      const encoded = new Response(form);
      const refused = await overHttp(Buffer.from(await encoded.arrayBuffer()), {
        'content-type': encoded.headers.get('content-type')!,
        'x-csrf-protection': '1',
        cookie: adminCookie,
      });
      expect(refused.status).toBe(413);
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'REQUEST_ENTITY_TOO_LARGE', limit });
      expect(refused.body.errors?.[0]?.message).toBe(
        "The request body is larger than 50.7 MB (53128800 bytes), the most an administrator's upload may send: a file of up to 50 MB (the larger of IMAGE_MAX_MB and a contact import's 50 MB) plus 700 KB.",
      );
    });

    it('answer a small body either way', async () => {
      for (const body of [small, chunked(small, 3)])
        expect(await send(body)).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
    });
  });

  it('refuse too many tokens and directives', async () => {
    expect(
      (await post({ query: `{ ${'__typename '.repeat(GRAPHQL_LIMITS.tokens)}}` })).body.errors?.[0]?.message,
    ).toMatch(/Token limit of 1000 exceeded/);
    const directives = `{ __typename ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.directives + 1)}}`;
    expect((await post({ query: directives })).body.errors?.[0]?.message).toMatch(
      /Directives limit of 20 exceeded/,
    );
  });

  it('refuse a batch (an array of operations) with 400, running none', async () => {
    const result = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(result.status).toBe(400);
    expect(result.body.data ?? null).toBeNull();
    expect(result.statements).toBe(0);
  });

  it('refuse a document over the cost limit, counting page sizes given as variables', async () => {
    const costly = await post({ query: OUTLINES, variables: { n: 100 } });
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/more than the limit of 20000/),
      extensions: { code: COST_LIMIT_CODE, limit: GRAPHQL_LIMITS.cost },
    });
    expect(costly.statements).toBe(0);
    const cheap = await post({ query: OUTLINES, variables: { n: 5 } });
    expect(cheap.body.errors).toBeUndefined();
    // Costs are remembered per document and variables: the cheap answer is not reused.
    const again = await post({ query: OUTLINES, variables: { n: 100 } });
    expect(again.status).toBe(400);
    expect(again.statements).toBe(0);
  });

  it('cost a page at the size it is served: a `first` over the page size costs what a full page does', async () => {
    const PAGES = `query ($n: Int) { ${['a', 'b', 'c', 'd', 'e']
      .map(
        (alias) => `${alias}: blogPosts(first: $n) { edges { node { id title slug excerpt publishedAt } } }`,
      )
      .join(' ')} }`;
    const cost = (n: number) =>
      documentCost(schema, parse(PAGES), { variables: { n }, context: { services: app.services } });
    expect(cost(1000)).toBe(cost(MAX_PAGE_SIZE));
    const result = await post({ query: PAGES, variables: { n: 1000 } });
    expect(result.body.errors).toBeUndefined();
    expect(result.status).toBe(200);
  });

  it('hide field suggestions in production', async () => {
    const result = await post({ query: '{ blogPosts(first: 1) { edges { node { tite } } } }' });
    expect(result.body.errors?.[0]?.message).toContain('Cannot query field');
    expect(result.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('hide the enum values and types a suggestion would name, in the document or in a variable', async () => {
    for (const body of [
      // An admin field's enum: its values are not for an anonymous caller to learn.
      { query: '{ crmContacts(status: custom) { totalCount } }' },
      {
        query: 'query ($s: ContactStatus) { crmContacts(status: $s) { totalCount } }',
        variables: { s: 'custom' },
      },
      { query: '{ blogPost(slug: "x") { id } }' },
    ]) {
      const result = await post(body);
      expect(result.body.errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
      for (const error of result.body.errors ?? []) {
        expect(error.message).not.toMatch(/Did you mean|customer|BlogPost"/);
      }
    }
  });
});

describe('introspection', () => {
  const INTROSPECT = { query: '{ __schema { queryType { name } } }' };
  const introspects = (result: Awaited<ReturnType<typeof post>>) =>
    JSON.stringify(result.body.data ?? null).includes('"queryType":{"name":"Query"}');

  it('is for admins and token holders only in production', async () => {
    const anonymous = await post(INTROSPECT);
    expect(introspects(anonymous)).toBe(false);
    // The refusal says how to be allowed: a script has a token to send.
    expect(anonymous.body.errors?.[0]?.message).toBe(
      formatMessage(API_TOKEN_MESSAGES.introspectionForAdmins, { field: '__schema' }),
    );
    expect(anonymous.body.errors?.[0]?.message).toMatch(/API token/);
    const member = await post(INTROSPECT, { cookie: memberCookie, 'x-csrf-protection': '1' });
    expect(introspects(member)).toBe(false);
    expect(member.body.errors?.[0]?.message).toMatch(/API token/);
    expect(introspects(await post(INTROSPECT, { cookie: adminCookie, 'x-csrf-protection': '1' }))).toBe(true);
    expect(introspects(await post(INTROSPECT, { authorization: `Bearer ${token}` }))).toBe(true);
    // Asked again anonymously, once an admin's answer is in Yoga's validation cache.
    expect(introspects(await post(INTROSPECT))).toBe(false);
    // __typename is not introspection.
    expect((await post({ query: '{ __typename }' })).body.data).toEqual({ __typename: 'Query' });
  });

  it('follows GRAPHQL_INTROSPECTION', async () => {
    const open = await createTestApp({ env: { NODE_ENV: 'development' } });
    const closed = await createTestApp({ env: { NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'off' } });
    try {
      expect((await open.gql(INTROSPECT.query)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      await createUser(closed.prisma, { ...ADMIN, role: 'admin' });
      const closedAdmin = await signIn(closed, ADMIN);
      const refused = await closed.gql(INTROSPECT.query, {}, { cookie: closedAdmin });
      expect(refused.data ?? null).toBeNull();
      // Off for everyone: a token would not help, and the refusal does not say it would.
      expect(refused.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    } finally {
      await open.close();
      await closed.close();
    }
  });
});

/**
 * A value of an input type for a required variable: pages as large as
 * allowed, ids of the type their argument takes (`idType`), the rest minimal.
 */
function valueFor(type: GraphQLInputType, idType?: string): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.name;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, valueFor(field.type, idTypeOf(field))]),
    );
  }
  switch (nullable.name) {
    case 'Int':
      return 100;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'ID':
      return missingId(idType);
    case 'DateTime':
      return '2026-01-01T00:00:00.000Z';
    case 'Date':
      return '2026-01-01';
    case 'JSON':
      return {};
    case 'File':
      return new File(['x'], 'x.jpg', { type: 'image/jpeg' });
    default:
      return 'x';
  }
}

it('lets every persisted operation of the web app through, at the largest pages it asks for', async () => {
  const { default: operations } = await import('../../../client/__generated__/persisted-queries.json', {
    with: { type: 'json' },
  });
  const refused: string[] = [];
  let heaviest = 0;
  for (const [id, text] of Object.entries(operations as Record<string, string>)) {
    const request = new Request('http://localhost/graphql', { method: 'POST' });
    const enveloped = app.yoga.getEnveloped({ request, params: {} });
    try {
      const document = enveloped.parse(text);
      const errors = enveloped.validate(enveloped.schema, document);
      if (errors.length > 0) refused.push(`${id}: ${errors[0]!.message}`);
      const operation = getOperationAST(document)!;
      const idTypes = idTypesOfVariables(document);
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? [])
          .filter((definition) => !definition.defaultValue)
          .map((definition) => [
            definition.variable.name.value,
            valueFor(
              typeFromAST(schema, definition.type as never) as GraphQLInputType,
              idTypes.get(definition.variable.name.value),
            ),
          ]),
      );
      const cost = documentCost(schema, parse(text), { variables, context: { services: app.services } });
      if (typeof cost !== 'number') refused.push(`${id}: ${cost.message}`);
      else if (cost > GRAPHQL_LIMITS.cost) refused.push(`${id}: costs ${cost}`);
      else heaviest = Math.max(heaviest, cost);
    } catch (error) {
      refused.push(`${id}: ${(error as Error).message}`);
    }
  }
  expect(Object.keys(operations).length).toBeGreaterThan(50);
  expect(refused.join('\n')).toBe('');
  // The margin the limit keeps above the app's own heaviest page.
  expect(heaviest).toBeLessThan(GRAPHQL_LIMITS.cost / 2);
});

describe('over the WebSocket', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await listen(createHttpServer(), app, app.config, { port: 0, host: '127.0.0.1' });
  });
  afterAll(() => running.close());

  it('runs ad-hoc documents in production, answers one over the limits with an error and keeps the socket', async () => {
    const client = createClient({
      url: `ws://127.0.0.1:${running.port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
    });
    const run = (query: string, variables?: Record<string, unknown>) =>
      new Promise<unknown>((resolve) =>
        client.subscribe(
          { query, variables },
          {
            next: resolve,
            error: (error) =>
              resolve(
                Array.isArray(error)
                  ? { errors: error.map(({ message }) => message) }
                  : { closed: (error as CloseEvent).code },
              ),
            complete: () => undefined,
          },
        ),
      );
    try {
      expect(await run(aliases(GRAPHQL_LIMITS.aliases + 1))).toEqual({
        errors: [expect.stringMatching(/Aliases limit of 15 exceeded/)],
      });
      expect(await run(OUTLINES, { n: MAX_PAGE_SIZE })).toMatchObject({
        errors: [expect.objectContaining({ message: expect.stringMatching(/more than the limit/) })],
      });
      expect(JSON.stringify(await run('{ __schema { queryType { name } } }'))).toMatch(/API token/);
      expect(await run('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await client.dispose();
    }
  });
});

it('a READ token runs the same limits', async () => {
  const result = await asToken(app, token, aliases(200, POST_PAGE));
  expect(result.data ?? null).toBeNull();
  expect(result.errors?.[0]?.message).toMatch(/Token limit of 1000 exceeded/);
});
