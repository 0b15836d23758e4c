// A video's thumbnail is its frame at 1 s, or at the middle of a shorter one,
// by the container's duration. A video whose sound outlasts its picture (a
// one-second clip with Opus audio ends its last frame at 0.9 s, its file at
// 1.007 s) has no frame at 1 s: the thumbnail is then its first frame, rather
// than an empty picture that failed the whole processing, three times over.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createVideoTools } from '../../../server/services/video';
import { makeVideo } from '../../helpers/media';
import { makeTempDir } from '../../helpers/temp';

const tools = createVideoTools({ ffmpegPath: undefined, ffprobePath: undefined })!;

/** A clip whose picture stops at `pictureSeconds` while its sound goes on to `soundSeconds`. */
function clipWithLongerSound(pictureSeconds: number, soundSeconds: number) {
  const file = path.join(makeTempDir('test-video-'), 'clip.webm');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=320x240:rate=10:duration=${pictureSeconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${soundSeconds}`],
    ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '0'],
    ...['-c:a', 'libopus', '-b:a', '24k'],
    file,
  ]);
  return file;
}

describe('a video thumbnail', () => {
  it.each([
    [
      'a one-second clip whose sound ends after its last frame',
      () => makeVideo(1, { width: 320, height: 240, fps: 10, format: 'webm' }),
    ],
    ['a half-second picture with two seconds of sound', () => clipWithLongerSound(0.5, 2)],
  ])('is a picture for %s', async (_what, make) => {
    const file = make();
    const probed = (await tools.probe(file))!;
    const frame = await tools.frameAt(file, probed.duration);
    expect(frame.length).toBeGreaterThan(0);
    expect(await sharp(frame).metadata()).toMatchObject({ width: 320, height: 240 });
  });
});
