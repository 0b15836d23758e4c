// The resumable upload endpoint's error answers, tus's own (an offset
// mismatch, an unknown or expired upload, a header it refuses, such as an
// unsupported Tus-Resumable version) and the upload module's refusals of an
// upload (empty, too large, not a video...), answered as the other file
// routes answer: `{ errors }` with a code to a request that asks for JSON,
// tus's plain text otherwise. tus's hooks (onResponseError) choose only a
// status and a text body, so the answer is rewritten here, keeping what tus
// clients read: the status, Tus-Resumable and the CORS headers. A HEAD's
// answer stays without a body, as the protocol has it. A failure of ours is
// masked in plain text too: tus's text carries the thrown error's message.
import type { Context } from 'hono';
import { FILE_ROUTES } from '../../domain/shared/messages';
import { fileRouteError, fileRouteErrorType, PLAIN_TEXT } from './error-response';

/** tus's refusal of request headers names them: "Invalid upload-length", "Invalid tus-resumable". */
const HEADER_REFUSAL = /^Invalid [a-z-]+( [a-z-]+)*$/;

/** A failure of ours (5xx), not an extension tus lacks (501). */
const ourFailure = (status: number) => status >= 500 && status !== 501;

/** The code of a tus answer: by its status, and for a 400 whether it refused a header or the upload. */
export function tusErrorCode(status: number, message: string): string {
  if (status === 400) return HEADER_REFUSAL.test(message) ? 'BAD_REQUEST' : 'BAD_USER_INPUT';
  if (status === 415) return 'BAD_USER_INPUT';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'REQUEST_ENTITY_TOO_LARGE';
  if (ourFailure(status)) return 'INTERNAL_SERVER_ERROR';
  // 403 and 412 (a missing Upload-Offset, Content-Type or Tus-Resumable), 501 (an extension tus lacks).
  return 'BAD_REQUEST';
}

/** tus's `response` to `c`'s request, with its error's text as `{ errors }` when the request asks for JSON. */
export async function tusErrorAnswer(c: Context, response: Response): Promise<Response> {
  if (response.status < 400 || c.req.method === 'HEAD') return response;
  const failed = ourFailure(response.status);
  const plain = fileRouteErrorType(c) === PLAIN_TEXT;
  if (plain && !failed) return response;
  const text = (await response.text()).trim();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-type');
  // A failure of ours is masked, as /graphql masks it (tus's text may carry the thrown error's message).
  if (plain) {
    headers.set('content-type', 'text/plain;charset=UTF-8');
    return new Response(FILE_ROUTES.unexpected, { status: response.status, headers });
  }
  const code = tusErrorCode(response.status, text);
  const message = failed ? FILE_ROUTES.unexpected : text;
  return fileRouteError(c, response.status, code, message, Object.fromEntries(headers));
}

/** The protocol version the upload endpoint speaks (@tus/server's). */
const TUS_RESUMABLE = '1.0.0';

/**
 * A refusal sent before tus sees the request (no credential, not an admin,
 * a read-only token, over its limit), with the Tus-Resumable header that
 * every answer but a preflight's carries in the protocol.
 */
export function withTusResumable(response: Response): Response {
  const answer = new Response(response.body, response);
  answer.headers.set('Tus-Resumable', TUS_RESUMABLE);
  return answer;
}
