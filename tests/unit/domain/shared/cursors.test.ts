import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCursor, isPostSortKey, postListAfter, readCursor } from '../../../../domain/shared/cursors';

const anyKey = () => true;

describe('keyset cursors', () => {
  it('read back the key they were made from, in any script', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null))), (key) => {
        const cursor = encodeCursor(key);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(readCursor(cursor, anyKey)).toEqual(key);
      }),
    );
  });

  it('are written as the server wrote them before (base64url JSON, no padding)', () => {
    const key = ['Zoë', '0190a000-0000-7000-8000-000000000000'];
    expect(encodeCursor(key)).toBe(Buffer.from(JSON.stringify(key)).toString('base64url'));
  });
});

describe('post list cursors', () => {
  it('are accepted with a date or none and a UUID', () => {
    fc.assert(
      fc.property(
        fc.option(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })),
        fc.uuid(),
        (publishedAt, id) => {
          const cursor = encodeCursor([publishedAt?.toISOString() ?? null, id]);
          expect(readCursor(cursor, isPostSortKey)).toEqual([publishedAt?.toISOString() ?? null, id]);
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
    Buffer.from('[null,"not-a-uuid"]').toString('base64url'),
    '✓',
  ])('are not made of %j: the list starts at its first page', (value) => {
    expect(readCursor(value, isPostSortKey)).toBeNull();
    expect(postListAfter(value)).toBeNull();
  });
});
