// Malformed requests are the client's mistake: a 400 or a typed error with a
// short message, one line in the log (debug for a malformed request, which
// any client can send by the thousand) and no stack trace, and the request's
// own content never echoed back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import {
  MALFORMED_REQUEST_MESSAGE,
  NO_QUERY_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
} from '../../../server/http/malformed-requests';
import { createTestApp, type TestApp } from '../../helpers/app';
import { recordingLogger } from '../../helpers/log';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const { log, lines, debugLines } = recordingLogger();
const globalId = (value: string) => Buffer.from(value).toString('base64');

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ services: { log } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  cookie = await signIn(app, ADMIN);
});
beforeEach(() => {
  lines.length = 0;
  debugLines.length = 0;
});
afterAll(() => app.close());

describe('malformed global ids', () => {
  it.each([
    ['not base64 at all', 'garbage'],
    ['a type with an id that is no UUID', globalId('BlogPost:xyz')],
    ['an id with a NUL byte', globalId('BlogPost:0190\u0000')],
  ])('answer %s with a typed error and one debug line', async (_label, id) => {
    const result = await app.gql('query ($id: ID!) { node(id: $id) { id } }', { id }, { cookie });
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Invalid id in `id`: use an `id` the API gave (an opaque global id), not a database id.',
        extensions: { code: 'BAD_USER_INPUT', argument: 'id' },
      }),
    ]);
    expect(lines).toEqual([]);
    expect(debugLines.filter((line) => line.startsWith('Refused a malformed global id'))).toHaveLength(1);
  });

  it('sent by the hundred (a scanner) write nothing at info and above', async () => {
    const ids = Array.from({ length: 100 }, (_, index) => globalId(`BlogPost:probe-${index}`));
    const result = await app.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids }, { cookie });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const id of ids.slice(0, 10))
      await app.gql('query ($id: ID!) { node(id: $id) { id } }', { id }, { cookie });
    expect(lines).toEqual([]);
  });

  it('are refused in mutation inputs alike', async () => {
    const result = await app.gql(
      'mutation ($input: RetryEmailInput!) { retryEmail(input: $input) { __typename } }',
      { input: { id: globalId('EmailOutboxMessage:1; DROP TABLE') } },
      { cookie },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(lines).toEqual([]);
    expect(debugLines.filter((line) => line.startsWith('Refused a malformed global id'))).toHaveLength(1);
  });

  it('name the argument that holds a malformed id, down to its place in a list', async () => {
    const contact = await app.prisma.crmContact.create({
      data: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
    const ids = [globalId(`CrmContact:${contact.id}`), 'garbage'];
    const inInput = await app.gql(
      'mutation ($input: CrmContactIdsInput!) { deleteCrmContacts(input: $input) { __typename } }',
      { input: { ids } },
      { cookie },
    );
    expect(inInput.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Invalid id in `input\.ids\[1\]`: /),
        extensions: { code: 'BAD_USER_INPUT', argument: 'input.ids[1]' },
      }),
    ]);
    const inList = await app.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids }, { cookie });
    expect(inList.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Invalid id in `ids\[1\]`: /),
      extensions: { code: 'BAD_USER_INPUT', argument: 'ids[1]' },
    });
    // Refused before anything ran: the well-formed id's contact is still there.
    expect(await app.prisma.crmContact.count({ where: { deleted: false } })).toBe(1);
  });
});

describe('malformed requests', () => {
  const get = (query: string) =>
    app.app.request(`/graphql?${query}`, { headers: { accept: 'application/json', [CSRF_HEADER]: '1' } });

  it.each([
    ['variables that are not JSON', 'query=%7B__typename%7D&variables=notjson'],
    ['extensions that are not JSON', 'query=%7B__typename%7D&extensions=%7Bbad'],
  ])('answer GET parameters with %s with a 400 and one debug line', async (_label, query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [expect.objectContaining({ message: MALFORMED_REQUEST_MESSAGE })],
    });
    // A client can send these by the thousand: nothing at the levels an operator reads.
    expect(lines).toEqual([]);
    expect(debugLines.filter((line) => line.startsWith('Refused'))).toEqual([
      expect.stringMatching(/^Refused a malformed GraphQL GET/),
    ]);
  });

  it.each([
    ['an empty body', {}],
    ['variables alone', { variables: { first: 1 } }],
    ['a blank query', { query: '  ' }],
  ])('answer %s with a 400 that says to send a query', async (_label, body) => {
    const response = await app.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [expect.objectContaining({ message: NO_QUERY_MESSAGE, extensions: { code: 'BAD_REQUEST' } })],
    });
  });

  it('answer a body that is not JSON briefly, without echoing it', async () => {
    // Large, but under the 700 KB body limit (a larger one is refused with 413 first).
    const body = `{"query": "${'SECRET'.repeat(10_000)}`;
    const response = await app.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('SECRET');
    expect(text.length).toBeLessThan(300);
    expect(lines).toEqual([]);
    const refused = debugLines.filter((line) => line.startsWith('Refused'));
    expect(refused).toEqual([expect.stringMatching(/^Refused a malformed GraphQL POST/)]);
    expect(refused[0]).not.toContain('SECRET'.repeat(30));
  });

  // fetch() with a string body and no content-type sends text/plain: a script's
  // most common slip, which Yoga answered with an empty 415.
  it.each([
    ['text/plain;charset=UTF-8', 'a string body sent by fetch() without a content-type'],
    ['application/xml', 'another type'],
  ])('answer a body of type %s (%s) with a 415 that says which types to send', async (type) => {
    const response = await app.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': type, accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      errors: [{ message: UNSUPPORTED_TYPE_MESSAGE, extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('variables of the wrong type', () => {
  it('answer with the code BAD_USER_INPUT, as invalid arguments in the document answer with theirs', async () => {
    const result = await app.gql('query ($first: Int) { blogPosts(first: $first) { totalCount } }', {
      first: 'ten',
    });
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    const missing = await app.gql('query ($id: ID!) { node(id: $id) { id } }', {});
    expect(missing.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });
});

describe('the HTTP status of a refused id or variable', () => {
  /** A request as a script sends it, asking for the GraphQL response media type (or plain JSON). */
  const post = (query: string, variables: Record<string, unknown>, accept: string) =>
    app.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, cookie, [CSRF_HEADER]: '1' },
      body: JSON.stringify({ query, variables }),
    });

  it.each([
    [
      'a variable of the wrong type',
      'query ($first: Int) { blogPosts(first: $first) { totalCount } }',
      { first: 'ten' },
    ],
    ['a missing variable', 'query ($id: ID!) { node(id: $id) { id } }', {}],
    ['a malformed id', 'query ($id: ID!) { node(id: $id) { id } }', { id: 'garbage' }],
  ])(
    'is 400 for %s with application/graphql-response+json, 200 with plain JSON',
    async (_label, query, variables) => {
      const strict = await post(query, variables, 'application/graphql-response+json');
      expect(strict.status).toBe(400);
      expect(await strict.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
      const plain = await post(query, variables, 'application/json');
      expect(plain.status).toBe(200);
      expect(await plain.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    },
  );
});
