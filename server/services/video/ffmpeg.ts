// ffmpeg and ffprobe, spawned with argument lists (no shell). Which binary:
// FFMPEG_PATH / FFPROBE_PATH when set, else the system's (on PATH), else the
// one shipped inside npm (@ffmpeg-installer, @ffprobe-installer), so a fresh
// machine processes videos with nothing else installed. When none runs,
// videos fail with a clear message and images keep working.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { THUMBNAIL, VIDEO_COMPRESSION } from '../../../domain/media';
import type { Config } from '../../config';

export type Binary = { path: string; source: 'configured' | 'system' | 'npm' };
export type Binaries = { ffmpeg: Binary; ffprobe: Binary } | null;

const require = createRequire(import.meta.url);

function onPath(name: string, env = process.env): string | null {
  for (const directory of (env.PATH ?? '').split(path.delimiter)) {
    if (!directory) continue;
    const candidate = path.join(directory, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

function shipped(pkg: string): string | null {
  try {
    const found = (require(pkg) as { path?: string }).path;
    if (!found || !fs.existsSync(found)) return null;
    // npm 11 skips the package's "chmod u+x" install script.
    try {
      fs.accessSync(found, fs.constants.X_OK);
    } catch {
      fs.chmodSync(found, 0o755);
    }
    return found;
  } catch {
    return null;
  }
}

function pick(configured: string | undefined, name: string, pkg: string): Binary | null {
  if (configured) return fs.existsSync(configured) ? { path: configured, source: 'configured' } : null;
  const system = onPath(name);
  if (system) return { path: system, source: 'system' };
  const npm = shipped(pkg);
  return npm ? { path: npm, source: 'npm' } : null;
}

/** The binaries to use; null when either is missing. */
export function findBinaries(media: Pick<Config['media'], 'ffmpegPath' | 'ffprobePath'>): Binaries {
  const ffmpeg = pick(media.ffmpegPath, 'ffmpeg', '@ffmpeg-installer/ffmpeg');
  const ffprobe = pick(media.ffprobePath, 'ffprobe', '@ffprobe-installer/ffprobe');
  return ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
}

function run(
  binary: string,
  args: string[],
  { signal, onStdout }: { signal?: AbortSignal; onStdout?: (chunk: string) => void } = {},
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (onStdout) onStdout(chunk.toString('utf8'));
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr });
      else
        reject(
          new Error(
            `${path.basename(binary)} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`,
          ),
        );
    });
  });
}

export type Probe = {
  duration: number;
  width: number;
  height: number;
  /** ffprobe's format_name, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  format: string;
  /**
   * ffprobe's codec names ("h264", "vp9", "aac", "opus"...) and the video's pixel format; audio null
   * without sound ("unknown" for a sound ffprobe cannot name), so it also says whether there is sound.
   */
  videoCodec: string | null;
  pixelFormat: string | null;
  audioCodec: string | null;
};

/** What the file holds; null when it has no video stream (not a video at all). */
export async function probe(ffprobe: string, file: string, signal?: AbortSignal): Promise<Probe | null> {
  let output: Buffer;
  try {
    ({ stdout: output } = await run(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { signal },
    ));
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
  const parsed = JSON.parse(output.toString('utf8')) as {
    format?: { duration?: string; format_name?: string };
    streams?: {
      codec_type?: string;
      codec_name?: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      duration?: string;
      disposition?: { attached_pic?: number };
    }[];
  };
  const video = parsed.streams?.find(
    (stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic,
  );
  if (!video?.width || !video.height) return null;
  const audio = parsed.streams?.find((stream) => stream.codec_type === 'audio');
  const duration = Number(parsed.format?.duration ?? video.duration ?? 0);
  return {
    duration: Number.isFinite(duration) ? duration : 0,
    width: video.width,
    height: video.height,
    format: parsed.format?.format_name ?? 'unknown',
    videoCodec: video.codec_name ?? null,
    pixelFormat: video.pix_fmt ?? null,
    audioCodec: audio ? (audio.codec_name ?? 'unknown') : null,
  };
}

/** The spec's target: WebM VP9, at most 1280 wide (never enlarged), at most 30 fps, 2.5 Mbps. */
export async function transcode(
  ffmpeg: string,
  input: string,
  output: string,
  {
    duration,
    hasAudio,
    signal,
    onProgress,
  }: { duration: number; hasAudio: boolean; signal?: AbortSignal; onProgress?: (fraction: number) => void },
): Promise<void> {
  const { maxWidth, fps, bitsPerSecond } = VIDEO_COMPRESSION;
  let buffered = '';
  await run(
    ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-i',
      input,
      '-map',
      '0:v:0',
      ...(hasAudio ? ['-map', '0:a:0?'] : []),
      '-vf',
      `scale='min(${maxWidth},iw)':-2,fps='min(${fps},source_fps)'`,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      String(bitsPerSecond),
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-row-mt',
      '1',
      ...(hasAudio ? ['-c:a', 'libopus', '-b:a', '128k'] : ['-an']),
      '-progress',
      'pipe:1',
      '-nostats',
      '-f',
      'webm',
      output,
    ],
    {
      signal,
      onStdout: (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          const match = /^out_time_us=(\d+)/.exec(line);
          if (match && duration > 0 && onProgress) onProgress(Math.min(1, Number(match[1]) / 1e6 / duration));
        }
      },
    },
  );
}

/**
 * One frame at 1 s (or the middle of a shorter video), as PNG bytes. `duration` is the file's,
 * which its sound may make longer than its picture: with no frame there, its first frame.
 */
export async function frameAt(
  ffmpeg: string,
  input: string,
  duration: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  const at = duration > THUMBNAIL.atSeconds ? THUMBNAIL.atSeconds : Math.max(0, duration / 2);
  let frame: Buffer = Buffer.alloc(0);
  for (const seconds of at > 0 ? [at, 0] : [0]) {
    ({ stdout: frame } = await run(
      ffmpeg,
      [
        '-hide_banner',
        '-nostdin',
        '-ss',
        String(seconds),
        '-i',
        input,
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-vcodec',
        'png',
        '-',
      ],
      { signal },
    ));
    if (frame.length > 0) break;
  }
  return frame;
}
