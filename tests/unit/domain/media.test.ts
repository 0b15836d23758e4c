import { describe, expect, it } from 'vitest';
import {
  FOLDER_NAME_MAX,
  folderName,
  folderNameProblem,
  folderVariable,
  imageFileProblem,
  imageTooLargeMessage,
  MIN_FILE_BYTES,
  ROOT_FOLDER_PARAM,
  savedByLine,
  usesCount,
  VIDEO_MAX_BYTES,
  videoFileProblem,
} from '../../../domain/media';
import { formatMessage, VALIDATION } from '../../../domain/shared/messages';

describe('folders in the URL', () => {
  it('maps ?folder= to the query: the root marker, a folder name, or nothing', () => {
    expect(folderVariable(ROOT_FOLDER_PARAM)).toBe('');
    expect(folderVariable('Team Photos')).toBe('team-photos');
    expect(folderVariable('---')).toBeNull();
    // The root marker can never be a folder's name.
    expect(folderName(ROOT_FOLDER_PARAM)).toBe('');
  });
});

describe('folder names refused in the browser, as the server refuses them', () => {
  it.each([
    ['', 'Folder name cannot be empty'],
    [' -- ', 'Folder name cannot be empty'],
    ['a'.repeat(FOLDER_NAME_MAX), null],
    ['a'.repeat(FOLDER_NAME_MAX + 1), 'Please use at most 100 characters'],
    // Counted after the folder rule: the spaces around it and a run of dashes do not count.
    [`  ${'a'.repeat(FOLDER_NAME_MAX - 2)}  --  b  `, null],
    [`${'a'.repeat(FOLDER_NAME_MAX - 1)} b`, 'Please use at most 100 characters'],
  ])('%j: %s', (input, message) => {
    expect(folderNameProblem(input)).toBe(message);
  });
});

describe('files refused in the browser', () => {
  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg', size: 5000 }, null],
    [{ name: 'a.webp', type: 'image/webp', size: 5000 }, null],
    [{ name: 'logo.svg', type: 'image/svg+xml', size: 5000 }, /logo\.svg is an SVG drawing/],
    [{ name: 'notes.txt', type: 'text/plain', size: 5000 }, /notes\.txt is not a JPEG/],
    // A name the browser has no type for (a download saved as .jpg_large, a file without an
    // extension): the server judges its bytes, rather than the browser calling a JPEG no JPEG.
    [{ name: 'harbor.jpg_large', type: '', size: 5000 }, null],
    [{ name: 'IMG_0042', type: 'application/octet-stream', size: 5000 }, null],
  ])('image %o', (file, expected) => {
    const problem = imageFileProblem(file, 20 * 1024 * 1024);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it('refuses an image over the limit the server gave, naming the file and the limit as the spec words a video’s', () => {
    const max = 20 * 1024 * 1024;
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: max }, max)).toBeNull();
    expect(imageFileProblem({ name: 'huge.jpg', type: 'image/jpeg', size: 31_500_000 }, max)).toBe(
      'File huge.jpg exceeds maximum size of 20MB',
    );
    // A file the browser has no type for is still too large.
    expect(imageFileProblem({ name: 'IMG_0042', type: '', size: max + 1 }, max)).toBe(
      'File IMG_0042 exceeds maximum size of 20MB',
    );
    // The same words as a video's (VALIDATION.videoTooLarge, SPEC's), at the same limit.
    expect(imageTooLargeMessage({ name: 'big.mp4' }, VIDEO_MAX_BYTES)).toBe(
      formatMessage(VALIDATION.videoTooLarge, { name: 'big.mp4' }),
    );
    // A limit under a megabyte (a test server's) in kilobytes.
    expect(imageTooLargeMessage({ name: 'b.jpg' }, Math.round(0.01 * 1024 * 1024))).toBe(
      'File b.jpg exceeds maximum size of 10KB',
    );
  });

  it.each([
    [{ name: 'clip.mp4', type: 'video/mp4', size: 5000 }, null],
    [{ name: 'clip.ogv', type: '', size: 5000 }, null],
    [
      { name: 'clip.avi', type: 'video/x-msvideo', size: 5000 },
      'File clip.avi is not an MP4, WebM or Ogg video',
    ],
    [
      { name: 'big.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 },
      'File big.mp4 exceeds maximum size of 500MB',
    ],
    [
      { name: 'tiny.mp4', type: 'video/mp4', size: MIN_FILE_BYTES - 1 },
      'File tiny.mp4 is too small to be a video',
    ],
  ])('video %o', (file, expected) => {
    expect(videoFileProblem(file)).toBe(expected);
  });
});

describe('what uses an image, counted', () => {
  const post = { kind: 'post' };
  const course = { kind: 'course' };
  it.each([
    [[post], '1 post'],
    [[post, post], '2 posts'],
    [[course], '1 course'],
    [[course, post, post, course, course], '2 posts and 3 courses'],
    [[{ kind: 'survey' }], '1 survey'],
    [[{ kind: 'author' }, { kind: 'author' }], '2 authors'],
    // Each kind once, in the order they are listed, the last two joined by "and".
    [[{ kind: 'author' }, { kind: 'survey' }, post, { kind: 'survey' }], '1 post, 2 surveys and 1 author'],
  ])('%o', (uses, expected) => {
    expect(usesCount(uses)).toBe(expected);
  });
});

describe('who the details of an image or a video name', () => {
  it('names the uploader at the first version, the last admin to save after it, and nobody unknown', () => {
    const admin = { email: 'ana@example.com' };
    expect(savedByLine({ version: 1, savedBy: admin })).toBe('Uploaded by ana@example.com');
    expect(savedByLine({ version: 3, savedBy: admin })).toBe('Last saved by ana@example.com');
    expect(savedByLine({ version: 1, savedBy: null })).toBeNull();
    expect(savedByLine({ version: 2 })).toBeNull();
  });
});
