// Who may use the back-office's file routes (CSV exports and the import's
// error file, image and video originals, resumable video uploads): an
// admin's session or an API token, authenticated exactly as /graphql does
// it and refused with the same answers, so a script holding a token can do
// over these routes what it can do through the API.
import { CSRF_HEADER } from '../../domain/shared/constants';
import { AUTH } from '../../domain/shared/messages';
import { API_TOKEN_MESSAGES } from '../../domain/tokens';
import type { Config } from '../config';
import { createAuthenticator, invalidTokenHeaders } from '../context';
import type { PrismaClient } from '../db';
import type { Viewer } from '../modules/auth/sessions';
import type { Services } from '../services';

type Deps = { prisma: PrismaClient; config: Config; services: Services };

/**
 * The admin calling, or the answer refusing the request: 401 for nobody or a
 * bad token (with its challenge), 403 for a signed-in non-admin. A route
 * that `writes` also refuses a READ token, and a session's request without
 * the CSRF header (a token is no ambient credential: it needs none).
 */
export async function adminOrRefusal(
  deps: Deps,
  request: Request,
  { writes = false } = {},
): Promise<{ admin: Viewer } | { refusal: Response }> {
  const authentication = await createAuthenticator(deps).authenticate(request, null);
  const refuse = (text: string, status: number, headers?: Record<string, string>) => ({
    refusal: new Response(text, { status, headers }),
  });
  if ('refused' in authentication) return refuse(authentication.refused, 401, invalidTokenHeaders());
  const viewer = authentication.viewer;
  if (!viewer) return refuse(AUTH.notSignedIn, 401);
  if (!viewer.isAdmin) return refuse(AUTH.accessDenied, 403);
  if (writes && viewer.apiToken?.scope === 'READ') return refuse(API_TOKEN_MESSAGES.readOnly, 403);
  if (writes && !viewer.apiToken && !request.headers.get(CSRF_HEADER))
    return refuse(`Uploads must send the ${CSRF_HEADER} header.`, 403);
  return { admin: viewer };
}
