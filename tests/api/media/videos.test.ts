// Videos through the API: resumable tus uploads at /api/uploads (admin only,
// interrupted then resumed from the server's offset; type and size refused in
// the spec's words), then the durable processing job with Debian's ffmpeg (a
// 1080p60 clip becomes WebM VP9 at most 1280 wide and 30 fps with a JPEG
// thumbnail), a job interrupted by a restart completing on the next runner,
// a missing ffmpeg failing with a clear message, metadata, move and delete.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// ffmpeg encodes for real here, on a machine other tests share.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

import { MEDIA, videoFileProblem } from '../../../domain/media';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { createJobRunner, WORKER_DIED } from '../../../server/modules/jobs/runner';
import { processVideo, VIDEO_JOB } from '../../../server/modules/media/videos';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, conflictPattern, rowId, staleRefusal } from '../../helpers/content';
import { deleteRefusedThenConfirmed, makeVideo } from '../../helpers/media';
import { createToken } from '../../helpers/tokens';

let app: TestApp;
let cookie: string;
let clip: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  clip = makeVideo(2);
}, 180_000);
afterAll(async () => {
  await app.close();
  fs.rmSync(path.dirname(clip), { recursive: true, force: true });
});

const meta = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

function tus(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: Buffer },
  as = cookie,
) {
  return app.app.request(url, {
    method: init.method,
    headers: { 'Tus-Resumable': '1.0.0', [CSRF_HEADER]: '1', ...(as ? { cookie: as } : {}), ...init.headers },
    body: init.body ? new Uint8Array(init.body) : undefined,
  });
}

async function create(size: number, metadata: Record<string, string>, as = cookie) {
  return tus(
    '/api/uploads',
    { method: 'POST', headers: { 'Upload-Length': String(size), 'Upload-Metadata': meta(metadata) } },
    as,
  );
}

const patch = (location: string, offset: number, body: Buffer) =>
  tus(location, {
    method: 'PATCH',
    headers: { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body,
  });

/** Uploads a whole file in one go; resolves with the new video's row id. */
async function uploadVideo(file: string, folder?: string, filename = 'launch-demo.mp4'): Promise<string> {
  const bytes = fs.readFileSync(file);
  const created = await create(bytes.length, {
    filename,
    kind: 'video',
    ...(folder ? { folder } : {}),
  });
  expect(created.status).toBe(201);
  const done = await patch(created.headers.get('location')!, 0, bytes);
  expect(done.status).toBe(204);
  return rowId(done.headers.get('video-id')!);
}

const runner = () => {
  const registry = new JobRegistry();
  registry.register(VIDEO_JOB, processVideo, { maxAttempts: 3 });
  return createJobRunner({ prisma: app.prisma, services: app.services }, { registry, pollMs: 50 });
};

const probe = (file: string) =>
  JSON.parse(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_streams',
      '-show_format',
      file,
    ]).toString(),
  ) as {
    streams: { codec_type: string; codec_name: string; width?: number; r_frame_rate?: string }[];
    format: { format_name: string };
  };

