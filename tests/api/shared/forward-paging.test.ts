// Connections that page forward only refuse what they cannot do, rather
// than ignoring it: `last`/`before` would otherwise give the first page, and
// a negative `first` an empty page that claims more (a script paging until
// hasNextPage is false would ask for it forever).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, gid } from '../../helpers/content';

let app: TestApp;
let cookie: string;
let contactId: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  contactId = gid(
    'CrmContact',
    (
      await app.prisma.crmContact.create({
        data: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      })
    ).id,
  );
});
afterAll(() => app.close());

const refusal = async (query: string) => {
  const { data, errors } = await app.gql(query, { id: contactId }, { cookie });
  return { data, error: errors?.[0] && { message: errors[0].message, code: errors[0].extensions?.code } };
};

describe('forward-only connections', () => {
  it.each([
    ['blogPosts', '{ blogPosts(last: 2) { edges { cursor } } }'],
    ['blogPosts', '{ blogPosts(first: 2, before: "x") { edges { cursor } } }'],
    ['crmContacts', '{ crmContacts(last: 3) { edges { cursor } } }'],
    ['crmContacts', '{ crmContacts(first: 2, before: "x") { edges { cursor } } }'],
    [
      'timeline',
      'query ($id: ID!) { node(id: $id) { ... on CrmContact { timeline(last: 1) { edges { cursor } } } } }',
    ],
  ])('%s refuses last and before: %s', async (field, query) => {
    const { error } = await refusal(query);
    expect(error).toEqual({
      message: `${field} pages forward only: use first and after`,
      code: 'BAD_USER_INPUT',
    });
  });

  it.each([
    ['blogPosts', '{ blogPosts(first: -1) { edges { cursor } } }'],
    ['crmContacts', '{ crmContacts(first: -1) { edges { cursor } } }'],
    [
      'timeline',
      'query ($id: ID!) { node(id: $id) { ... on CrmContact { timeline(first: -1) { edges { cursor } } } } }',
    ],
  ])('%s refuses a negative first: %s', async (field, query) => {
    const { error } = await refusal(query);
    expect(error).toEqual({ message: `${field}: first must be 0 or more`, code: 'BAD_USER_INPUT' });
  });

  it('still pages forward, at most 100 a page', async () => {
    const { data, error } = await refusal(
      '{ crmContacts(first: 500) { edges { node { email } } pageInfo { hasNextPage } } }',
    );
    expect(error).toBeUndefined();
    expect(data).toEqual({
      crmContacts: { edges: [{ node: { email: 'ada@example.com' } }], pageInfo: { hasNextPage: false } },
    });
  });
});
