// The upload endpoint's answers that need a moment or a failure to happen (an
// upload expired by the clock, a failure of ours), turned into `{ errors }`
// for a script: the status and tus's headers are kept, and a failure's text,
// which may carry a thrown error's message, is masked as /graphql masks it.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FILE_ROUTES } from '../../../../domain/shared/messages';
import { tusErrorAnswer } from '../../../../server/http/tus-errors';

/** What tusErrorAnswer makes of tus's `status` and `text` for a request with `accept`. */
function answer(status: number, text: string, accept?: string) {
  const app = new Hono();
  app.all('*', (c) =>
    tusErrorAnswer(
      c,
      new Response(text, { status, headers: { 'Tus-Resumable': '1.0.0', 'Content-Length': '1' } }),
    ),
  );
  return app.request('http://localhost/api/uploads/abc', {
    method: 'PATCH',
    headers: accept ? { accept } : {},
  });
}

describe('tusErrorAnswer', () => {
  it.each([
    [410, 'The file for this url no longer exists\n', 'The file for this url no longer exists', 'NOT_FOUND'],
    [
      500,
      'Something went wrong with that request\nconnect ECONNREFUSED 10.0.0.5:5432',
      FILE_ROUTES.unexpected,
      'INTERNAL_SERVER_ERROR',
    ],
    [403, 'Upload-Offset header required\n', 'Upload-Offset header required', 'BAD_REQUEST'],
  ])('answers %i as { errors } to JSON, keeping Tus-Resumable', async (status, text, message, code) => {
    const response = await answer(status, text, 'application/json');
    expect(response.status).toBe(status);
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ errors: [{ message, extensions: { code } }] });
  });

  it('leaves tus’s answer as it is for a browser or curl', async () => {
    const response = await answer(410, 'The file for this url no longer exists\n');
    expect(response.status).toBe(410);
    expect(await response.text()).toBe('The file for this url no longer exists\n');
  });

  it('masks a failure of ours in plain text too: tus’s text may carry the thrown error’s message', async () => {
    const response = await answer(
      500,
      'Something went wrong with that request\nconnect ECONNREFUSED 10.0.0.5:5432',
    );
    expect(response.status).toBe(500);
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    expect(await response.text()).toBe(FILE_ROUTES.unexpected);
  });
});
