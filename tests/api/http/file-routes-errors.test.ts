// The file routes' other error answers (a bad parameter or name 400, an
// unknown file 404, an unsatisfiable range 416, and the resumable upload
// endpoint's own refusals) come as /graphql's `{ errors }`, with a code, to
// a script whose Accept names JSON, as their 401/403/429 do: they answered
// plain text to everyone. A browser's download or curl (no Accept, */*)
// still gets the plain text, and the upload endpoint keeps the status and
// Tus-Resumable header tus clients read (a HEAD's answer stays bodiless).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_STATUSES } from '../../../domain/crm/contacts';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { MEDIA } from '../../../domain/media';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import { formatMessage, VALIDATION, VIDEOS } from '../../../domain/shared/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  await app.services.storage.put('thumbnails/errors-1.jpg', Buffer.from('0123456789'), {
    contentType: 'image/jpeg',
    cacheControl: 'public, max-age=60',
  });
});
afterAll(() => app?.close());

const JSON_TYPE = 'application/json; charset=utf-8';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const json = { accept: 'application/json' };

const get = (path: string, headers: Record<string, string> = {}) =>
  app.app.request(`http://localhost${path}`, { headers: { cookie, ...headers } });

async function expectJsonError(response: Response, status: number, message: string, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe(JSON_TYPE);
  expect(await response.json()).toEqual({ errors: [{ message, extensions: { code } }] });
}

async function expectPlainText(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(message);
}

const cases: [string, string, number, string, string][] = [
  [
    'the CSV export, an unknown status',
    '/api/crm/contacts.csv?status=bogus',
    400,
    formatMessage(CRM_TEXT.unknownStatusParameter, {
      status: 'bogus',
      statuses: CONTACT_STATUSES.join(', '),
    }),
    'BAD_USER_INPUT',
  ],
  [
    'the CSV export, an unknown separator',
    '/api/crm/contacts.csv?separator=tab',
    400,
    CRM_TEXT.unknownCsvSeparator,
    'BAD_USER_INPUT',
  ],
  [
    'an import’s errors, an unknown import',
    '/api/crm/imports/not-an-id/errors.csv',
    404,
    CRM_TEXT.importNotFound,
    'NOT_FOUND',
  ],
  ['an original, a malformed id', '/media/original/asset/not-a-uuid', 404, 'Not Found', 'NOT_FOUND'],
  ['an original, an unknown asset', `/media/original/asset/${UNKNOWN}`, 404, 'Not Found', 'NOT_FOUND'],
  ['an image’s address, an unknown image', `/media/assets/${UNKNOWN}`, 404, 'Not Found', 'NOT_FOUND'],
  ['a stored file, an unknown name', '/media/thumbnails/errors-2.jpg', 404, 'Not Found', 'NOT_FOUND'],
  [
    'a stored file, a malformed name',
    '/media/thumbnails/NOT_A_NAME',
    400,
    VIDEOS.invalidName,
    'BAD_USER_INPUT',
  ],
  ['a stored file, an unknown area', '/media/other/errors-1.jpg', 400, VIDEOS.invalidPath, 'BAD_USER_INPUT'],
];

describe('a file route’s 400 and 404', () => {
  it.each(cases)('%s: { errors } with its code to JSON', async (_label, path, status, message, code) => {
    await expectJsonError(await get(path, json), status, message, code);
  });

  it.each(cases)('%s: plain text to a browser or curl', async (_label, path, status, message) => {
    await expectPlainText(await get(path), status, message);
    await expectPlainText(await get(path, { accept: '*/*' }), status, message);
  });
});

describe('a stored file’s unsatisfiable range', () => {
  const path = '/media/thumbnails/errors-1.jpg';

  it('is 416 with Content-Range, and { errors } to JSON', async () => {
    const response = await get(path, { ...json, range: 'bytes=20-30' });
    expect(response.headers.get('content-range')).toBe('bytes */10');
    await expectJsonError(
      response,
      416,
      'The range bytes=20-30 is outside the file (10 bytes).',
      'BAD_REQUEST',
    );
  });

  it('has no body for a browser, as before', async () => {
    const response = await get(path, { range: 'bytes=20-30' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */10');
    expect(await response.text()).toBe('');
  });
});

const meta = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const tus = (path: string, method: string, headers: Record<string, string> = {}, body?: BodyInit) =>
  app.app.request(`http://localhost${path}`, {
    method,
    headers: { 'Tus-Resumable': '1.0.0', [CSRF_HEADER]: '1', cookie, ...headers },
    body,
  });

const create = (size: number, headers: Record<string, string> = {}) =>
  tus('/api/uploads', 'POST', {
    'Upload-Length': String(size),
    'Upload-Metadata': meta({ filename: 'clip.mp4', kind: 'video' }),
    ...headers,
  });

describe('the upload endpoint’s own refusals', () => {
  let location: string;
  beforeAll(async () => {
    const created = await create(5000);
    expect(created.status).toBe(201);
    location = created.headers.get('location')!;
  });

  const unknownUpload = `/api/uploads/${'f'.repeat(32)}`;
  const offsetPatch = (headers: Record<string, string> = {}) =>
    tus(
      location,
      'PATCH',
      { 'Upload-Offset': '100', 'Content-Type': 'application/offset+octet-stream', ...headers },
      new Uint8Array(10),
    );
  // [label, request, status, plain-text body (tus's own end with a newline), code]
  const uploads: [
    string,
    (headers: Record<string, string>) => Response | Promise<Response>,
    number,
    string,
    string,
  ][] = [
    [
      'an empty file',
      (headers) => create(0, headers),
      400,
      formatMessage(MEDIA.fileEmpty, { name: 'clip.mp4' }),
      'BAD_USER_INPUT',
    ],
    [
      'a file too large',
      (headers) => create(10 * 1024 ** 4, headers),
      413,
      formatMessage(VALIDATION.videoTooLarge, { name: 'clip.mp4' }),
      'REQUEST_ENTITY_TOO_LARGE',
    ],
    ['an offset mismatch', offsetPatch, 409, 'Upload-Offset conflict\n', 'CONFLICT'],
    [
      'an unknown upload',
      (headers) =>
        tus(unknownUpload, 'PATCH', {
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          ...headers,
        }),
      404,
      'The file for this url was not found\n',
      'NOT_FOUND',
    ],
    [
      'no protocol version',
      (headers) => create(5000, { 'Tus-Resumable': '', ...headers }),
      412,
      'Tus-Resumable Required\n',
      'BAD_REQUEST',
    ],
    [
      'an unsupported version',
      (headers) => create(5000, { 'Tus-Resumable': '0.2.2', ...headers }),
      400,
      'Invalid tus-resumable\n',
      'BAD_REQUEST',
    ],
  ];

  it.each(uploads)(
    '%s: { errors } to JSON, with its status and Tus-Resumable',
    async (_label, send, status, text, code) => {
      const response = await send(json);
      expect(response.headers.get('tus-resumable')).toBe('1.0.0');
      await expectJsonError(response, status, text.trimEnd(), code);
    },
  );

  it.each(uploads)('%s: tus’s plain text otherwise', async (_label, send, status, text) => {
    const response = await send({});
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    await expectPlainText(response, status, text);
  });

  it('answers a HEAD for an unknown upload 404 without a body, JSON asked or not', async () => {
    const response = await tus(unknownUpload, 'HEAD', json);
    expect(response.status).toBe(404);
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    expect(await response.text()).toBe('');
  });
});
