// API tokens for tests: created through the API by a signed-in admin, and
// requests that carry one as a script does (no cookie, no CSRF header).
import type { TestApp } from './app';

export const CREATE_TOKEN = /* GraphQL */ `
  mutation CreateToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenPayload { token apiToken { id name scope hint status expiresAt } }
      ... on ValidationError { fieldErrors { field message } }
    }
  }
`;

type Created = { token: string; apiToken: { id: string; name: string; scope: string; expiresAt: string } };

/** A token made by the admin behind `cookie`. */
export async function createToken(
  app: TestApp,
  cookie: string,
  input: { name?: string; scope: 'READ' | 'ADMIN'; expiresInDays?: number },
): Promise<Created> {
  const result = await app.gql<{ createApiToken: Created & { __typename: string } }>(
    CREATE_TOKEN,
    {
      input: { name: 'Script', ...input },
    },
    { cookie },
  );
  if (result.data?.createApiToken.__typename !== 'CreateApiTokenPayload')
    throw new Error(`createApiToken failed: ${JSON.stringify(result)}`);
  return result.data.createApiToken;
}

/** Runs an operation as a script with `token` would: Authorization header, JSON body, nothing else. */
export async function asToken(
  app: TestApp,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
  clientIp = '203.0.113.7',
) {
  const response = await app.yoga.fetch(
    'http://localhost/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    },
    { clientIp },
  );
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: response.status, headers: response.headers, ...body };
}

/**
 * `token` with the character at `index` (the last by default) changed: to 'a', or to 'b' when it
 * already was an 'a'. A fixed replacement leaves the token intact whenever the random secret
 * already has it there (1 run in 62), and the "refused" request then succeeds.
 */
export function tamperedToken(token: string, index = token.length - 1): string {
  return `${token.slice(0, index)}${token[index] === 'a' ? 'b' : 'a'}${token.slice(index + 1)}`;
}

/** Revokes the token of global id `id` as the admin behind `cookie` does, through the API. */
export async function revokeToken(app: TestApp, cookie: string, id: string): Promise<void> {
  const result = await app.gql<{ revokeApiToken: { __typename: string } }>(
    'mutation ($id: ID!) { revokeApiToken(input: { id: $id }) { __typename } }',
    { id },
    { cookie },
  );
  if (result.data?.revokeApiToken.__typename !== 'ApiToken')
    throw new Error(`revokeApiToken failed: ${JSON.stringify(result)}`);
}
