import { describe, expect, it } from 'vitest';
import { POST_FORM, validatePostFields } from '../../../../domain/blog';
import {
  COURSE_FORM,
  centsToPrice,
  priceToCents,
  validateCourseFields,
} from '../../../../domain/courses/form';
import { CTA_FORM, validateCtaFields } from '../../../../domain/ctas/form';
import { CONTENT, validateOptionalUrl, validateSlug } from '../../../../domain/shared/content';
import { validateTermFields } from '../../../../domain/taxonomy';

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
      title: POST_FORM.titleRequired,
      slug: CONTENT.slugRequired,
      content: POST_FORM.contentRequired,
      authorId: POST_FORM.authorRequired,
      categoryId: POST_FORM.categoryRequired,
    });
    expect(
      validatePostFields({ ...empty, title: 'T', slug: 't', content: 'c', authorId: 'a', categoryId: 'c' }),
    ).toEqual({});
  });

  it('CTA: header, description and button text are required', () => {
    expect(validateCtaFields({ header: '', description: ' ', buttonText: '' })).toEqual({
      header: CTA_FORM.headerRequired,
      description: CTA_FORM.descriptionRequired,
      buttonText: CTA_FORM.buttonTextRequired,
    });
    expect(validateCtaFields({ header: 'H', description: 'D', buttonText: 'B' })).toEqual({});
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
      price: COURSE_FORM.priceInvalid,
      durationMinutes: COURSE_FORM.minutesInvalid,
      currency: COURSE_FORM.currencyInvalid,
    });
    expect(priceToCents('490.5')).toBe(49_050);
    expect(priceToCents('0.05')).toBe(5);
    expect(priceToCents('')).toBeNull();
    expect(centsToPrice(49_050)).toBe('490.50');
    expect(centsToPrice(null)).toBe('');
    for (const cents of [0, 5, 99, 100, 12_345]) expect(priceToCents(centsToPrice(cents))).toBe(cents);
  });
});
