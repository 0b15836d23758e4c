// Per-request context: the database, the signed-in viewer, services and the
// cookies to set on the response. The viewer comes from an API token
// (`Authorization: Bearer`) when the request sends one, and then only from
// it: its cookie, if any, is ignored. Otherwise from the session cookie.
import { parse as parseCookie, type SerializeOptions, serialize as serializeCookie } from 'cookie';
import { GraphQLError } from 'graphql';
import { API_TOKEN_MESSAGES } from '../domain/tokens';
import type { Config } from './config';
import type { PrismaClient } from './db';
import { isSecureRequest } from './http/proxy';
import { findViewer, SESSION_COOKIE, type Viewer } from './modules/auth/sessions';
import { authenticateApiToken } from './modules/tokens/authenticate';
import type { Services } from './services';

export type Context = {
  prisma: PrismaClient;
  config: Config;
  services: Services;
  request: Request;
  viewer: Viewer | null;
  /** The caller's address (read through trusted proxies, see http/proxy.ts). */
  clientIp: string | null;
  /** How the operation arrived: over HTTP, or over the GraphQL WebSocket. */
  transport: 'http' | 'websocket';
  /** Whether the request reached us over https, which decides the Secure cookie flag. */
  secure: boolean;
  /** Set-Cookie header values to add to the response. */
  responseCookies: string[];
  setCookie(name: string, value: string, options: SerializeOptions): void;
};

export type ServerContext = { clientIp?: string | null; transport?: 'http' | 'websocket' };

type Deps = { prisma: PrismaClient; config: Config; services: Services };

export function sessionTokenOf(request: Request): string | undefined {
  if (sendsApiToken(request.headers)) return undefined;
  const header = request.headers.get('cookie');
  return header ? parseCookie(header)[SESSION_COOKIE] : undefined;
}

/** Whether the request names its credentials in an Authorization header (an API token). */
export const sendsApiToken = (headers: Pick<Headers, 'get'>) => headers.get('authorization') !== null;

/**
 * The secret of `Authorization: Bearer <secret>` ('' for `Bearer` with no secret or two); null for
 * an Authorization header of another scheme (the secret alone, `Token <secret>`), which a script
 * is told to send as Bearer rather than that its token is invalid.
 */
function apiTokenOf(request: Request): string | null | undefined {
  const header = request.headers.get('authorization');
  if (header === null) return undefined;
  if (!/^Bearer(\s|$)/i.test(header)) return null;
  return /^Bearer +(\S+)\s*$/i.exec(header)?.[1] ?? '';
}

/** Who is calling: nobody, a session or a token's owner; or why their token is refused. */
export type Authentication = { viewer: Viewer | null } | { refused: string };

/**
 * Authenticates each request once: HTTP plugins (rate limits, validation
 * rules) and the context all ask, and `peek` answers synchronously once
 * `authenticate` has finished.
 */
export type Authenticator = {
  authenticate(request: Request, clientIp: string | null): Promise<Authentication>;
  peek(request: Request): Authentication | undefined;
};

export function createAuthenticator(deps: Deps): Authenticator {
  const pending = new WeakMap<Request, Promise<Authentication>>();
  const settled = new WeakMap<Request, Authentication>();
  const run = async (request: Request, clientIp: string | null): Promise<Authentication> => {
    const now = deps.services.clock.now();
    const secret = apiTokenOf(request);
    if (secret === null) return { refused: API_TOKEN_MESSAGES.notBearer };
    if (secret !== undefined) return authenticateApiToken(deps.prisma, secret, { now, clientIp });
    const session = sessionTokenOf(request);
    return { viewer: session ? await findViewer(deps.prisma, session, now) : null };
  };
  return {
    authenticate(request, clientIp) {
      let result = pending.get(request);
      if (!result) {
        result = run(request, clientIp).then((authentication) => {
          settled.set(request, authentication);
          return authentication;
        });
        pending.set(request, result);
      }
      return result;
    },
    peek: (request) => settled.get(request),
  };
}

/**
 * The challenge every 401 for a bad API token carries (RFC 6750), from /graphql and the file routes
 * alike. A new object each time: Yoga adds its answer's content type and length to the headers it
 * is given, and one shared object carried a JSON type and length onto the CSV routes' refusals.
 */
export const invalidTokenHeaders = () => ({ 'www-authenticate': 'Bearer error="invalid_token"' });

/** The refusal of a bad API token, as HTTP and graphql-ws report it. */
export const unauthenticatedError = (message: string) =>
  new GraphQLError(message, {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401, headers: invalidTokenHeaders() } },
  });

/**
 * Who is making this request: the one answer GraphQL (through the context)
 * and the file routes (CSV export...) both act on, so a download is
 * authorized exactly as the API is (a session or an API token; a refused
 * token is nobody).
 */
export async function viewerOf(
  deps: Deps,
  request: Request,
  clientIp: string | null = null,
): Promise<Viewer | null> {
  const authentication = await createAuthenticator(deps).authenticate(request, clientIp);
  return 'refused' in authentication ? null : authentication.viewer;
}

export async function createContext(
  deps: Deps,
  request: Request,
  serverContext: ServerContext = {},
  authenticator: Authenticator = createAuthenticator(deps),
): Promise<Context> {
  const authentication = await authenticator.authenticate(request, serverContext.clientIp ?? null);
  // Refused before any operation runs (see http/api-access.ts); this is the last guard.
  if ('refused' in authentication) throw unauthenticatedError(authentication.refused);
  const { viewer } = authentication;
  const responseCookies: string[] = [];
  return {
    ...deps,
    request,
    viewer,
    clientIp: serverContext.clientIp ?? null,
    transport: serverContext.transport ?? 'http',
    secure: isSecureRequest(request, deps.config),
    responseCookies,
    setCookie: (name, value, options) => responseCookies.push(serializeCookie(name, value, options)),
  };
}
