// The `admin` auth scope: the same operations as anonymous, as a signed-in
// non-admin, and as an admin (keystone's access-control test pattern).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { ADMIN, createUser, MEMBER, sessionCookieFor, signIn } from '../../helpers/users';

const USERS = /* GraphQL */ `{ users(first: 10) { edges { node { email role } } } }`;

let app: TestApp;
let adminCookie: string;
let memberCookie: string;
let adminGlobalId: string;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  const member = await createUser(app.prisma, { ...MEMBER, role: 'member' });
  adminCookie = await signIn(app, ADMIN);
  memberCookie = await sessionCookieFor(app, member.id);
  adminGlobalId = Buffer.from(`User:${admin.id}`).toString('base64');
});
afterAll(() => app.close());

describe('an admin field (Query.users)', () => {
  it('is refused to anonymous callers as UNAUTHENTICATED', async () => {
    const result = await app.gql(USERS);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'You must be signed in as an administrator.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('is refused to a signed-in non-admin as FORBIDDEN', async () => {
    const result = await app.gql(USERS, {}, { cookie: memberCookie });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Access denied. Admin privileges required.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('answers an admin', async () => {
    const result = await app.gql<{ users: { edges: { node: { email: string } }[] } }>(
      USERS,
      {},
      {
        cookie: adminCookie,
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.users.edges.map((edge) => edge.node.email).sort()).toEqual([
      ADMIN.email,
      MEMBER.email,
    ]);
  });

  it('stops admin rights the moment the role is removed', async () => {
    const cookie = await signIn(app, ADMIN);
    await app.prisma.user.update({
      where: { email: ADMIN.email },
      data: { appMetadata: { role: 'member' } },
    });
    try {
      expect((await app.gql(USERS, {}, { cookie })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await app.prisma.user.update({
        where: { email: ADMIN.email },
        data: { appMetadata: { role: 'admin' } },
      });
    }
  });
});

describe('a private type through node(id:)', () => {
  const NODE = /* GraphQL */ `query Node($id: ID!) { node(id: $id) { __typename ... on User { email } } }`;
  const TYPENAME_ONLY = /* GraphQL */ `query Node($id: ID!) { node(id: $id) { __typename } }`;
  const NODES = /* GraphQL */ `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on User { email } } }`;

  it('hides a user from anonymous callers, even for a __typename-only selection', async () => {
    for (const query of [NODE, TYPENAME_ONLY]) {
      const result = await app.gql<{ node: unknown }>(query, { id: adminGlobalId });
      expect(result.data?.node ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('hides a user from non-admins', async () => {
    const result = await app.gql<{ node: unknown }>(NODE, { id: adminGlobalId }, { cookie: memberCookie });
    expect(result.data?.node ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('shows it to an admin, and answers null for a missing id', async () => {
    const found = await app.gql(NODE, { id: adminGlobalId }, { cookie: adminCookie });
    expect(found.data).toEqual({ node: { __typename: 'User', email: ADMIN.email } });
    const missingId = Buffer.from('User:00000000-0000-7000-8000-000000000000').toString('base64');
    const missing = await app.gql(NODE, { id: missingId }, { cookie: adminCookie });
    expect(missing).toMatchObject({ data: { node: null }, errors: undefined });
  });

  it('filters a mixed nodes(ids:) list per item', async () => {
    const missingId = Buffer.from('User:00000000-0000-7000-8000-000000000000').toString('base64');
    const anonymous = await app.gql<{ nodes: unknown[] }>(NODES, { ids: [adminGlobalId, missingId] });
    expect(anonymous.data?.nodes).toEqual([null, null]);
    expect(anonymous.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [['nodes', 0], 'UNAUTHENTICATED'],
    ]);
    const admin = await app.gql<{ nodes: unknown[] }>(
      NODES,
      { ids: [adminGlobalId, missingId] },
      {
        cookie: adminCookie,
      },
    );
    expect(admin).toMatchObject({ data: { nodes: [{ __typename: 'User', email: ADMIN.email }, null] } });
    expect(admin.errors).toBeUndefined();
  });
});
