// Who may use the back-office's file routes (CSV exports and the import's
// error file, image and video originals, resumable video uploads): an
// admin's session or an API token, authenticated exactly as /graphql does
// it and refused with the same answers, so a script holding a token can do
// over these routes what it can do through the API, within the same
// per-minute request limit.
import type { HttpBindings } from '@hono/node-server';
import type { Context as HonoContext } from 'hono';
import { CSRF_HEADER } from '../../domain/shared/constants';
import { AUTH } from '../../domain/shared/messages';
import { API_TOKEN_MESSAGES } from '../../domain/tokens';
import type { Config } from '../config';
import { createAuthenticator, invalidTokenHeaders } from '../context';
import type { PrismaClient } from '../db';
import type { Viewer } from '../modules/auth/sessions';
import type { Services } from '../services';
import { admitRequest } from './api-access';
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
  const refuse = (text: string, status: number, headers?: Record<string, string>) => ({
    refusal: new Response(text, { status, headers }),
  });
  const authenticator = createAuthenticator(deps);
  if (counted) {
    // Authenticates and counts a token's request, as /graphql does.
    const refused = await admitRequest(deps, authenticator, request, clientIp);
    if (refused) {
      const http = refused.extensions.http as { status: number; headers?: Record<string, string> };
      return refuse(refused.message, http.status, http.headers);
    }
  }
  const authentication = await authenticator.authenticate(request, clientIp);
  if ('refused' in authentication) return refuse(authentication.refused, 401, invalidTokenHeaders());
  const viewer = authentication.viewer;
  if (!viewer) return refuse(AUTH.notSignedIn, 401);
  if (!viewer.isAdmin) return refuse(AUTH.accessDenied, 403);
  if (writes && viewer.apiToken?.scope === 'READ') return refuse(API_TOKEN_MESSAGES.readOnlyUpload, 403);
  if (writes && !viewer.apiToken && !request.headers.get(CSRF_HEADER))
    return refuse(`Uploads must send the ${CSRF_HEADER} header.`, 403);
  return { admin: viewer };
}
