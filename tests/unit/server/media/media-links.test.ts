// Which addresses in a post's or course's text are our stored files (see
// storedFileLinks): under the app's /media, relative or with the site's
// address, or under the storage's public address; another site's are not.
import { describe, expect, it } from 'vitest';
import type { Context } from '../../../../server/context';
import { storedFileLinks } from '../../../../server/modules/shared/mediaLinks';

const ID = '0b7d1c52-3c1e-4f1a-9d8e-2f0a6c1b9e11';

const site = (storagePrefix: string) =>
  ({
    config: { publicUrl: 'https://consulting.example' },
    services: { storage: { publicUrl: (key: string) => `${storagePrefix}/${key}` } },
  }) as unknown as Pick<Context, 'config' | 'services'>;

const links = (text: string, storagePrefix = '/media') =>
  storedFileLinks(site(storagePrefix), text).map(({ area, name }) => `${area}/${name}`);

describe('storedFileLinks', () => {
  it.each([
    ['an image address', `/media/assets/${ID}`, [`assets/${ID}`]],
    [
      'an image with its sizes',
      `<img src="/media/assets/${ID}" srcset="/media/images/${ID}-ab12-400.webp 400w">`,
      [`assets/${ID}`, `images/${ID}-ab12-400.webp`],
    ],
    [
      'a video and its poster',
      `<video src="/media/videos/${ID}-ab12.mp4" poster="/media/thumbnails/${ID}-ab12.jpg">`,
      [`videos/${ID}-ab12.mp4`, `thumbnails/${ID}-ab12.jpg`],
    ],
    [
      "with the site's address",
      `<img src="https://consulting.example/media/assets/${ID}">`,
      [`assets/${ID}`],
    ],
    ['another site that looks like ours', `<img src="https://elsewhere.example/media/assets/${ID}">`, []],
    ['another picture', '<img src="https://cdn.example/picture.png">', []],
    ['a page of ours that is no file', '<a href="/media-kit/assets/press">', []],
  ])('%s', (_what, text, expected) => {
    expect(links(text)).toEqual(expected);
  });

  it("finds files under the storage's public address, and still under /media", () => {
    const text = `<img src="https://bucket.cdn.example/images/${ID}-ab12-800.webp"><img src="/media/assets/${ID}">`;
    expect(links(text, 'https://bucket.cdn.example')).toEqual([`images/${ID}-ab12-800.webp`, `assets/${ID}`]);
  });
});
