// The assistant's output filter: whatever the model sends and however the
// network cuts it, the editor only ever receives the allowed tags, bare.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createStreamingSanitizer,
  createTaskOutput,
  sanitizeAssistantHtml,
} from '../../../../server/modules/ai/output';
import { cutInto } from '../../../helpers/chunks';

const stream = (chunks: string[], html = true) => {
  const sanitizer = createStreamingSanitizer({ html });
  return [...chunks.map((chunk) => sanitizer.write(chunk)), sanitizer.end()].join('');
};

const HOSTILE = fc.constantFrom(
  '<h2>',
  '</h2>',
  '<p class="x" onclick="steal()">',
  '</p>',
  '<b>',
  '</b>',
  '<ul><li>',
  '</li></ul>',
  '<script>alert(1)</script>',
  '<style>p{}</style>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">',
  '</a>',
  '<iframe src="//evil"></iframe>',
  '<!-- comment -->',
  '&amp;',
  '&lt;script&gt;',
  '< 3',
  'text',
  ' ',
  '\n',
);

describe('the streaming sanitizer', () => {
  it('keeps the allowed tags bare and escapes text', () => {
    expect(stream(['<h2 id="t">A &amp; B</h2><p style="x">1 < 2 <i>and</i> <b>bold</b></p>'])).toBe(
      '<h2>A &amp; B</h2><p>1 &lt; 2 and <b>bold</b></p>',
    );
  });

  it('drops scripts, styles and frames with their text', () => {
    expect(stream(['<p>a<script>alert(1)</script>b<style>p{}</style>c<iframe>x</iframe>d</p>'])).toBe(
      '<p>abcd</p>',
    );
  });

  it('gives plain text for titles and meta', () => {
    expect(stream(['<b>Bold</b> &amp; <i>done</i>'], false)).toBe('Bold & done');
  });

  it('gives the same output however the input is cut, with no tag or attribute beyond the allowed ones', () => {
    fc.assert(
      fc.property(
        fc.array(HOSTILE, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (parts, cuts) => {
          const text = parts.join('');
          const whole = stream([text]);
          expect(stream(cutInto(text, cuts))).toBe(whole);
          for (const tag of whole.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(/^<\/?(h2|h3|p|b|ol|ul|li)>$/);
          expect(whole).not.toMatch(/alert|javascript|onclick|onerror|evil|p\{\}/);
        },
      ),
    );
  });
});

describe('the final text', () => {
  it('is sanitized once more as a whole, without a code fence', () => {
    expect(sanitizeAssistantHtml('```html\n<h2 class="x">T</h2><p>x<script>y</script></p>\n```')).toBe(
      '<h2>T</h2><p>x</p>',
    );
  });

  it('of titles is the cleaned lines, streamed as each line ends', () => {
    const output = createTaskOutput('TITLES');
    const events = [
      ...output.write('1. "One"\n2. Tw'),
      ...output.write('o\n\n'),
      ...output.write('3. <b>Three</b>'),
      ...output.end(),
    ];
    expect(events.map((event) => ('title' in event ? event.title : null))).toEqual(['One', 'Two', 'Three']);
    expect(output.text()).toBe('One\nTwo\nThree');
  });
});
