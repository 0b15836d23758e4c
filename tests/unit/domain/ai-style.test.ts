// The style rules a model may ignore, enforced on its reply: no emojis, no
// double dashes, whatever the reply looks like and however it is cut.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStyleFilter, enforceStyle } from '../../../domain/ai/style';
import { cutInto } from '../../helpers/chunks';

const streamed = (chunks: string[]) => {
  const filter = createStyleFilter();
  return [...chunks.map((chunk) => filter.push(chunk)), filter.flush()].join('');
};

describe('enforceStyle', () => {
  it.each([
    ['an emoji between words', 'Great news 🎉 for you', 'Great news for you'],
    ['an emoji after punctuation', 'We shipped!🎉 Next week more.', 'We shipped! Next week more.'],
    ['an emoji before punctuation', 'Saves time 👍🏽. Really 🙂, truly', 'Saves time. Really, truly'],
    ['an emoji starting a line', '🚀 Launch faster', 'Launch faster'],
    ['an emoji ending a line', 'Launch faster 🚀\nThen measure', 'Launch faster\nThen measure'],
    ['emojis at the edges of an element', '<p>✅ Done ✨</p><li>👉 Step</li>', '<p>Done</p><li>Step</li>'],
    ['a run of emojis', 'Wins 🎉 🥳🙌 all round', 'Wins all round'],
    ['a text-style pictograph with its selector', 'Love it ❤️ and ☺ more', 'Love it and more'],
    ['skin tones', 'Thanks 👍🏽 team', 'Thanks team'],
    ['a ZWJ sequence', 'Our devs 👩🏻‍💻 and 👨‍👩‍👧‍👦 families', 'Our devs and families'],
    ['a flag', 'Made in 🇩🇪 and 🏴󠁧󠁢󠁳󠁣󠁴󠁿 too', 'Made in and too'],
    ['a rainbow flag', 'Pride 🏳️‍🌈 month', 'Pride month'],
    ['keycaps keep their digit', '1️⃣ Plan, 2⃣ Build, #️⃣ Tag', '1 Plan, 2 Build, # Tag'],
    ['stray selectors and skin tones', 'A\uFE0F b🏽 c', 'A b c'],
    ['© ® ™ as typography', 'Copilot™ and Acme® ©2026', 'Copilot™ and Acme® ©2026'],
    ['© as an emoji', 'Rights ©️ reserved', 'Rights reserved'],
    ['a double dash as an aside', 'Agents -- when scoped -- save time.', 'Agents – when scoped – save time.'],
    ['a double dash without spaces', 'Agents--like people--learn.', 'Agents – like people – learn.'],
    ['an em dash', 'The result—40% fewer tickets.', 'The result – 40% fewer tickets.'],
    [
      'a spaced em dash',
      'Three things matter — speed, cost, and trust.',
      'Three things matter – speed, cost, and trust.',
    ],
    ['a horizontal bar and double en dash', 'One ― two –– three', 'One – two – three'],
    ['a triple dash', 'Wait---what?', 'Wait – what?'],
    ['a range of digits', 'From 2024--2025 and 9—5', 'From 2024–2025 and 9–5'],
    ['a spaced dash between digits', 'Scores 3 -- 4', 'Scores 3 – 4'],
    ['a Markdown rule', 'Intro\n---\n## Next', 'Intro\n\n## Next'],
    ['an attribution', '<p>— Jane Doe</p>', '<p>Jane Doe</p>'],
    ['a dash ending an element', '<p>Result —</p>', '<p>Result</p>'],
    ['single hyphens and en dashes stay', 'A well-known 9–5 job – really', 'A well-known 9–5 job – really'],
    ['ZWJ in other scripts stays', 'क्‍ष', 'क्‍ष'],
    [
      'plain text stays',
      '<h2>Why agents</h2><p>1 &lt; 2 &amp; #3 *</p>',
      '<h2>Why agents</h2><p>1 &lt; 2 &amp; #3 *</p>',
    ],
  ])('%s', (_, input, expected) => {
    expect(enforceStyle(input)).toBe(expected);
    expect(streamed([input])).toBe(expected);
  });

  it('leaves nothing to remove the second time', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = enforceStyle(text);
        expect(enforceStyle(once)).toBe(once);
        expect(once).not.toMatch(/--|—|\p{Emoji_Presentation}/u);
      }),
    );
  });
});

const PIECES = fc.constantFrom(
  'word',
  ' ',
  '\n',
  '-',
  '--',
  '—',
  '–',
  '2',
  '#',
  '<p>',
  '</p>',
  '&amp;',
  '🎉',
  '👍🏽',
  '👩‍💻',
  '🇩🇪',
  '1️⃣',
  '❤️',
  '©',
  '\uFE0F',
  '\u200D',
);

describe('createStyleFilter', () => {
  it('gives the same text as enforceStyle on the whole, however it is cut (even inside a surrogate pair)', () => {
    fc.assert(
      fc.property(
        fc.array(PIECES, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (parts, cuts) => {
          const text = parts.join('');
          expect(streamed(cutInto(text, cuts))).toBe(enforceStyle(text));
        },
      ),
    );
  });

  it('releases settled text at once and holds back only what may still change', () => {
    const filter = createStyleFilter();
    expect(filter.push('Agents save time -')).toBe('Agents save time');
    expect(filter.push('- mostly.')).toBe(' – mostly.');
    expect(filter.push(' Cheers 👍')).toBe(' Cheers');
    expect(filter.push('🏽')).toBe('');
    expect(filter.flush()).toBe('');
  });
});
