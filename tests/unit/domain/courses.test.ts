import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSE_FILTER, courseFilterText } from '../../../domain/courses/catalogue';
import {
  COURSE_FORM,
  centsToPrice,
  isWholeCurrency,
  priceToCents,
  storedCourseText,
  validateCourseFields,
} from '../../../domain/courses/form';
import { formatMessage } from '../../../domain/shared/messages';

describe('a course as the server keeps it', () => {
  it('drops the spaces around its text, the outline included, and keeps the description as written', () => {
    const typed = {
      title: '  Prompt craft ',
      slug: ' prompt-craft',
      summary: 'Ten tickets. ',
      description: '  Indented *Markdown*\n\n',
      duration: ' 2 days ',
      currency: 'EUR ',
      imageUrl: null,
      isPublished: true,
      modules: [
        { title: ' Context ', summary: null, lessons: [{ title: ' Windows ', durationMinutes: 20 }] },
        { title: 'Tools', summary: '  Which and when ', lessons: null },
      ],
    };
    expect(storedCourseText(typed)).toEqual({
      title: 'Prompt craft',
      slug: 'prompt-craft',
      summary: 'Ten tickets.',
      description: '  Indented *Markdown*\n\n',
      duration: '2 days',
      currency: 'EUR',
      imageUrl: null,
      isPublished: true,
      modules: [
        { title: 'Context', summary: null, lessons: [{ title: 'Windows', durationMinutes: 20 }] },
        { title: 'Tools', summary: 'Which and when', lessons: null },
      ],
    });
  });

  it('is the same when applied again (what a save in place shows is what the next save sends)', () => {
    const text = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(
        fc.record({
          title: text,
          slug: text,
          summary: text,
          duration: text,
          currency: text,
          imageUrl: fc.option(text),
          modules: fc.array(
            fc.record({
              title: text,
              summary: fc.option(text),
              lessons: fc.array(fc.record({ title: text })),
            }),
          ),
        }),
        (values) => {
          const once = storedCourseText(values);
          expect(storedCourseText(once)).toEqual(once);
        },
      ),
    );
  });

  it('reads back a price in cents as the editor writes it', () => {
    expect(centsToPrice(priceToCents(' 12.5 '))).toBe('12.50');
    expect(centsToPrice(priceToCents(''))).toBe('');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (cents) => {
        expect(priceToCents(centsToPrice(cents))).toBe(cents);
      }),
    );
  });
});

/** A course's field messages for a price and currency. */
const fields = (price: string, currency: string) =>
  validateCourseFields({
    title: 'Prompt craft',
    slug: 'prompt-craft',
    summary: 'Ten tickets.',
    description: 'Words.',
    duration: '2 days',
    durationMinutes: '',
    price,
    currency,
    imageUrl: '',
  });

describe('a course price and currency', () => {
  it('takes a real ISO 4217 code only', () => {
    expect(fields('99.99', 'EUR')).toEqual({});
    expect(fields('99.99', 'QQQ')).toEqual({
      currency: formatMessage(COURSE_FORM.currencyUnknown, { code: 'QQQ' }),
    });
    expect(fields('99.99', 'usd')).toEqual({ currency: COURSE_FORM.currencyInvalid });
  });

  it('takes a whole amount in a currency without a smaller unit, and any two decimals in others', () => {
    expect(fields('1200.5', 'JPY')).toEqual({
      price: formatMessage(COURSE_FORM.priceWhole, { code: 'JPY' }),
    });
    expect(fields('1200.00', 'JPY')).toEqual({});
    expect(fields('1200', 'KRW')).toEqual({});
    expect(isWholeCurrency('JPY')).toBe(true);
    expect(isWholeCurrency('USD')).toBe(false);
    expect(fields('1200.5', 'USD')).toEqual({});
  });
});

describe('a price as a person types it', () => {
  const price = (typed: string, currency = 'USD') => fields(typed, currency).price ?? null;

  it.each([
    ['1200', 120_000],
    ['1,200', 120_000],
    ['1,200.00', 120_000],
    ['1 200', 120_000],
    ['1\u00a0200,50', 120_050],
    ['1\u202f200', 120_000],
    ["1'200.5", 120_050],
    ['1.200,00', 120_000],
    ['1.234.567', 123_456_700],
    ['1,234,567.89', 123_456_789],
    ['12,5', 1250],
    ['0,05', 5],
    ['.5', 50],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(price(typed)).toBeNull();
    expect(priceToCents(typed)).toBe(cents);
  });

  it.each([
    ['1.200', '1200', '1.20'],
    ['12.500', '12500', '12.50'],
  ])('refuses %j, which reads as thousands or as decimals, naming both', (typed, whole, decimal) => {
    expect(price(typed)).toBe(formatMessage(COURSE_FORM.priceAmbiguous, { price: typed, whole, decimal }));
  });

  it.each([
    '1,20,000',
    '12,00,0',
    '1 2',
    '1,2345',
    '1.200.5',
    '1,200,50.00',
    '1.2.3',
    '$1200',
    '-5',
    '1e3',
    '12.345,6.7',
  ])('refuses %j as no price', (typed) => {
    expect(price(typed)).toBe(COURSE_FORM.priceInvalid);
  });

  it('takes whole amounts only in a currency without a smaller unit, however they are grouped', () => {
    expect(price('1,200', 'JPY')).toBeNull();
    expect(price('1.200,50', 'JPY')).toBe(formatMessage(COURSE_FORM.priceWhole, { code: 'JPY' }));
  });
});

describe('the course catalogue names every filter applied', () => {
  it.each([
    [undefined, undefined, null, null],
    ['AI Engineering', undefined, 'AI Engineering courses', ' in AI Engineering'],
    [undefined, 'AI Agents', 'AI Agents courses', ' about AI Agents'],
    [
      'AI Engineering',
      'AI Agents',
      'AI Engineering courses about AI Agents',
      ' in AI Engineering about AI Agents',
    ],
  ])('category %s, topic %s: %s', (category, tag, title, count) => {
    expect(courseFilterText(COURSE_FILTER.title, category, tag)).toBe(title);
    expect(courseFilterText(COURSE_FILTER.count, category, tag)).toBe(count);
  });
});
