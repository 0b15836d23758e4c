import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeCursor,
  isPostSortKey,
  POST_LIST,
  postListAfter,
  readCursor,
} from '../../../../domain/shared/cursors';

const anyKey = () => true;

describe('keyset cursors', () => {
  it('read back the key they were made from, in any script', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null))), (key) => {
        const cursor = encodeCursor('list', key);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(readCursor(cursor, 'list', anyKey)).toEqual(key);
      }),
    );
  });

  it("are base64url JSON, no padding: the list's name, then the key", () => {
    const key = ['Zoë', '0190a000-0000-7000-8000-000000000000'];
    expect(encodeCursor('blogTags', key)).toBe(
      Buffer.from(JSON.stringify(['blogTags', ...key])).toString('base64url'),
    );
  });

  it("are not another list's, even with a key of the same shape", () => {
    const key = ['Zoë', '0190a000-0000-7000-8000-000000000000'];
    expect(readCursor(encodeCursor('blogTags', key), 'blogCategories', anyKey)).toBeNull();
    // One written before cursors named their list.
    expect(readCursor(Buffer.from(JSON.stringify(key)).toString('base64url'), 'blogTags', anyKey)).toBeNull();
  });
});

describe('post list cursors', () => {
  it('are accepted with a date or none and a UUID', () => {
    fc.assert(
      fc.property(
        fc.option(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })),
        fc.uuid(),
        (publishedAt, id) => {
          const cursor = encodeCursor(POST_LIST, [publishedAt?.toISOString() ?? null, id]);
          expect(readCursor(cursor, POST_LIST, isPostSortKey)).toEqual([
            publishedAt?.toISOString() ?? null,
            id,
          ]);
          expect(postListAfter(cursor)).toBe(cursor);
        },
      ),
    );
  });

  it.each([
    'garbage',
    '',
    Buffer.from('OffsetConnection:5').toString('base64'),
    Buffer.from('["not a date","0190a000-0000-7000-8000-000000000000"]').toString('base64url'),
    Buffer.from('["blogPosts",null,"not-a-uuid"]').toString('base64url'),
    Buffer.from('[null,"0190a000-0000-7000-8000-000000000000"]').toString('base64url'),
    Buffer.from('["adminBlogPosts",null,"0190a000-0000-7000-8000-000000000000"]').toString('base64url'),
    '✓',
  ])('are not made of %j: the list starts at its first page', (value) => {
    expect(readCursor(value, POST_LIST, isPostSortKey)).toBeNull();
    expect(postListAfter(value)).toBeNull();
  });
});
