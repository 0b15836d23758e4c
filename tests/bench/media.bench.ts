// The media library's heavy work, each next to a baseline from the same run:
// - a resumable (tus) video upload of BENCH_MEDIA_MB (default 500) MB through
//   the real HTTP stack, with the process's RSS growth (the server streams to
//   disk: it must stay under 64 MB) and throughput next to a plain file copy;
// - a 12 MP JPEG's responsive variants (processImage) next to one plain
//   sharp re-encode of the same image;
// - transcoding a 1080p60 clip (the processing job) as a multiple of the
//   clip's duration.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CSRF_HEADER } from '../../domain/shared/constants';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createHttpServer, listen } from '../../server/http/server';
import { createSession, SESSION_COOKIE } from '../../server/modules/auth/sessions';
import { JobRegistry } from '../../server/modules/jobs/handlers';
import { createJobRunner } from '../../server/modules/jobs/runner';
import { processImage } from '../../server/modules/media/images';
import { processVideo, VIDEO_JOB } from '../../server/modules/media/videos';
import { createServices } from '../../server/services';
import { makeJpeg, makeVideo } from '../helpers/media';
import { createUser } from '../helpers/users';
import { pgliteDatabase } from './databases';
import type { Benchmark } from './run';
import { formatMs, formatRatio } from './stats';

const MB = 1024 * 1024;
const UPLOAD_MB = Number(process.env.BENCH_MEDIA_MB ?? 500);
const RSS_LIMIT_MB = 64;
const CLIP_SECONDS = 5;

/** A file of `megabytes` that sniffs as MP4: a real clip's bytes, then random padding. */
function bigVideoFile(dir: string, clip: string, megabytes: number): string {
  const file = path.join(dir, 'big.mp4');
  const out = fs.openSync(file, 'w');
  const head = fs.readFileSync(clip);
  fs.writeSync(out, head);
  const block = randomBytes(4 * MB);
  let written = head.length;
  while (written < megabytes * MB) {
    const length = Math.min(block.length, megabytes * MB - written);
    fs.writeSync(out, block, 0, length);
    written += length;
  }
  fs.closeSync(out);
  return file;
}

/** PATCHes `file`'s bytes, streamed with backpressure; resolves with the status and body. */
function patchFromFile(url: string, headers: Record<string, string>, file: string) {
  return new Promise<{ status: number; text(): Promise<string> }>((resolve, reject) => {
    const request = http.request(url, { method: 'PATCH', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, text: async () => body });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    fs.createReadStream(file).pipe(request);
  });
}

