import { describe, expect, it } from 'vitest';
import {
  centsToPrice,
  priceToCents,
  validateCourseFields,
  validateCtaFields,
  validateOptionalUrl,
  validatePostFields,
  validateSlug,
  validateTermFields,
} from '../../../domain/content';
import { CONTENT, COURSE_EDITOR, CTA, POST_EDITOR } from '../../../domain/messages';

describe('content rules', () => {
  it.each([
    ['', CONTENT.slugRequired],
    ['ok-slug-2', null],
    ['Upper', CONTENT.slugInvalid],
    ['two--hyphens', CONTENT.slugInvalid],
    ['-edge', CONTENT.slugInvalid],
    ['with space', CONTENT.slugInvalid],
  ])('slug %j → %j', (slug, message) => {
    expect(validateSlug(slug)).toBe(message);
  });

  it.each([
    ['', null],
    ['https://images.example/a.png', null],
    ['/uploads/a.png', null],
    ['//evil.example/a.png', CONTENT.urlInvalid],
    ['javascript:alert(1)', CONTENT.urlInvalid],
    ['data:image/png;base64,AAAA', CONTENT.urlInvalid],
  ])('image address %j → %j', (url, message) => {
    expect(validateOptionalUrl(url)).toBe(message);
  });

  it('post: title, slug, content, author and category are required (SPEC §5)', () => {
    const empty = {
      title: '',
      slug: '',
      content: '',
      excerpt: '',
      imageUrl: '',
      authorId: '',
      categoryId: '',
    };
    expect(validatePostFields(empty)).toEqual({
      title: POST_EDITOR.titleRequired,
      slug: CONTENT.slugRequired,
      content: POST_EDITOR.contentRequired,
      authorId: POST_EDITOR.authorRequired,
      categoryId: POST_EDITOR.categoryRequired,
    });
    expect(
      validatePostFields({ ...empty, title: 'T', slug: 't', content: 'c', authorId: 'a', categoryId: 'c' }),
    ).toEqual({});
  });

  it('CTA: header, description and button text are required; the icon comes from the set', () => {
    expect(validateCtaFields({ header: '', description: ' ', buttonText: '', icon: 'nope' })).toEqual({
      header: CTA.headerRequired,
      description: CTA.descriptionRequired,
      buttonText: CTA.buttonTextRequired,
      icon: CTA.iconInvalid,
    });
    expect(validateCtaFields({ header: 'H', description: 'D', buttonText: 'B', icon: 'rocket' })).toEqual({});
  });

  it('terms need a name and a slug', () => {
    expect(
      validateTermFields({ name: '', slug: '', description: '', bio: '', avatarUrl: 'ftp://x' }),
    ).toEqual({
      name: CONTENT.nameRequired,
      slug: CONTENT.slugRequired,
      avatarUrl: CONTENT.urlInvalid,
    });
  });

  it('courses: prices, minutes and currency', () => {
    const base = {
      title: 'T',
      slug: 't',
      summary: 'S',
      description: 'D',
      duration: '1 day',
      durationMinutes: '90',
      price: '490.5',
      currency: 'EUR',
      imageUrl: '',
    };
    expect(validateCourseFields(base)).toEqual({});
    expect(validateCourseFields({ ...base, price: '-1', durationMinutes: '1.5', currency: 'eur' })).toEqual({
      price: COURSE_EDITOR.priceInvalid,
      durationMinutes: COURSE_EDITOR.minutesInvalid,
      currency: COURSE_EDITOR.currencyInvalid,
    });
    expect(priceToCents('490.5')).toBe(49_050);
    expect(priceToCents('0.05')).toBe(5);
    expect(priceToCents('')).toBeNull();
    expect(centsToPrice(49_050)).toBe('490.50');
    expect(centsToPrice(null)).toBe('');
    for (const cents of [0, 5, 99, 100, 12_345]) expect(priceToCents(centsToPrice(cents))).toBe(cents);
  });
});
