// Accounts and sessions for tests.

import type { PrismaClient } from '../../server/db';
import { hashPassword } from '../../server/modules/auth/password';
import { createSession, SESSION_COOKIE } from '../../server/modules/auth/sessions';
import type { TestApp } from './app';

export const ADMIN = { email: 'admin@test.example', password: 'correct horse battery' };
export const MEMBER = { email: 'member@test.example', password: 'member password 1' };

export async function createUser(
  prisma: PrismaClient,
  { email, password, role }: { email: string; password: string; role: string | null },
) {
  return prisma.user.create({
    data: {
      email,
      passwordHash: await hashPassword(password),
      appMetadata: role ? { role } : {},
    },
  });
}

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInPayload { viewer { id email role } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
    }
  }
`;

/** The Cookie header value that carries the session in a Set-Cookie header. */
export function cookieFrom(setCookies: string[]): string {
  const session = setCookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`No ${SESSION_COOKIE} cookie in ${JSON.stringify(setCookies)}`);
  return session.split(';')[0]!;
}

/** Signs in through the API and returns the Cookie header for later requests. */
export async function signIn(
  app: TestApp,
  credentials: { email: string; password: string },
): Promise<string> {
  const result = await app.gql(SIGN_IN, { input: credentials });
  return cookieFrom(result.cookies);
}

/**
 * A session made directly in the database: sign-in refuses non-admins, but a
 * role can change while a session is alive, and the API must still refuse.
 */
export async function sessionCookieFor(app: TestApp, userId: string): Promise<string> {
  const { token } = await createSession(app.prisma, userId, { ttlDays: 1, now: app.services.clock.now() });
  return `${SESSION_COOKIE}=${token}`;
}
