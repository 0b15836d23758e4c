// Which addresses in a post's or course's text are our stored files (see
// storedFileLinks): under the app's /media, relative or with the site's
// address, or under the storage's public address; another site's are not.
import { describe, expect, it } from 'vitest';
import type { Context } from '../../../../server/context';
import {
  fileAddresses,
  storedFileLinks,
  withoutFiles,
  writtenAddresses,
} from '../../../../server/modules/shared/mediaLinks';

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
    // As the file route serves them: an image's id in any case, a host in any case...
    ['an image address with its id in capitals', `/media/assets/${ID.toUpperCase()}`, [`assets/${ID}`]],
    [
      "the site's address in capitals",
      `<img src="HTTPS://Consulting.Example/media/assets/${ID}">`,
      [`assets/${ID}`],
    ],
    // ...and nothing else: the route answers these 404 or 'Invalid file name'.
    ['/Media in capitals', `<img src="/Media/assets/${ID}">`, []],
    ['an area in capitals', `<img src="/media/Images/${ID}-ab12-400.webp">`, []],
    ['a stored name in capitals', `<img src="/media/images/${ID.toUpperCase()}-AB12-400.WEBP">`, []],
    ["the site's path in capitals", `<img src="https://consulting.example/MEDIA/assets/${ID}">`, []],
  ])('%s', (_what, text, expected) => {
    expect(links(text)).toEqual(expected);
  });

  it("finds files under the storage's public address, and still under /media", () => {
    const text = `<img src="https://bucket.cdn.example/images/${ID}-ab12-800.webp"><img src="/media/assets/${ID}">`;
    expect(links(text, 'https://bucket.cdn.example')).toEqual([`images/${ID}-ab12-800.webp`, `assets/${ID}`]);
  });

  it("finds the storage's files under its host in any case, and its path only as it is", () => {
    const storage = 'https://cdn.example/Bucket';
    expect(links(`<img src="HTTPS://CDN.example/Bucket/images/${ID}-ab12-800.webp">`, storage)).toEqual([
      `images/${ID}-ab12-800.webp`,
    ]);
    expect(links(`<img src="https://cdn.example/bucket/images/${ID}-ab12-800.webp">`, storage)).toEqual([]);
  });
});

describe('fileAddresses', () => {
  it('writes each of our files under every prefix, and leaves out what is missing', () => {
    const file = `/media/videos/${ID}-ab12.webm`;
    const poster = `/media/thumbnails/${ID}-ab12.jpg`;
    expect(fileAddresses(site('https://bucket.cdn.example'), [file, poster, null, ''])).toEqual([
      file,
      `https://consulting.example${file}`,
      `https://bucket.cdn.example/videos/${ID}-ab12.webm`,
      poster,
      `https://consulting.example${poster}`,
      `https://bucket.cdn.example/thumbnails/${ID}-ab12.jpg`,
    ]);
    expect(fileAddresses(site('/media'), ['https://elsewhere.example/a.png'])).toEqual([
      'https://elsewhere.example/a.png',
    ]);
  });
});

describe('writtenAddresses', () => {
  const file = `/media/assets/${ID}`;
  const elsewhere = 'https://cdn.example/picture.png';
  const written = (html: string) => writtenAddresses(site('/media'), html, [file, elsewhere]);

  it.each([
    ['an image', `<img src="${file}">`],
    ['a single-quoted attribute', `<img src='${file}'>`],
    ['an unquoted attribute', `<img src=${file} alt="">`],
    ['a data-* attribute', `<p data-full="${file}">a</p>`],
    ["an image's alt", `<img src="/x.png" alt="Was ${file}">`],
  ])('finds it in %s', (_what, html) => {
    expect(written(html)).toEqual([file]);
  });

  it("finds another site's file in an attribute only", () => {
    expect(written(`<img src="${elsewhere}">`)).toEqual([elsewhere]);
    expect(written(`<p>From ${elsewhere}.</p>`)).toEqual([]);
  });

  it("finds nothing written in the text between tags, the author's words", () => {
    expect(written(`<p>The old link was https://consulting.example${file} (or ${file}).</p>`)).toEqual([]);
    expect(written(`<p title="a > b">${file}</p>`)).toEqual([]);
  });
});

