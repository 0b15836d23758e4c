import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blurContent,
  blurSlug,
  blurTitle,
  changeTitle,
  dateAndTimeOf,
  emptyPostForm,
  postStatus,
  publishedAtOf,
  togglePublish,
} from '../../../domain/blog';
import { generateExcerpt } from '../../../domain/shared/excerpt';
import { generateSlug } from '../../../domain/shared/slug';

const form = (values: Partial<ReturnType<typeof emptyPostForm>> = {}) => ({ ...emptyPostForm(), ...values });

describe('the slug follows the title', () => {
  it.each([
    ['an empty slug', form({ title: '', slug: '' }), 'The Agent Playbook', 'agent-playbook'],
    [
      'a slug derived from the old title',
      form({ title: 'Agent', slug: 'agent' }),
      'Agent Playbook',
      'agent-playbook',
    ],
    ['a hand-written slug stays', form({ title: 'Agent', slug: 'my-own' }), 'Agent Playbook', 'my-own'],
    ['an emptied title empties a derived slug', form({ title: 'Agent', slug: 'agent' }), '', ''],
  ])('%s', (_case, start, title, slug) => {
    expect(changeTitle(start, title)).toMatchObject({ title, slug });
  });

  it('keeps following while someone types a title one character at a time', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (title) => {
        let state = form();
        for (let end = 1; end <= title.length; end++) state = changeTitle(state, title.slice(0, end));
        expect(state.slug).toBe(generateSlug(title));
      }),
    );
  });
});

describe('blurs', () => {
  it('leaving the title fills an empty slug only', () => {
    expect(blurTitle(form({ title: 'Hello World', slug: '' })).slug).toBe('hello-world');
    expect(blurTitle(form({ title: 'Hello World', slug: 'kept' })).slug).toBe('kept');
  });

  it('leaving the slug makes a hand-typed one URL-safe, and leaves a good one alone', () => {
    expect(blurSlug(form({ slug: 'My Post!' })).slug).toBe('my-post');
    expect(blurSlug(form({ slug: 'the-art-of-war' })).slug).toBe('the-art-of-war');
    expect(blurSlug(form({ slug: '-edge-' })).slug).toBe('edge');
  });

  it('leaving the content fills an empty excerpt from it, and never overwrites one', () => {
    const content = '<p>Agents help small teams. They need narrow tasks.</p>';
    expect(blurContent(form({ content })).excerpt).toBe(generateExcerpt(content));
    expect(blurContent(form({ content, excerpt: 'Mine.' })).excerpt).toBe('Mine.');
    expect(blurContent(form({ content: '  ' })).excerpt).toBe('');
  });
});

describe('the Publish checkbox', () => {
  const now = new Date(2026, 10, 21, 23, 30);
  it("fills today's local date when there is none", () => {
    expect(togglePublish(form(), true, now)).toMatchObject({
      isPublished: true,
      publishedDate: '2026-11-21',
    });
  });
  it('keeps a date already chosen, and unchecking keeps the date', () => {
    expect(togglePublish(form({ publishedDate: '2027-01-05' }), true, now).publishedDate).toBe('2027-01-05');
    expect(togglePublish(form({ publishedDate: '2026-11-21', isPublished: true }), false, now)).toMatchObject(
      {
        isPublished: false,
        publishedDate: '2026-11-21',
      },
    );
  });
});

describe('published date and time', () => {
  it('an empty date is null; a date alone is local midnight; a time is kept to the minute', () => {
    expect(publishedAtOf('', '10:00')).toBeNull();
    expect(publishedAtOf('2026-13-45', '')).toBeNull();
    expect(publishedAtOf('2026-11-21', '')).toBe(new Date(2026, 10, 21).toISOString());
    expect(publishedAtOf('2026-11-21', '09:45')).toBe(new Date(2026, 10, 21, 9, 45).toISOString());
  });

  it('round-trips through the inputs', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          date.setSeconds(0, 0);
          const { publishedDate, publishedTime } = dateAndTimeOf(date.toISOString());
          expect(publishedAtOf(publishedDate, publishedTime)).toBe(date.toISOString());
        },
      ),
    );
    expect(dateAndTimeOf(null)).toEqual({ publishedDate: '', publishedTime: '' });
  });

  it('a published post with a date to come is scheduled', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(postStatus({ isPublished: false, publishedAt: '2026-12-01T00:00:00Z' }, now)).toBe('draft');
    expect(postStatus({ isPublished: true, publishedAt: '2026-12-01T00:00:00Z' }, now)).toBe('scheduled');
    expect(postStatus({ isPublished: true, publishedAt: '2026-11-21T12:00:00Z' }, now)).toBe('published');
    expect(postStatus({ isPublished: true, publishedAt: null }, now)).toBe('published');
  });
});
