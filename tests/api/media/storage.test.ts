// Both storage adapters against the same expectations: the local disk, and
// the S3 adapter against a local server speaking the S3 protocol (s3rver,
// started here). Files round-trip byte for byte (streamed from a path too),
// byte ranges, stat, delete, a local copy for ffmpeg, public URLs, and keys
// that would leave the store refused before any adapter runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createStorage, type StorageAdapter } from '../../../server/services/storage';
import { createLocalStorage } from '../../../server/services/storage/local';
import { checkS3Bucket, StorageConnectionError } from '../../../server/services/storage/s3';
import { startS3Peer } from '../../helpers/s3';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'test-storage-'));
let s3: Awaited<ReturnType<typeof startS3Peer>>;
let endpoint: string;

beforeAll(async () => {
  s3 = await startS3Peer(path.join(temp, 's3'));
  endpoint = s3.endpoint;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

const adapters: [string, () => StorageAdapter][] = [
  ['local disk', () => createLocalStorage(path.join(temp, 'local'))],
  ['S3 (s3rver)', () => createStorage(loadConfig(s3.env))],
];

describe.each(adapters)('%s', (name, make) => {
  const options = { contentType: 'video/webm', cacheControl: 'public, max-age=60' };

  it('round-trips buffers and files byte for byte, with ranges, stat and delete', async () => {
    const storage = make();
    expect(storage.kind).toBe(name.startsWith('S3') ? 's3' : 'local');
    await storage.put('thumbnails/a-1.jpg', Buffer.from('0123456789'), options);
    expect(await storage.stat('thumbnails/a-1.jpg')).toEqual({ size: 10 });
    expect(await text((await storage.get('thumbnails/a-1.jpg'))!.body)).toBe('0123456789');
    const range = (await storage.get('thumbnails/a-1.jpg', { start: 2, end: 5 }))!;
    expect(range.range).toEqual({ start: 2, end: 5 });
    expect(range.size).toBe(10);
    expect(await text(range.body)).toBe('2345');

    // A larger file streamed from disk (the SDK's default checksums would frame it).
    const file = path.join(temp, `${name.replace(/\W/g, '')}.bin`);
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) % 251;
    fs.writeFileSync(file, bytes);
    await storage.put('videos/b-2.webm', { path: file }, options);
    const copy = await storage.localCopy('videos/b-2.webm');
    expect(fs.readFileSync(copy.path).equals(bytes)).toBe(true);
    await copy.done();

    await storage.delete('videos/b-2.webm');
    expect(await storage.stat('videos/b-2.webm')).toBeNull();
    expect(await storage.get('videos/b-2.webm')).toBeNull();
    await storage.delete('videos/b-2.webm');
  });

  it('takes the file handed over when asked to move it, and leaves it otherwise', async () => {
    const storage = make();
    const file = path.join(temp, `${name.replace(/\W/g, '')}-handed.bin`);
    fs.writeFileSync(file, 'processed bytes');
    await storage.put('videos/c-3.webm', { path: file }, options);
    expect(fs.existsSync(file)).toBe(true);
    await storage.put('videos/c-4.webm', { path: file, move: true }, options);
    expect(fs.existsSync(file)).toBe(false);
    expect(await text((await storage.get('videos/c-4.webm'))!.body)).toBe('processed bytes');
  });

  it('lists the stored files with when each was written', async () => {
    const storage = make();
    const started = Date.now() - 60_000;
    await storage.put('images/d-5-480.webp', Buffer.from('x'), options);
    const listed = new Map<string, Date>();
    for await (const file of storage.list()) listed.set(file.key, file.modifiedAt);
    expect(listed.get('images/d-5-480.webp')!.getTime()).toBeGreaterThan(started);
    expect(listed.has('videos/c-4.webm')).toBe(true);
    await storage.delete('images/d-5-480.webp');
    const keys: string[] = [];
    for await (const file of storage.list()) keys.push(file.key);
    expect(keys).not.toContain('images/d-5-480.webp');
  });

  it('refuses keys outside the store and names it did not generate', async () => {
    const storage = make();
    await expect(storage.put('../escape.jpg', Buffer.from('x'), options)).rejects.toThrow(
      'Invalid file path',
    );
    await expect(storage.get('images/../../etc/passwd')).rejects.toThrow('Invalid file path');
    await expect(storage.stat('images/page.html')).rejects.toThrow('Invalid file name');
    await expect(storage.delete('images/UPPER.webp')).rejects.toThrow('Invalid file name');
  });

  it('gives the address browsers use', () => {
    expect(make().publicUrl('images/c-480.webp')).toBe('/media/images/c-480.webp');
  });
});

it('uses S3_PUBLIC_URL for public addresses when the bucket is served directly', () => {
  const storage = createStorage(
    loadConfig({ S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.example.com/media/' }),
  );
  expect(storage.publicUrl('images/c-480.webp')).toBe('https://cdn.example.com/media/images/c-480.webp');
});

describe('the start-up check of S3_BUCKET', () => {
  const s3 = (bucket: string) =>
    loadConfig({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }).media.s3!;

  it('passes for a bucket the service has', async () => {
    await expect(checkS3Bucket(s3('media'))).resolves.toBeUndefined();
  });

  it('names the bucket and S3_ENDPOINT for one it does not have', async () => {
    const check = checkS3Bucket(s3('no-such-bucket'));
    await expect(check).rejects.toBeInstanceOf(StorageConnectionError);
    await expect(check).rejects.toThrow(
      `Cannot use the S3 bucket 'no-such-bucket' at S3_ENDPOINT (${endpoint}): `,
    );
  });
});
