// Who may use the back-office's file routes (CSV exports and the import's
// error file, image and video originals, resumable video uploads): an
// admin's session or an API token, authenticated exactly as /graphql does
// it and refused with the same answers, so a script holding a token can do
// over these routes what it can do through the API, within the same
// per-minute request limit. A refusal is /graphql's error: `{ errors }` with
// its code to a request whose Accept names JSON, its message in plain text
// to a browser's download or curl (fileRouteRefusal).
import type { HttpBindings } from '@hono/node-server';
import { GraphQLError } from 'graphql';
import type { Context as HonoContext } from 'hono';
import { CSRF_HEADER } from '../../domain/shared/constants';
import { AUTH } from '../../domain/shared/messages';
import { API_TOKEN_MESSAGES } from '../../domain/tokens';
import type { Config } from '../config';
import { createAuthenticator, unauthenticatedError } from '../context';
import type { PrismaClient } from '../db';
import type { Viewer } from '../modules/auth/sessions';
import type { Services } from '../services';
import { admitRequest } from './api-access';
import { fileRouteRefusal } from './error-response';
import { clientIpOf } from './proxy';

type Deps = { prisma: PrismaClient; config: Config; services: Services };

/**
 * The admin calling, or the answer refusing the request: 401 for nobody or a
 * bad token (with its challenge), 429 for a token over its requests a minute
 * (with Retry-After), 403 for a signed-in non-admin. A route that `writes`
 * also refuses a READ token, and a session's request without the CSRF header
 * (a token is no ambient credential: it needs none). `counted: false` leaves
 * a request out of the token's limit (the chunks of an upload already
 * counted when it began). The client's address is recorded as the token's
 * last one, as /graphql records it.
 */
export async function adminOrRefusal(
  deps: Deps,
  c: HonoContext<{ Bindings: HttpBindings }>,
  { writes = false, counted = true } = {},
): Promise<{ admin: Viewer } | { refusal: Response }> {
  const request = c.req.raw;
  const clientIp = clientIpOf(request, deps.config, c.env?.incoming?.socket.remoteAddress ?? null);
  // Refused with /graphql's errors: JSON to a script asking for it, plain text otherwise.
  const refuse = (error: GraphQLError) => ({ refusal: fileRouteRefusal(c, error) });
  const refusal = (message: string, code: string, status: number) =>
    refuse(new GraphQLError(message, { extensions: { code, http: { status } } }));
  const authenticator = createAuthenticator(deps);
  if (counted) {
    // Authenticates and counts a token's request, as /graphql does.
    const refused = await admitRequest(deps, authenticator, request, clientIp);
    if (refused) return refuse(refused);
  }
  const authentication = await authenticator.authenticate(request, clientIp);
  if ('refused' in authentication) return refuse(unauthenticatedError(authentication.refused));
  const viewer = authentication.viewer;
  if (!viewer) return refusal(AUTH.notSignedIn, 'UNAUTHENTICATED', 401);
  if (!viewer.isAdmin) return refusal(AUTH.accessDenied, 'FORBIDDEN', 403);
  if (writes && viewer.apiToken?.scope === 'READ')
    return refusal(API_TOKEN_MESSAGES.readOnlyUpload, 'FORBIDDEN', 403);
  if (writes && !viewer.apiToken && !request.headers.get(CSRF_HEADER))
    return refusal(`Uploads must send the ${CSRF_HEADER} header.`, 'CSRF_REFUSED', 403);
  return { admin: viewer };
}
