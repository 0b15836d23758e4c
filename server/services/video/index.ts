// Video tools (ffmpeg and ffprobe, programs outside the app): found once from
// the configuration; null when neither the configured, the system's nor the
// npm-shipped binaries exist, so video processing says so and images still work.
import type { Config } from '../../config';
import { type Binary, findBinaries, frameAt, type Probe, probe, transcode } from './ffmpeg';

export type { Probe } from './ffmpeg';

export type VideoTools = {
  ffmpeg: Binary;
  ffprobe: Binary;
  /** What the file holds; null when it has no video stream. */
  probe(file: string, signal?: AbortSignal): Promise<Probe | null>;
  transcode(
    input: string,
    output: string,
    options: {
      duration: number;
      hasAudio: boolean;
      signal?: AbortSignal;
      onProgress?: (fraction: number) => void;
    },
  ): Promise<void>;
  /** One frame near the start, as PNG bytes. */
  frameAt(input: string, duration: number, signal?: AbortSignal): Promise<Buffer>;
};

export function createVideoTools(
  media: Pick<Config['media'], 'ffmpegPath' | 'ffprobePath'>,
): VideoTools | null {
  const binaries = findBinaries(media);
  if (!binaries) return null;
  const { ffmpeg, ffprobe } = binaries;
  return {
    ffmpeg,
    ffprobe,
    probe: (file, signal) => probe(ffprobe.path, file, signal),
    transcode: (input, output, options) => transcode(ffmpeg.path, input, output, options),
    frameAt: (input, duration, signal) => frameAt(ffmpeg.path, input, duration, signal),
  };
}