const storedPath = (url: string) => path.join(app.mediaDir, 'files', url.replace(/^\/media\//, ''));

describe('tus uploads at /api/uploads', () => {
  it('are refused without an admin session or without the CSRF header', async () => {
    expect((await create(1000, { filename: 'a.mp4' }, '')).status).toBe(401);
    const noHeader = await app.app.request('/api/uploads', {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000', cookie },
    });
    expect(noHeader.status).toBe(403);
  });

  it('take an ADMIN token as a script sends it (no cookie, no CSRF header), and refuse a READ one', async () => {
    const byToken = (token: string) =>
      app.app.request('/api/uploads', {
        method: 'POST',
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Length': '1000',
          'Upload-Metadata': meta({ filename: 'script.mp4', kind: 'video' }),
          authorization: `Bearer ${token}`,
        },
      });
    const admin = await createToken(app, cookie, { scope: 'ADMIN' });
    expect((await byToken(admin.token)).status).toBe(201);
    const read = await createToken(app, cookie, { scope: 'READ' });
    const refused = await byToken(read.token);
    expect(refused.status).toBe(403);
    // Says what was refused (an upload, not a mutation) and which token would do.
    const text = await refused.text();
    expect(text).toMatch(/upload/);
    expect(text).toMatch(/ADMIN token/);
    expect(text).toBe(API_TOKEN_MESSAGES.readOnlyUpload);
  });

  it('resume from the offset the server holds after a dropped connection', async () => {
    const bytes = fs.readFileSync(clip);
    const created = await create(bytes.length, { filename: 'resumed.mp4', kind: 'video' });
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/\w+$/);

    // The connection drops after the first part.
    const cut = Math.floor(bytes.length / 3);
    expect((await patch(location, 0, bytes.subarray(0, cut))).status).toBe(204);
    // A reload asks where to resume.
    const head = await tus(location, { method: 'HEAD' });
    expect(head.headers.get('upload-offset')).toBe(String(cut));
    // Sending from the wrong offset is refused; nothing is lost.
    expect((await patch(location, 0, bytes.subarray(0, 10))).status).toBe(409);
    const done = await patch(location, cut, bytes.subarray(cut));
    expect(done.status).toBe(204);
    const video = await app.prisma.video.findUniqueOrThrow({
      where: { id: rowId(done.headers.get('video-id')!) },
    });
    expect(video).toMatchObject({ title: 'resumed', status: 'PROCESSING', size: bytes.length });
    const original = fs.readFileSync(path.join(app.mediaDir, 'files', video.originalKey!));
    expect(original.equals(bytes)).toBe(true);
  });

  it('record the admin who uploaded the video, as a script with a token too', async () => {
    const uploaded = await uploadVideo(clip, undefined, 'by-editor.mp4');
    const uploader = async (id: string) =>
      (
        await app.gql<{ node: { version: number; savedBy: { email: string } | null } }>(
          `query ($id: ID!) { node(id: $id) { ... on Video { version savedBy { email } } } }`,
          { id: encodeGlobalID('Video', id) },
          { cookie },
        )
      ).data!.node;
    expect(await uploader(uploaded)).toEqual({ version: 1, savedBy: { email: 'editor@test.example' } });

    const scripted = await adminCookie(app, 'script.owner@test.example');
    const { token } = await createToken(app, scripted, { scope: 'ADMIN' });
    const bytes = fs.readFileSync(clip);
    const headers = { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${token}` };
    const created = await app.app.request('/api/uploads', {
      method: 'POST',
      headers: {
        ...headers,
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': meta({ filename: 'by-script.mp4', kind: 'video' }),
      },
    });
    const done = await app.app.request(created.headers.get('location')!, {
      method: 'PATCH',
      headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
    expect(done.status).toBe(204);
    const scriptedId = rowId(done.headers.get('video-id')!);
    expect((await uploader(scriptedId)).savedBy).toEqual({ email: 'script.owner@test.example' });
    // Not processed: the later tests' runs have enough to do.
    await app.prisma.video.updateMany({
      where: { id: { in: [uploaded, scriptedId] } },
      data: { deleted: true },
    });
  });

  it("refuse a file over 500MB, another type and a renamed non-video in the spec's words", async () => {
    const tooBig = await create(500 * 1024 * 1024 + 1, { filename: 'huge.mp4', kind: 'video' });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toBe('File huge.mp4 exceeds maximum size of 500MB');
    const wrongType = await create(5000, { filename: 'notes.pdf', kind: 'video' });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.text()).toBe('File notes.pdf is not an MP4, WebM or Ogg video');

    const html = Buffer.from(`<html>${'x'.repeat(500)}</html>`);
    const created = await create(html.length, { filename: 'trailer.mp4', kind: 'video' });
    const refused = await patch(created.headers.get('location')!, 0, html);
    expect(refused.status).toBe(415);
    expect(await refused.text()).toBe('This file is not a playable video');
    expect(await app.prisma.video.count({ where: { title: 'trailer' } })).toBe(0);
  });

  it("accept a file by its name or its type, as the browser's check does, then judge its bytes", async () => {
    // The browser (videoFileProblem) lets through a video whose name has no known extension when its
    // type says MP4, WebM or Ogg: the server must not refuse what the form accepted.
    const picked = [
      { name: 'screen recording', type: 'video/mp4' },
      { name: 'notes', type: 'application/pdf' },
      { name: 'clip.webm', type: '' },
    ];
    for (const file of picked) {
      const created = await create(5000, { filename: file.name, filetype: file.type, kind: 'video' });
      const accepted = videoFileProblem({ ...file, size: 5000 }) === null;
      expect({ file: file.name, status: created.status }).toEqual({
        file: file.name,
        status: accepted ? 201 : 415,
      });
    }
    expect(videoFileProblem({ name: 'screen recording', type: 'video/mp4', size: 5000 })).toBeNull();
  });

  it('say an empty file (0 bytes) is empty, rather than too small to be a video', async () => {
    const empty = await create(0, { filename: 'clip.mp4', kind: 'video' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toBe(
      'clip.mp4 is empty (0 bytes): check that the file opens on your computer, then upload it again',
    );
    expect(await app.prisma.video.count({ where: { title: 'clip' } })).toBe(0);
  });

  it('expire unfinished uploads by the app clock: kept and resumable before UPLOAD_EXPIRY_HOURS, gone after', async () => {
    const clock = new TestClock();
    const expiring = await createTestApp({ services: { clock } });
    try {
      const as = await adminCookie(expiring);
      const request = (url: string, method: string, headers: Record<string, string> = {}, body?: Buffer) =>
        expiring.app.request(url, {
          method,
          headers: { 'Tus-Resumable': '1.0.0', [CSRF_HEADER]: '1', cookie: as, ...headers },
          body: body ? new Uint8Array(body) : undefined,
        });
      const write = (location: string, offset: number) =>
        request(
          location,
          'PATCH',
          { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
          Buffer.alloc(1000),
        );
      const created = await request('/api/uploads', 'POST', {
        'Upload-Length': '5000',
        'Upload-Metadata': meta({ filename: 'left.mp4', kind: 'video' }),
      });
      expect(created.status).toBe(201);
      const expires = new Date(clock.now().getTime() + 24 * 3_600_000);
      expect(created.headers.get('upload-expires')).toBe(expires.toUTCString());
      const location = created.headers.get('location')!;

      // A minute before it expires: the sweep keeps it, and it goes on from where it stopped.
      clock.set(new Date(expires.getTime() - 60_000));
      expect(await expiring.uploads.deleteExpired()).toBe(0);
      expect((await request(location, 'HEAD')).headers.get('upload-offset')).toBe('0');
      const written = await write(location, 0);
      expect(written.status).toBe(204);
      expect(written.headers.get('upload-expires')).toBe(expires.toUTCString());
      expect((await request(location, 'HEAD')).headers.get('upload-offset')).toBe('1000');

      // Past it: gone (410, as tus answers an upload it knows expired) before the sweep, unknown after.
      clock.set(new Date(expires.getTime() + 1));
      expect((await request(location, 'HEAD')).status).toBe(410);
      expect((await write(location, 1000)).status).toBe(410);
      expect(await expiring.uploads.deleteExpired()).toBe(1);
      expect((await request(location, 'HEAD')).status).toBe(404);
      expect(fs.readdirSync(path.join(expiring.mediaDir, 'uploads'))).toEqual([]);
    } finally {
      await expiring.close();
    }
  });
});

describe('processing', () => {
  it('compresses to WebM VP9 at most 1280 wide and 30 fps, with a JPEG thumbnail, reporting progress', async () => {
    const id = await uploadVideo(clip);
    const job = (await app.prisma.video.findUniqueOrThrow({ where: { id } })).jobId!;
    const progress: unknown[] = [];
    const off = app.services.events.subscribe('job', job)[Symbol.asyncIterator]();
    const collecting = (async () => {
      for (let next = await off.next(); !next.done; next = await off.next()) {
        progress.push(next.value.progress);
        if (next.value.status === 'succeeded') break;
      }
    })();
    // (An earlier test's upload may be processed in the same run.)
    expect(await runner().runOnce()).toMatchObject({ failed: 0, retried: 0 });
    await collecting;

    const video = await app.prisma.video.findUniqueOrThrow({ where: { id } });
    expect(video).toMatchObject({
      status: 'READY',
      format: 'webm',
      resolution: '1280x720',
      error: null,
      originalKept: false,
    });
    expect(video.duration).toBeGreaterThan(1.8);
    const probed = probe(storedPath(video.url));
    const stream = probed.streams.find((s) => s.codec_type === 'video')!;
    expect(probed.format.format_name).toContain('webm');
    expect(stream.codec_name).toBe('vp9');
    expect(stream.width).toBeLessThanOrEqual(1280);
    const [num, den] = stream.r_frame_rate!.split('/').map(Number);
    expect(num! / den!).toBeLessThanOrEqual(30);
    expect(probed.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'opus')).toBe(true);

    const thumbnail = await app.app.request(video.thumbnailUrl!);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    expect(progress.some((p) => (p as { stage?: string })?.stage === 'compressing')).toBe(true);

    // Seeking: a byte range of the processed file.
    const range = await app.app.request(video.url, { headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${video.size}`);
    expect((await range.arrayBuffer()).byteLength).toBe(100);
    expect(range.headers.get('content-type')).toBe('video/webm');
  });

  it('keeps serving a small, well-compressed MP4 whose compressed copy would be larger, and shows the admin so', async () => {
    const small = makeVideo(2, { width: 320, height: 240, fps: 30, crf: 35 });
    try {
      const original = fs.readFileSync(small);
      const id = await uploadVideo(small);
      expect(await runner().runOnce()).toMatchObject({ failed: 0, retried: 0 });
      const video = await app.prisma.video.findUniqueOrThrow({ where: { id } });
      expect(video).toMatchObject({
        status: 'READY',
        format: 'mp4',
        resolution: '320x240',
        size: original.length,
      });
      const served = await app.app.request(video.url);
      expect(served.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
      expect(video.thumbnailUrl).toBeTruthy();
      // What the admin's video card reads.
      const listed = await app.gql<{ node: { size: number; originalKept: boolean } }>(
        `query ($id: ID!) { node(id: $id) { ... on Video { size originalKept } } }`,
        { id: encodeGlobalID('Video', id) },
        { cookie },
      );
      expect(listed.data?.node).toEqual({ size: original.length, originalKept: true });
    } finally {
      fs.rmSync(path.dirname(small), { recursive: true, force: true });
    }
  });

  it('compresses a Matroska file named .webm, which ffprobe names like WebM, rather than serve it as WebM', async () => {
    // Small and well compressed: as a real WebM it is served as sent, its compressed copy being larger.
    const settings = { width: 320, height: 240, fps: 30, crf: 50 } as const;
    const webm = makeVideo(2, { ...settings, format: 'webm' });
    const mkv = makeVideo(2, { ...settings, format: 'mkv' });
    try {
      const sentWebm = await uploadVideo(webm, undefined, 'talk.webm');
      const sentMkv = await uploadVideo(mkv, undefined, 'talk-from-mkv.webm');
      expect(await runner().runOnce()).toMatchObject({ failed: 0, retried: 0 });
      expect(await runner().runOnce()).toMatchObject({ failed: 0, retried: 0 });
      const kept = await app.prisma.video.findUniqueOrThrow({ where: { id: sentWebm } });
      expect(kept).toMatchObject({ status: 'READY', format: 'webm', originalKept: true });
      expect(fs.readFileSync(storedPath(kept.url)).equals(fs.readFileSync(webm))).toBe(true);

      const compressed = await app.prisma.video.findUniqueOrThrow({ where: { id: sentMkv } });
      expect(compressed).toMatchObject({ status: 'READY', format: 'webm', originalKept: false });
      // Its original is kept, and downloaded, as the Matroska file it is.
      expect(compressed.originalKey).toMatch(/\.mkv$/);
      const original = await app.app.request(`/media/original/video/${sentMkv}`, { headers: { cookie } });
      expect(original.headers.get('content-type')).toBe('video/matroska');
      const served = await app.app.request(compressed.url);
      expect(served.headers.get('content-type')).toBe('video/webm');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(fs.readFileSync(mkv))).toBe(false);
      // What is served is WebM by its own bytes (EBML DocType "webm"), not Matroska.
      expect(bytes.includes(Buffer.from('webm'))).toBe(true);
      expect(bytes.subarray(0, 64).includes(Buffer.from('matroska'))).toBe(false);
    } finally {
      for (const file of [webm, mkv]) fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('compresses a QuickTime file named .mp4, which ffprobe names like MP4, and stores its original as QuickTime', async () => {
    // The same H.264/AAC as the kept MP4 above: as a real MP4 it would be served as sent.
    const settings = { width: 320, height: 240, fps: 30, crf: 35 } as const;
    const mp4 = makeVideo(2, settings);
    const mov = makeVideo(2, { ...settings, format: 'mov' });
    try {
      const sentMp4 = await uploadVideo(mp4, undefined, 'interview.mp4');
      const sentMov = await uploadVideo(mov, undefined, 'interview-from-mov.mp4');
      expect(await runner().runOnce()).toMatchObject({ failed: 0, retried: 0 });
      expect(await runner().runOnce()).toMatchObject({ failed: 0, retried: 0 });
      const compressed = await app.prisma.video.findUniqueOrThrow({ where: { id: sentMov } });
      expect(compressed).toMatchObject({ status: 'READY', format: 'webm', originalKept: false });
      const kept = await app.prisma.video.findUniqueOrThrow({ where: { id: sentMp4 } });
      expect(kept).toMatchObject({ status: 'READY', format: 'mp4', originalKept: true });
      // The type each one's bytes said on arrival, kept for processing.
      expect([kept.originalType, compressed.originalType]).toEqual(['video/mp4', 'video/quicktime']);
      const served = await app.app.request(compressed.url);
      expect(served.headers.get('content-type')).toBe('video/webm');
      expect(probe(storedPath(compressed.url)).format.format_name).toContain('webm');
      // The original keeps its true type, not the one its name claims.
      expect(compressed.originalKey).toMatch(/\.mov$/);
      const original = await app.app.request(`/media/original/video/${sentMov}`, { headers: { cookie } });
      expect(original.headers.get('content-type')).toBe('video/quicktime');
      expect(original.headers.get('content-disposition')).toBe(
        'attachment; filename="interview from mov.mov"',
      );
      expect(Buffer.from(await original.arrayBuffer()).equals(fs.readFileSync(mov))).toBe(true);
    } finally {
      for (const file of [mp4, mov]) fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('completes a job interrupted by a restart on the next runner', async () => {
    const id = await uploadVideo(clip);
    const first = runner();
    first.start();
    // Stop as soon as compression is under way, as a deploy would.
    for (;;) {
      const job = await app.prisma.job.findFirst({ where: { payload: { equals: { videoId: id } } } });
      if (
        (job?.progress as { stage?: string } | null)?.stage === 'compressing' ||
        job?.status === 'succeeded'
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.stop();
    const interrupted = await app.prisma.video.findUniqueOrThrow({ where: { id } });
    const job = await app.prisma.job.findUniqueOrThrow({ where: { id: interrupted.jobId! } });
    if (job.status !== 'succeeded') {
      expect(interrupted.status).toBe('PROCESSING');
      expect(job.status).toBe('queued');
    }
    // The next server start.
    await runner().runOnce();
    expect(await app.prisma.video.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'READY',
      format: 'webm',
    });
  });

  it('keeps its addresses when its job runs again after finishing (a crash before the job was marked done)', async () => {
    const id = await uploadVideo(clip);
    await runner().runOnce();
    const done = await app.prisma.video.findUniqueOrThrow({ where: { id } });
    expect(done.status).toBe('READY');
    // A post plays it from then on.
    await app.prisma.blogPost.create({
      data: {
        title: 'Plays the rerun clip',
        slug: 'plays-the-rerun-clip',
        content: `<video src="${done.url}" poster="${done.thumbnailUrl}" controls></video>`,
        isPublished: true,
      },
    });
    // The worker died after storing the files and before the job was marked done: the job runs again.
    await processVideo({
      job: { id: done.jobId!, kind: VIDEO_JOB, payload: { videoId: id }, attempt: 2, maxAttempts: 3 },
      prisma: app.prisma,
      services: app.services,
      progress: async () => {},
      signal: new AbortController().signal,
      holdsLease: async () => true,
    });
    const after = await app.prisma.video.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({ url: done.url, thumbnailUrl: done.thumbnailUrl, status: 'READY' });
    for (const url of [done.url, done.thumbnailUrl!])
      expect((await app.app.request(url)).status, url).toBe(200);
  });

  it('refuses a file that is not a real video with a clear message', async () => {
    const fake = Buffer.concat([fs.readFileSync(clip).subarray(0, 64), Buffer.alloc(4000, 7)]);
    const created = await create(fake.length, { filename: 'broken.mp4', kind: 'video' });
    const done = await patch(created.headers.get('location')!, 0, fake);
    expect(done.status).toBe(204);
    await runner().runOnce();
    expect(
      await app.prisma.video.findUniqueOrThrow({ where: { id: rowId(done.headers.get('video-id')!) } }),
    ).toMatchObject({
      status: 'FAILED',
      error: 'This file is not a playable video',
    });
  });

  it('says ffmpeg is missing when it is, and the library reports it', async () => {
    const bare = await createTestApp({ services: { video: null } });
    try {
      const as = await adminCookie(bare);
      const bytes = fs.readFileSync(clip);
      const headers = { 'Tus-Resumable': '1.0.0', [CSRF_HEADER]: '1', cookie: as };
      const created = await bare.app.request('/api/uploads', {
        method: 'POST',
        headers: {
          ...headers,
          'Upload-Length': String(bytes.length),
          'Upload-Metadata': meta({ filename: 'a.mp4' }),
        },
      });
      const done = await bare.app.request(created.headers.get('location')!, {
        method: 'PATCH',
        headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array(bytes),
      });
      const registry = new JobRegistry();
      registry.register(VIDEO_JOB, processVideo);
      await createJobRunner({ prisma: bare.prisma, services: bare.services }, { registry }).runOnce();
      const message =
        'Videos cannot be processed on this server: ffmpeg was not found (install ffmpeg or set FFMPEG_PATH). Images still work.';
      expect(
        await bare.prisma.video.findUniqueOrThrow({ where: { id: rowId(done.headers.get('video-id')!) } }),
      ).toMatchObject({
        status: 'FAILED',
        error: message,
      });
      const library = await bare.gql<{ mediaLibrary: { videoProcessingMissing: string } }>(
        '{ mediaLibrary(kind: video) { videoProcessingMissing } }',
        {},
        { cookie: as },
      );
      expect(library.data!.mediaLibrary.videoProcessingMissing).toBe(message);
    } finally {
      await bare.close();
    }
  });
});

describe('processing a video again', () => {
  const AGAIN = `mutation ($id: ID!) { processVideoAgain(input: { id: $id }) {
    __typename ... on Video { status error job { status } } ... on Error { message } } }`;
  const again = async (id: string) =>
    (
      await app.gql<{ processVideoAgain: Record<string, unknown> }>(
        AGAIN,
        { id: encodeGlobalID('Video', id) },
        { cookie },
      )
    ).data!.processVideoAgain;

  it('queues a failed video again, which the runner then processes', async () => {
    const id = await uploadVideo(clip, undefined, 'failed-once.mp4');
    // The first run found no ffmpeg on this server.
    const registry = new JobRegistry();
    registry.register(VIDEO_JOB, processVideo);
    await createJobRunner(
      { prisma: app.prisma, services: { ...app.services, video: null } },
      { registry },
    ).runOnce();
    const failed = await app.prisma.video.findUniqueOrThrow({ where: { id } });
    expect(failed).toMatchObject({ status: 'FAILED', error: MEDIA.ffmpegMissing });

    expect(await again(id)).toEqual({
      __typename: 'Video',
      status: 'PROCESSING',
      error: null,
      job: { status: 'queued' },
    });
    // Pressed twice: the job queued is not queued again.
    expect(await again(id)).toEqual({ __typename: 'ConflictError', message: MEDIA.stillProcessing });
    expect(
      await app.prisma.job.count({ where: { kind: VIDEO_JOB, payload: { equals: { videoId: id } } } }),
    ).toBe(2);

    await runner().runOnce();
    const processed = await app.prisma.video.findUniqueOrThrow({ where: { id } });
    expect(processed).toMatchObject({
      status: 'READY',
      error: null,
      format: 'webm',
      version: failed.version,
    });
    expect(processed.jobId).not.toBe(failed.jobId);
    expect(processed.thumbnailUrl).toMatch(/^\/media\/thumbnails\//);
    expect(await again(id)).toEqual({ __typename: 'ConflictError', message: MEDIA.processedAlready });
  });

  it('queues a video stuck as processing after its job was given up on', async () => {
    const id = await uploadVideo(clip, undefined, 'stuck.mp4');
    const { jobId } = await app.prisma.video.findUniqueOrThrow({ where: { id } });
    // What the runner leaves when the server running the job stopped for good.
    await app.prisma.job.update({
      where: { id: jobId! },
      data: { status: 'failed', lastError: WORKER_DIED },
    });
    expect(await again(id)).toMatchObject({
      __typename: 'Video',
      status: 'PROCESSING',
      job: { status: 'queued' },
    });
    expect((await app.prisma.video.findUniqueOrThrow({ where: { id } })).jobId).not.toBe(jobId);
    await runner().runOnce();
    expect(await app.prisma.video.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'READY' });
  });

  it('refuses a video without its original, or deleted, saying why and changing nothing', async () => {
    const orphan = await app.prisma.video.create({
      data: { title: 'No original', url: '', status: 'FAILED', error: MEDIA.processingFailed },
    });
    expect(await again(orphan.id)).toEqual({ __typename: 'ConflictError', message: MEDIA.originalMissing });
    expect(await app.prisma.video.findUniqueOrThrow({ where: { id: orphan.id } })).toMatchObject({
      status: 'FAILED',
      jobId: null,
    });
    await app.prisma.video.delete({ where: { id: orphan.id } });
    expect(await again(orphan.id)).toEqual({ __typename: 'NotFoundError', message: MEDIA.videoNotFound });
  });
});

describe('editing', () => {
  it("refuses a save from a version saved since, so another admin's description is not undone", async () => {
    const id = await uploadVideo(clip);
    await runner().runOnce();
    const gid = Buffer.from(`Video:${id}`).toString('base64');
    const UPDATE = `mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) {
      __typename ... on Video { version description } ... on ConflictError { message } } }`;
    const save = async (input: Record<string, unknown>) =>
      (
        await app.gql<{ updateVideo: Record<string, unknown> }>(
          UPDATE,
          { input: { id: gid, ...input } },
          { cookie },
        )
      ).data!.updateVideo;
    expect(await save({ expectedVersion: 1, title: 'Demo', description: 'Their words' })).toEqual({
      __typename: 'Video',
      version: 2,
      description: 'Their words',
    });
    const stale = await save({ expectedVersion: 1, title: 'Demo', description: 'Mine' });
    expect(stale.__typename).toBe('ConflictError');
    // Both saves came from this admin: the first was "you", in another tab.
    expect(stale.message).toMatch(conflictPattern('This video', 'you'));
    expect(await app.prisma.video.findUniqueOrThrow({ where: { id } })).toMatchObject({
      description: 'Their words',
      version: 2,
    });
    expect(await save({ expectedVersion: 2, title: 'Demo', description: 'Mine' })).toEqual({
      __typename: 'Video',
      version: 3,
      description: 'Mine',
    });
  });

  it('refuses a stale save as stale before its fields are checked, and changes nothing', async () => {
    const id = await uploadVideo(clip);
    await runner().runOnce();
    const other = await adminCookie(app, 'fields.admin@test.example');
    const save = async (input: Record<string, unknown>, as = cookie) =>
      (
        await app.gql<{ updateVideo: Record<string, unknown> }>(
          `mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) {
            __typename ... on Video { version } ... on Error { message } ... on ConflictError { currentVersion } } }`,
          { input: { id: encodeGlobalID('Video', id), expectedVersion: 1, ...input } },
          { cookie: as },
        )
      ).data!.updateVideo;
    expect(await save({ title: 'Theirs', description: 'Their words' }, other)).toEqual({
      __typename: 'Video',
      version: 2,
    });
    // Opened at version 1, sent with a blank title.
    expect(await save({ title: '  ', description: 'Mine' })).toEqual(
      staleRefusal('This video', 'fields.admin@test.example', 2),
    );
    expect(await app.prisma.video.findUniqueOrThrow({ where: { id } })).toMatchObject({
      title: 'Theirs',
      description: 'Their words',
      version: 2,
    });
  });

  it('refuses a save from the version before another admin moved the video or renamed its folder', async () => {
    await app.gql(
      `mutation { createMediaFolder(input: { kind: video, name: "Talks" }) { __typename } }`,
      {},
      { cookie },
    );
    const folder = await app.prisma.mediaFolder.findFirstOrThrow({ where: { kind: 'video', name: 'talks' } });
    const id = await uploadVideo(clip);
    await runner().runOnce();
    const gid = Buffer.from(`Video:${id}`).toString('base64');
    const other = await adminCookie(app, 'media.admin@test.example');
    const UPDATE = `mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) {
      __typename ... on Video { version description } ... on ConflictError { message } } }`;
    // This admin's dialog was opened at version 1.
    const save = async (expectedVersion: number) =>
      (
        await app.gql<{ updateVideo: Record<string, unknown> }>(
          UPDATE,
          { input: { id: gid, expectedVersion, title: 'Demo', description: 'Mine' } },
          { cookie },
        )
      ).data!.updateVideo;

    const moved = await app.gql<{ moveVideo: { folder: string; version: number } }>(
      `mutation ($id: ID!) { moveVideo(input: { id: $id, folder: "talks" }) { ... on Video { folder version } } }`,
      { id: gid },
      { cookie: other },
    );
    expect(moved.data!.moveVideo).toEqual({ folder: 'talks', version: 2 });
    const afterMove = await save(1);
    expect(afterMove.__typename).toBe('ConflictError');
    expect(afterMove.message).toMatch(conflictPattern('This video', 'media.admin@test.example'));

    await app.gql(
      `mutation ($id: ID!) { renameMediaFolder(input: { id: $id, name: "Keynotes" }) { __typename } }`,
      { id: encodeGlobalID('MediaFolder', folder.id) },
      { cookie: other },
    );
    const afterRename = await save(2);
    expect(afterRename.__typename).toBe('ConflictError');
    expect(afterRename.message).toMatch(conflictPattern('This video', 'media.admin@test.example'));
    const row = await app.prisma.video.findUniqueOrThrow({ where: { id }, include: { savedBy: true } });
    expect(row).toMatchObject({ folder: 'keynotes', description: null, version: 3 });
    expect(row.savedBy?.email).toBe('media.admin@test.example');
    expect(await save(3)).toEqual({ __typename: 'Video', version: 4, description: 'Mine' });
    // The folder goes with its video, leaving the library as the next test expects it.
    await app.gql(
      `mutation ($id: ID!) { deleteMediaFolder(input: { id: $id }) { __typename } }`,
      { id: encodeGlobalID('MediaFolder', folder.id) },
      { cookie },
    );
  });

  it("refuses a move from a version saved since, so another admin's move is not undone unseen", async () => {
    for (const name of ['Demos', 'Archive'])
      await app.gql(
        `mutation ($name: String!) { createMediaFolder(input: { kind: video, name: $name }) { __typename } }`,
        { name },
        { cookie },
      );
    const id = await uploadVideo(clip);
    await runner().runOnce();
    const other = await adminCookie(app, 'mover.admin@test.example');
    const move = async (expectedVersion: number, folder: string, as = cookie) =>
      (
        await app.gql<{ moveVideo: Record<string, unknown> }>(
          `mutation ($input: MoveVideoInput!) { moveVideo(input: $input) {
            __typename ... on Video { folder version } ... on Error { message } ... on ConflictError { currentVersion } } }`,
          { input: { id: encodeGlobalID('Video', id), expectedVersion, folder } },
          { cookie: as },
        )
      ).data!.moveVideo;
    expect(await move(1, 'demos', other)).toEqual({ __typename: 'Video', folder: 'demos', version: 2 });
    // This admin's move dialog was opened at version 1.
    expect(await move(1, 'archive')).toEqual(staleRefusal('This video', 'mover.admin@test.example', 2));
    expect(await app.prisma.video.findUniqueOrThrow({ where: { id } })).toMatchObject({
      folder: 'demos',
      version: 2,
    });
    expect(await move(2, 'archive')).toEqual({ __typename: 'Video', folder: 'archive', version: 3 });
    await app.prisma.video.delete({ where: { id } });
    await app.prisma.mediaFolder.deleteMany({ where: { kind: 'video', name: { in: ['demos', 'archive'] } } });
  });

  it('updates metadata (title required, tags trimmed, empty custom fields dropped), moves and deletes with the files', async () => {
    await app.gql(
      `mutation { createMediaFolder(input: { kind: video, name: "Webinars" }) { __typename } }`,
      {},
      { cookie },
    );
    const id = await uploadVideo(clip);
    await runner().runOnce();
    const gid = Buffer.from(`Video:${id}`).toString('base64');
    const UPDATE = `mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) {
      ... on Video { title description metadata { tags category language custom { key value } } }
      ... on ValidationError { message } } }`;
    const blank = await app.gql<{ updateVideo: { message: string } }>(
      UPDATE,
      { input: { id: gid, expectedVersion: 1, title: '  ' } },
      { cookie },
    );
    expect(blank.data!.updateVideo.message).toBe('Title is required');
    const updated = await app.gql<{ updateVideo: unknown }>(
      UPDATE,
      {
        input: {
          id: gid,
          // Processing finished since the upload; the version is still the first one.
          expectedVersion: 1,
          title: ' Launch demo ',
          description: 'The first look',
          tags: ' product, launch ,, demo ',
          category: 'Product',
          language: 'en',
          custom: [
            { key: 'speaker', value: 'Ada' },
            { key: '', value: 'dropped' },
            { key: 'empty', value: ' ' },
          ],
        },
      },
      { cookie },
    );
    expect(updated.data!.updateVideo).toEqual({
      title: 'Launch demo',
      description: 'The first look',
      metadata: {
        tags: ['product', 'launch', 'demo'],
        category: 'Product',
        language: 'en',
        custom: [{ key: 'speaker', value: 'Ada' }],
      },
    });

    const moved = await app.gql<{ moveVideo: { folder: string } }>(
      `mutation ($id: ID!) { moveVideo(input: { id: $id, folder: "webinars" }) { ... on Video { folder } } }`,
      { id: gid },
      { cookie },
    );
    expect(moved.data!.moveVideo.folder).toBe('webinars');
    const folders = await app.gql<{ mediaFolders: { name: string; count: number }[] }>(
      '{ mediaFolders(kind: video) { name count } }',
      {},
      { cookie },
    );
    expect(folders.data!.mediaFolders).toEqual([{ name: 'webinars', count: 1 }]);

    const video = await app.prisma.video.findUniqueOrThrow({ where: { id } });
    await app.gql(
      `mutation ($id: ID!) { deleteVideo(input: { id: $id }) { __typename } }`,
      { id: gid },
      { cookie },
    );
    expect(await app.prisma.video.findUnique({ where: { id } })).toBeNull();
    for (const key of [video.fileKey, video.thumbnailKey, video.originalKey])
      expect(fs.existsSync(path.join(app.mediaDir, 'files', key!))).toBe(false);
  });
});

describe('deleting a video a post or course plays', () => {
  const playing = (url: string) =>
    `<p>Watch this.</p><video src="${url}" poster="${url}.jpg" controls preload="metadata" style="width: 100%"></video><p>End</p>`;
  const deleteFolder = async (id: string) =>
    (
      await app.gql<{ deleteMediaFolder: { __typename: string; message: string } }>(
        `mutation ($id: ID!) { deleteMediaFolder(input: { id: $id }) { __typename ... on Error { message } } }`,
        { id: encodeGlobalID('MediaFolder', id) },
        { cookie },
      )
    ).data!.deleteMediaFolder;
  const FOLDER_USED_BY_A_POST = {
    __typename: 'ConflictError',
    message:
      'Videos in this folder are used by 1 post: delete those videos one by one, or move them to another folder, first',
  };

  it('is refused with the list of them, then takes it out of each and deletes it once confirmed', async () => {
    const video = await app.prisma.video.create({
      data: { title: 'Demo', url: '/media/videos/demo-in-use.webm', folder: null },
    });
    const post = await app.prisma.blogPost.create({
      data: { title: 'Watch the demo', slug: 'watch-the-demo', content: playing(video.url) },
    });
    const course = await app.prisma.course.create({
      data: {
        title: 'Demo course',
        slug: 'demo-course-video',
        summary: 'A demo',
        duration: '1 day',
        description: playing(video.url),
      },
    });
    await deleteRefusedThenConfirmed(
      app,
      cookie,
      'Video',
      encodeGlobalID('Video', video.id),
      {
        __typename: 'VideoInUseError',
        message: 'This video is used by 1 post and 1 course; confirm to remove it from them too',
        uses: [
          { kind: 'post', title: 'Watch the demo' },
          { kind: 'course', title: 'Demo course' },
        ],
      },
      async () => {
        expect(await app.prisma.video.findUnique({ where: { id: video.id } })).not.toBeNull();
        expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).content).toContain(
          '<video',
        );
      },
    );
    expect(await app.prisma.video.findUnique({ where: { id: video.id } })).toBeNull();
    const after = await app.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(after.content).toBe('<p>Watch this.</p><p>End</p>');
    expect(after.version).toBe(post.version + 1);
    // Both changes are the deleting admin's: the post's new revision and the course's last save.
    expect(
      await app.prisma.blogPostRevision.findFirst({
        where: { postId: post.id, version: after.version },
        select: { userEmail: true },
      }),
    ).toEqual({ userEmail: 'editor@test.example' });
    expect(
      await app.prisma.course.findUniqueOrThrow({
        where: { id: course.id },
        select: { description: true, version: true, savedBy: { select: { email: true } } },
      }),
    ).toEqual({
      description: '<p>Watch this.</p><p>End</p>',
      version: course.version + 1,
      savedBy: { email: 'editor@test.example' },
    });
  });

  // A page that shows the video only by its poster (a still of it, or another site's video with our
  // poster) would show a broken image once the video's files are deleted.
  it('counts a post or course that shows only its poster, and takes the poster out once confirmed', async () => {
    const id = crypto.randomUUID();
    const video = await app.prisma.video.create({
      data: {
        id,
        title: 'Poster only',
        url: `/media/videos/${id}-abcd1234.webm`,
        thumbnailUrl: `/media/thumbnails/${id}-abcd1234.jpg`,
      },
    });
    const poster = video.thumbnailUrl!;
    const still = await app.prisma.blogPost.create({
      data: {
        title: 'A still of the demo',
        slug: 'a-still-of-the-demo',
        content: `<p>Look.</p><figure><img src="${poster}" alt="Still"><figcaption>The demo</figcaption></figure><p>End</p>`,
      },
    });
    const featured = await app.prisma.blogPost.create({
      data: {
        title: 'Featuring the still',
        slug: 'featuring-the-still',
        content: '<p>Text.</p>',
        imageUrl: `${app.config.publicUrl}${poster}`,
      },
    });
    const course = await app.prisma.course.create({
      data: {
        title: 'Their clip, our poster',
        slug: 'their-clip-our-poster',
        summary: 'A demo',
        duration: '1 day',
        description: `<p>Watch.</p><video src="https://videos.example/clip.mp4" poster="${app.config.publicUrl}${poster}" controls></video>`,
      },
    });
    await deleteRefusedThenConfirmed(app, cookie, 'Video', encodeGlobalID('Video', video.id), {
      __typename: 'VideoInUseError',
      message: 'This video is used by 2 posts and 1 course; confirm to remove it from them too',
      uses: [
        { kind: 'post', title: 'A still of the demo' },
        { kind: 'post', title: 'Featuring the still' },
        { kind: 'course', title: 'Their clip, our poster' },
      ],
    });
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: still.id } })).content).toBe(
      '<p>Look.</p><p>End</p>',
    );
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({
        where: { id: featured.id },
        select: { imageUrl: true, content: true },
      }),
    ).toEqual({ imageUrl: null, content: '<p>Text.</p>' });
    // Their video stays, without the poster that is gone.
    expect((await app.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).description).toBe(
      '<p>Watch.</p><video src="https://videos.example/clip.mp4" controls></video>',
    );
  });

  // Its file replaced since, a post that embedded the old file's address (or its poster's) plays the
  // current one through a redirect, which the delete ends: the post would point at a missing file.
  it('counts a post or course showing an old file or poster of it, and takes them out once confirmed', async () => {
    const id = crypto.randomUUID();
    const video = await app.prisma.video.create({
      data: {
        id,
        title: 'Replaced',
        url: `/media/videos/${id}-0e0e0e0e.webm`,
        thumbnailUrl: `/media/thumbnails/${id}-0e0e0e0e.jpg`,
      },
    });
    const oldFile = `${app.config.publicUrl}/media/videos/${id}-abcd1234.webm`;
    const oldPoster = `/media/thumbnails/${id}-abcd1234.jpg`;
    const post = await app.prisma.blogPost.create({
      data: {
        title: 'The first cut',
        slug: 'the-first-cut',
        content: `<p>Watch.</p><video src="${oldFile}" controls></video><p>End</p>`,
      },
    });
    const course = await app.prisma.course.create({
      data: {
        title: 'A still of the first cut',
        slug: 'a-still-of-the-first-cut',
        summary: 'A demo',
        duration: '1 day',
        description: `<p>Look.</p><img src="${oldPoster}" alt="Still"><p>End</p>`,
      },
    });
    // Another video whose id starts the same way is not this one.
    const other = `/media/videos/${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}-abcd1234.webm`;
    const unrelated = await app.prisma.blogPost.create({
      data: { title: 'Another', slug: 'another-video', content: `<video src="${other}"></video>` },
    });
    await deleteRefusedThenConfirmed(app, cookie, 'Video', encodeGlobalID('Video', video.id), {
      __typename: 'VideoInUseError',
      message: 'This video is used by 1 post and 1 course; confirm to remove it from them too',
      uses: [
        { kind: 'post', title: 'The first cut' },
        { kind: 'course', title: 'A still of the first cut' },
      ],
    });
    expect(await app.prisma.video.findUnique({ where: { id } })).toBeNull();
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).content).toBe(
      '<p>Watch.</p><p>End</p>',
    );
    expect((await app.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).description).toBe(
      '<p>Look.</p><p>End</p>',
    );
    expect(await app.prisma.blogPost.findUniqueOrThrow({ where: { id: unrelated.id } })).toMatchObject({
      content: `<video src="${other}"></video>`,
      version: unrelated.version,
    });
  });

  it('refuses to delete a folder while a post shows the poster of one of its videos', async () => {
    const folder = await app.prisma.mediaFolder.create({ data: { kind: 'video', name: 'posters-in-use' } });
    const id = crypto.randomUUID();
    const video = await app.prisma.video.create({
      data: {
        id,
        title: 'Poster talk',
        url: `/media/videos/${id}-abcd1234.webm`,
        thumbnailUrl: `/media/thumbnails/${id}-abcd1234.jpg`,
        folder: folder.name,
      },
    });
    await app.prisma.blogPost.create({
      data: {
        title: 'The poster',
        slug: 'the-poster-of-a-talk',
        content: `<img src="${video.thumbnailUrl}" alt="">`,
      },
    });
    expect(await deleteFolder(folder.id)).toEqual(FOLDER_USED_BY_A_POST);
    expect(await app.prisma.video.findUnique({ where: { id: video.id } })).not.toBeNull();
  });

  it('refuses to delete a folder while one of its videos is in use, deleting nothing', async () => {
    const folder = await app.prisma.mediaFolder.create({ data: { kind: 'video', name: 'talks-in-use' } });
    const video = await app.prisma.video.create({
      data: { title: 'Talk', url: '/media/videos/talk-in-use.webm', folder: folder.name },
    });
    await app.prisma.blogPost.create({
      data: { title: 'The talk', slug: 'the-talk-video', content: playing(video.url) },
    });
    expect(await deleteFolder(folder.id)).toEqual(FOLDER_USED_BY_A_POST);
    expect(await app.prisma.mediaFolder.findUnique({ where: { id: folder.id } })).not.toBeNull();
    expect(await app.prisma.video.findUnique({ where: { id: video.id } })).not.toBeNull();
  });
});
