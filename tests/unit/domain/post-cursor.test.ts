import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePostCursor, encodePostCursor, postListAfter } from '../../../domain/postCursor';

describe('post list cursors', () => {
  it('decode to the sort key they were made from', () => {
    fc.assert(
      fc.property(
        fc.option(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })),
        fc.uuid(),
        (publishedAt, id) => {
          const cursor = encodePostCursor({ publishedAt, id });
          expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodePostCursor(cursor)).toEqual([publishedAt?.toISOString() ?? null, id]);
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
  ])('are not made of %j', (value) => {
    expect(decodePostCursor(value)).toBeNull();
    expect(postListAfter(value)).toBeNull();
  });
});