async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-'));
  const bench = await pgliteDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MEDIA_DIR: path.join(dir, 'media') });
  const services = await createServices(config);
  const app = createApp({ prisma: bench.db.prisma, config, services });
  const running = await listen(createHttpServer(), app, config, { port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${running.port}`;
  try {
    const user = await createUser(bench.db.prisma, {
      email: 'bench@bench.example',
      password: 'a long bench password',
      role: 'admin',
    });
    const { token } = await createSession(bench.db.prisma, user.id, { ttlDays: 1, now: new Date() });
    const headers = { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: '1', 'tus-resumable': '1.0.0' };

    // 1. The upload, against a plain copy of the same file.
    const clip = makeVideo(CLIP_SECONDS);
    const big = bigVideoFile(dir, clip, UPLOAD_MB);
    const size = fs.statSync(big).size;
    let started = performance.now();
    fs.copyFileSync(big, path.join(dir, 'copy.mp4'));
    const copyMs = performance.now() - started;
    fs.rmSync(path.join(dir, 'copy.mp4'));

    const meta = `filename ${Buffer.from('big.mp4').toString('base64')},kind ${Buffer.from('video').toString('base64')}`;
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    started = performance.now();
    const created = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { ...headers, 'upload-length': String(size), 'upload-metadata': meta },
    });
    if (created.status !== 201) throw new Error(`tus create: ${created.status} ${await created.text()}`);
    const location = new URL(created.headers.get('location')!, base).href;
    // node:http with pipe(): the client honours the socket's backpressure, so
    // the figure is the server's. (fetch with a stream body lets undici read
    // the whole file ahead of the socket: it grew this process by the file's size.)
    const patched = await patchFromFile(
      location,
      {
        ...headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size),
      },
      big,
    );
    const uploadMs = performance.now() - started;
    clearInterval(sampler);
    if (patched.status !== 204) throw new Error(`tus patch: ${patched.status} ${await patched.text()}`);
    const growthMb = (rssPeak - rssBefore) / MB;
    const throughput = (ms: number) => `${(size / MB / (ms / 1000)).toFixed(0)} MB/s`;
    console.log(`tus upload of ${UPLOAD_MB} MB:   ${formatMs(uploadMs)} (${throughput(uploadMs)})`);
    console.log(`plain file copy (baseline): ${formatMs(copyMs)} (${throughput(copyMs)})`);
    console.log(`upload time vs copy:        ${formatRatio(uploadMs, copyMs)}`);
    console.log(
      `RSS growth during upload:   ${growthMb.toFixed(1)} MB (${growthMb < RSS_LIMIT_MB ? 'under' : 'OVER'} the ${RSS_LIMIT_MB} MB limit)`,
    );
    fs.rmSync(big);
    // Its job would probe the padding: only the clip below is transcoded.
    await bench.db.prisma.video.updateMany({ data: { deleted: true } });

    // 2. A 12 MP image's variants, against one plain re-encode.
    const photo = await makeJpeg(4000, 3000);
    started = performance.now();
    await sharp(photo).jpeg({ quality: 80 }).toBuffer();
    const encodeMs = performance.now() - started;
    started = performance.now();
    const processed = await processImage(services.storage, photo, 'photo.jpg', 'bench-photo');
    const variantsMs = performance.now() - started;
    console.log(`\n12 MP image, ${processed.variants.length} variants: ${formatMs(variantsMs)}`);
    console.log(`one plain re-encode (baseline): ${formatMs(encodeMs)}`);
    console.log(`variants vs one re-encode:      ${formatRatio(variantsMs, encodeMs)}`);

    // 3. Transcoding the clip (1080p60 H.264 → WebM VP9 ≤1280 wide, 30 fps), by the job.
    if (!services.video) {
      console.log('\nTranscoding skipped: ffmpeg was not found.');
      return;
    }
    const small = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(fs.statSync(clip).size),
        'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
      },
    });
    if (small.status !== 201) throw new Error(`tus create: ${small.status} ${await small.text()}`);
    const sent = await fetch(new URL(small.headers.get('location')!, base).href, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: fs.readFileSync(clip),
    });
    if (sent.status !== 204) throw new Error(`tus patch: ${sent.status} ${await sent.text()}`);
    const registry = new JobRegistry();
    registry.register(VIDEO_JOB, processVideo);
    const runner = createJobRunner({ prisma: bench.db.prisma, services }, { registry, pollMs: 50 });
    // The padded video's job is skipped (deleted); the clip's is the work timed.
    started = performance.now();
    await runner.runOnce();
    await runner.runOnce();
    const transcodeMs = performance.now() - started;
    const ready = await bench.db.prisma.video.findFirst({ where: { status: 'READY' } });
    console.log(
      `\ntranscoding ${CLIP_SECONDS} s of 1080p60: ${formatMs(transcodeMs)} (${ready ? ready.resolution : 'not READY'})`,
    );
    console.log(
      `speed: ${(transcodeMs / 1000 / CLIP_SECONDS).toFixed(2)}× the clip's duration (1.00× = real time)`,
    );
    fs.rmSync(path.dirname(clip), { recursive: true, force: true });
  } finally {
    await running.close();
    await bench.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const benchmark: Benchmark = {
  name: 'media',
  description: `tus upload of ${UPLOAD_MB} MB (RSS growth, vs a file copy), 12 MP image variants, transcoding speed`,
  run,
};