describe('withoutFiles', () => {
  const file = `/media/videos/${ID}-ab12.webm`;
  const poster = `/media/thumbnails/${ID}-ab12.jpg`;
  it.each([
    [
      'a video playing it',
      `<p>a</p><video src="${file}" poster="${poster}" controls></video><p>b</p>`,
      '<p>a</p><p>b</p>',
    ],
    [
      'a video with it as a source',
      `<p>a</p><video controls><source src="/other.webm"><source src="${file}" type="video/webm"></video><p>b</p>`,
      '<p>a</p><p>b</p>',
    ],
    [
      'its poster as an image, in a figure',
      `<figure><img src="${poster}" alt=""><figcaption>x</figcaption></figure><p>b</p>`,
      '<p>b</p>',
    ],
    ['its poster as an image', `<p>a<img alt="" src="${poster}"></p>`, '<p>a</p>'],
    [
      "its poster on another site's video, which stays",
      `<video src="https://videos.example/v.mp4" poster="${poster}" controls></video>`,
      '<video src="https://videos.example/v.mp4" controls></video>',
    ],
    ['a link to it, keeping its words', `<p>See <a href="${file}">the clip</a>.</p>`, '<p>See the clip.</p>'],
    [
      'a link around its poster',
      `<p><a href="${file}" target="_blank"><img src="${poster}" alt=""></a>b</p>`,
      '<p>b</p>',
    ],
    [
      'nothing of another video, and of an image showing another file only its srcset candidate',
      `<video src="/media/videos/other.webm" controls></video><img src="/x.png" srcset="${poster} 1x">`,
      `<video src="/media/videos/other.webm" controls></video><img src="/x.png">`,
    ],
    [
      "its poster among a srcset's candidates, the others staying",
      `<img src="/x.png" srcset="/x@2x.png 2x, ${poster} 3x" sizes="50vw" alt="">`,
      `<img src="/x.png" srcset="/x@2x.png 2x" sizes="50vw" alt="">`,
    ],
    [
      "its address in an image's alt and title, the words around it staying, a title left empty going",
      `<img src="/x.png" alt="The clip's still: ${poster}" title="${poster}">`,
      `<img src="/x.png" alt="The clip's still:">`,
    ],
    [
      "its address in a link's title, the link to elsewhere staying",
      `<p><a href="/elsewhere" title="Was ${file}">x</a></p>`,
      '<p><a href="/elsewhere" title="Was">x</a></p>',
    ],
    [
      'any other attribute naming it, whole',
      `<p data-file="${file}" class="clip">a</p><figure data-poster="${poster} 2x"><img src="/x.png" alt=""></figure>`,
      '<p class="clip">a</p><figure><img src="/x.png" alt=""></figure>',
    ],
    // Quoted either way or not, as htmlFileLinks finds them, and a `>` in a quoted value ending no tag.
    ['an image in single quotes', `<p>a<img src='${poster}' alt=''></p>`, '<p>a</p>'],
    ['an unquoted image', `<p>a<img alt=Still src=${poster}></p>`, '<p>a</p>'],
    [
      'a figure around an image in single quotes',
      `<figure class='wide'><img src='${poster}'><figcaption>x</figcaption></figure><p>b</p>`,
      '<p>b</p>',
    ],
    ['an image whose alt holds a `>`', `<p>a<img alt="a > b" src="${poster}"></p>`, '<p>a</p>'],
    [
      'an unquoted link to it',
      `<p>See <a href=${file} title='x > y'>the clip</a>.</p>`,
      '<p>See the clip.</p>',
    ],
    ['a video playing it, in single quotes', `<video src='${file}' controls></video><p>b</p>`, '<p>b</p>'],
    [
      'an unquoted source of a video',
      `<video controls><source src=${file} type=video/webm></video><p>b</p>`,
      '<p>b</p>',
    ],
    [
      "its poster, unquoted, on another site's video",
      `<video src='https://videos.example/v.mp4' poster=${poster} controls></video>`,
      `<video src='https://videos.example/v.mp4' controls></video>`,
    ],
    [
      "its poster among a single-quoted srcset's candidates",
      `<img src="/x.png" srcset='/x@2x.png 2x, ${poster} 3x' alt="">`,
      `<img src="/x.png" srcset='/x@2x.png 2x' alt="">`,
    ],
    [
      'a single-quoted srcset of it alone, with its sizes',
      `<img src="/x.png" srcset='${poster} 1x' sizes=50vw alt="">`,
      '<img src="/x.png" alt="">',
    ],
    [
      'its address in a single-quoted alt, an unquoted one left empty',
      `<img src="/x.png" alt='Still: ${poster}'><img src="/y.png" alt=${poster}>`,
      `<img src="/x.png" alt='Still:'><img src="/y.png" alt="">`,
    ],
    [
      'other attributes naming it, quoted either way or not, beside a `>` in a value',
      `<p title="a > b" data-file='${file}' data-poster=${poster} class=clip>a</p>`,
      '<p title="a > b" class=clip>a</p>',
    ],
  ])('takes out %s', (_what, html, expected) => {
    expect(withoutFiles(html, [file, poster])).toBe(expected);
  });

  it.each([
    ["written in the text, the author's words", `<p>The clip was at ${file} until today.</p>`],
    ['in an attribute, as the tail of another address', `<p data-x="https://other.example${file}">a</p>`],
    ['in an attribute, as the start of a longer name', `<img src="/x.png" alt="${file}.old">`],
    ['written in the text after a `>` in a quoted value', `<p title="a > b">${file}</p>`],
    ['written in a comment', `<!-- <img src="${poster}"> -->`],
  ])('leaves its address %s', (_what, html) => {
    expect(withoutFiles(html, [file, poster])).toBe(html);
  });
});
