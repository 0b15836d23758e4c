import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AI } from '../../../domain/ai/constants';
import { AI_ASSISTANT } from '../../../domain/ai/messages';
import {
  cleanMetaDescription,
  cleanTitleLine,
  createFenceStripper,
  createLineSplitter,
  metaDescriptionLength,
  parseTitles,
  stripCodeFence,
} from '../../../domain/ai/output';
import {
  applyGeneratedContent,
  applyMetaDescription,
  applySuggestedTitle,
  canUndoPick,
  pickChange,
  replacesWriting,
  undoPick,
  wordCount,
} from '../../../domain/ai/picks';
import {
  ASSISTANT_HTML_TAGS,
  assistantMessages,
  BANNED_WORDS,
  bannedWordsIn,
  STYLE_RULES,
  SYSTEM_PROMPTS,
} from '../../../domain/ai/prompts';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_TASKS,
  assistantParameters,
  failureMessage,
  validateAssistantRequest,
} from '../../../domain/ai/tasks';
import { generateExcerpt } from '../../../domain/shared/excerpt';
import { cutInto } from '../../helpers/chunks';

describe('parameters', () => {
  it.each([
    ['CONTENT', 2000],
    ['TITLES', 200],
    ['META', 100],
    ['IMPROVEMENTS', 500],
  ] as const)('%s: temperature 0.7, %i tokens', (task, maxTokens) => {
    expect(assistantParameters(task)).toEqual({ temperature: 0.7, maxTokens });
  });

  it('uses the spec model by default', () => {
    expect(AI.model).toBe('gpt-4-turbo-preview');
  });

  it.each([
    ['CONTENT', 'Failed to generate content'],
    ['TITLES', 'Failed to generate titles'],
    ['META', 'Failed to generate meta description'],
    ['IMPROVEMENTS', 'Failed to generate improvements'],
  ] as const)('%s fails with "%s"', (task, message) => {
    expect(failureMessage(task)).toBe(message);
  });
});

describe('system prompts', () => {
  it('give each role its job and the style rules', () => {
    expect(SYSTEM_PROMPTS.CONTENT).toMatch(/^You are an expert blog post writer/);
    expect(SYSTEM_PROMPTS.TITLES).toMatch(/^You are an expert title writer/);
    expect(SYSTEM_PROMPTS.TITLES).toContain('exactly 5 titles');
    expect(SYSTEM_PROMPTS.META).toMatch(/^You are an SEO specialist/);
    expect(SYSTEM_PROMPTS.META).toContain('150 to 160 characters');
    expect(SYSTEM_PROMPTS.IMPROVEMENTS).toMatch(/^You are a content editor/);
    for (const task of ['CONTENT', 'IMPROVEMENTS'] as const) {
      for (const rule of STYLE_RULES) expect(SYSTEM_PROMPTS[task]).toContain(rule);
    }
  });

  it('name the allowed tags, the limits and the banned words', () => {
    const rules = STYLE_RULES.join('\n');
    expect(ASSISTANT_HTML_TAGS).toEqual(['h2', 'h3', 'p', 'b', 'ol', 'ul', 'li']);
    expect(rules).toContain('<h2>, <h3>, <p>, <b>, <ol>, <ul>, <li>');
    expect(rules).toContain('at most 3 sentences per paragraph');
    expect(rules).toContain('Oxford comma');
    expect(rules).toContain('active voice');
    expect(rules).toContain('no emojis and no double dashes');
    expect(rules).toMatch(/Cite the source/);
    for (const word of BANNED_WORDS) expect(rules).toContain(word);
  });
});

describe('messages sent', () => {
  it('content: the prompt, after a message listing the earlier prompts', () => {
    expect(
      assistantMessages({
        task: 'CONTENT',
        prompt: ' Shorter ',
        history: ['About agents', ' ', 'Add examples'],
      }),
    ).toEqual([
      { role: 'system', content: SYSTEM_PROMPTS.CONTENT },
      {
        role: 'user',
        content: 'My earlier prompts in this conversation, oldest first:\n1. About agents\n2. Add examples',
      },
      { role: 'user', content: 'Shorter' },
    ]);
  });

  it('content: only the last prompts of a long conversation', () => {
    const history = Array.from({ length: 30 }, (_, index) => `Prompt ${index}`);
    const [, earlier] = assistantMessages({ task: 'CONTENT', prompt: 'Next', history });
    expect(earlier!.content).not.toContain('Prompt 9\n');
    expect(earlier!.content).toContain(`1. Prompt ${30 - ASSISTANT_LIMITS.history}\n`);
    expect(earlier!.content).toMatch(/20\. Prompt 29$/);
  });

  it.each(['TITLES', 'META', 'IMPROVEMENTS'] as const)('%s: the role, then the content', (task) => {
    const messages = assistantMessages({ task, content: '<p>Post body</p>', history: ['ignored'] });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPTS[task] });
    expect(messages[1]!.content).toMatch(/:\n\n<p>Post body<\/p>$/);
  });
});

describe('request rules', () => {
  const long = 'x'.repeat(ASSISTANT_LIMITS.prompt + 1);
  it.each([
    ['a prompt', { task: 'CONTENT', prompt: 'Write' }, {}],
    ['a blank prompt', { task: 'CONTENT', prompt: ' \n ' }, { prompt: AI_ASSISTANT.promptRequired }],
    ['no prompt', { task: 'CONTENT' }, { prompt: AI_ASSISTANT.promptRequired }],
    ['a long prompt', { task: 'CONTENT', prompt: long }, { prompt: 'Please use at most 4000 characters' }],
    [
      'a long earlier prompt',
      { task: 'CONTENT', prompt: 'ok', history: [long] },
      { history: 'Please use at most 4000 characters' },
    ],
    ['titles of content', { task: 'TITLES', content: '<p>Text</p>' }, {}],
    [
      'titles of empty markup',
      { task: 'TITLES', content: '<p> </p><h2></h2>' },
      { content: AI_ASSISTANT.noContentForTitles },
    ],
    ['meta of nothing', { task: 'META', content: null }, { content: AI_ASSISTANT.noContentForMeta }],
    [
      'improvements of nothing',
      { task: 'IMPROVEMENTS', content: '' },
      { content: AI_ASSISTANT.noContentToAnalyze },
    ],
    [
      'improvements of too much',
      { task: 'IMPROVEMENTS', content: 'x'.repeat(ASSISTANT_LIMITS.content + 1) },
      { content: 'Please use at most 100000 characters' },
    ],
  ] as const)('%s', (_case, request, expected) => {
    const messages = Object.fromEntries(
      Object.entries(validateAssistantRequest(request)).filter(([, message]) => message !== undefined),
    );
    expect(messages).toEqual(expected);
  });

  it('covers every task', () => {
    expect(ASSISTANT_TASKS).toEqual(['CONTENT', 'TITLES', 'META', 'IMPROVEMENTS']);
  });
});

describe('titles', () => {
  it.each([
    ['1. Agents That Ship', 'Agents That Ship'],
    ['2) "Five Lessons"', 'Five Lessons'],
    ["3 - 'Quoted'", 'Quoted'],
    ['10. “Curly” quotes inside “stay”', 'Curly” quotes inside “stay'],
    ['- **Bold bullet**', 'Bold bullet'],
    ['   ', ''],
    ['2024 Trends in AI', '2024 Trends in AI'],
    ['3 Ways to Start', '3 Ways to Start'],
    ['2024-2025 Outlook', '2024-2025 Outlook'],
    ['1.5x Faster Support', '1.5x Faster Support'],
    ['4.Tight', '4.Tight'],
    ['5."Quoted after a number"', 'Quoted after a number'],
  ])('%j → %j', (line, title) => {
    expect(cleanTitleLine(line)).toBe(title);
  });

  it('splits on lines and drops empty ones', () => {
    expect(parseTitles('1. One\r\n\n2. "Two"\n  \n3. Three\n')).toEqual(['One', 'Two', 'Three']);
  });

  it('the line splitter gives the same lines however the text is cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', ' ', '\n', '\r\n', '1.', '"')),
        fc.array(fc.nat()),
        (parts, cuts) => {
          const text = parts.join('');
          const splitter = createLineSplitter();
          const lines = [
            ...cutInto(text, cuts).flatMap((piece) => splitter.push(piece)),
            ...splitter.flush(),
          ];
          expect(lines.map(cleanTitleLine).filter(Boolean)).toEqual(parseTitles(text));
        },
      ),
    );
  });
});

describe('meta description and code fences', () => {
  it('makes the meta description one line without quotes', () => {
    expect(cleanMetaDescription(' "Learn how\n teams use  agents." ')).toBe('Learn how teams use agents.');
  });

  it.each([
    ['', '0 characters'],
    ['A', '1 character'],
    ['AI', '2 characters'],
    // Counted as the post form's fields count: an emoji is one character, not two UTF-16 units.
    ['🚀', '1 character'],
    ['Ship it 🚀', '9 characters'],
  ])('gives the length of %j as %j', (text, expected) => {
    expect(metaDescriptionLength(text)).toBe(expected);
  });

  it.each([
    ['```html\n<p>Hi</p>\n```', '<p>Hi</p>'],
    ['```\n<p>Hi</p>```\n', '<p>Hi</p>'],
    ['<p>Hi</p>', '<p>Hi</p>'],
  ])('strips the fence of %j', (text, expected) => {
    expect(stripCodeFence(text)).toBe(expected);
  });

  it('the streaming fence stripper keeps the text between the fences, however it is cut', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '```html\n', '```\n', '  ```HTML \n'),
        fc.string(),
        fc.constantFrom('', '```', '\n```', '\n```\n'),
        fc.array(fc.nat()),
        (open, body, close, cuts) => {
          fc.pre(!body.includes('`') && body.trim() !== '');
          const stripper = createFenceStripper();
          const out = [
            ...cutInto(open + body + close, cuts).map((piece) => stripper.push(piece)),
            stripper.flush(),
          ].join('');
          expect(out.trim()).toBe(body.trim());
        },
      ),
    );
  });
});

describe('banned words', () => {
  it('finds them whole, in any case and hyphenation', () => {
    expect(bannedWordsIn('We Leverage a game changer and a robustness check to DELVE deeper.')).toEqual([
      'leverage',
      'game changer',
      'delve',
    ]);
    expect(bannedWordsIn('Plain words only.')).toEqual([]);
  });
});

describe('using the output', () => {
  const form = { title: '', slug: '', content: '<p>Old</p>', excerpt: '' };

  it('content fills the content, and the excerpt only when empty', () => {
    const html = '<h2>Agents</h2><p>Agents answer support tickets around the clock for small teams.</p>';
    expect(applyGeneratedContent(form, html)).toEqual({
      ...form,
      content: html,
      excerpt: generateExcerpt(html),
    });
    expect(applyGeneratedContent({ ...form, excerpt: 'Mine' }, html).excerpt).toBe('Mine');
  });

  it('a title fills the title, and the slug only when empty', () => {
    expect(applySuggestedTitle(form, 'Agents That Ship')).toMatchObject({
      title: 'Agents That Ship',
      slug: 'agents-that-ship',
    });
    expect(applySuggestedTitle({ ...form, slug: 'kept' }, 'Agents That Ship').slug).toBe('kept');
  });

  it('a meta description fills the excerpt', () => {
    expect(applyMetaDescription({ ...form, excerpt: 'Old' }, 'New description.').excerpt).toBe(
      'New description.',
    );
  });
});

describe('undoing a pick', () => {
  const form = {
    title: 'My title',
    slug: 'my-title',
    content: '<p>Mine.</p>',
    excerpt: 'My summary',
    tagIds: ['t'],
  };

  it('gives back what each field the pick wrote held before, and leaves the others alone', () => {
    const meta = pickChange(form, { kind: 'meta', text: 'Generated description.' });
    expect(meta).toEqual({
      kind: 'meta',
      before: { excerpt: 'My summary' },
      after: { excerpt: 'Generated description.' },
    });
    const picked = { ...form, ...meta.after };
    expect(canUndoPick(picked, meta)).toBe(true);
    expect(undoPick({ ...picked, title: 'Typed since' }, meta)).toEqual({ ...form, title: 'Typed since' });

    const titled = pickChange({ ...form, slug: '' }, { kind: 'title', text: 'Agents That Ship' });
    expect(titled.before).toEqual({ title: 'My title', slug: '' });
    expect(titled.after).toEqual({ title: 'Agents That Ship', slug: 'agents-that-ship' });
  });

  it('is no longer offered once a field it wrote was edited: the edit would be lost', () => {
    const meta = pickChange(form, { kind: 'meta', text: 'Generated description.' });
    expect(canUndoPick({ ...form, excerpt: 'Generated description, edited.' }, meta)).toBe(false);
  });
});

describe('a generated post over content already written', () => {
  const draft = { kind: 'content', text: '<h2>Draft</h2><p>Generated words.</p>' } as const;
  it.each([
    ['', false],
    ['   ', false],
    ['<p>My own words.</p>', true],
    ['<img src="/media/assets/a" alt="">', true],
    ['<h2>Draft</h2><p>Generated words.</p>', false],
  ])('%o is replaced only once confirmed: %s', (content, asks) => {
    expect(replacesWriting(content, draft)).toBe(asks);
  });
  it('asks nothing for a title or a meta description', () => {
    expect(replacesWriting('<p>Mine.</p>', { kind: 'title', text: 'A title' })).toBe(false);
  });
  it('counts the words a reader sees', () => {
    expect(wordCount('<p>My own <b>careful</b> words.</p><p>Two</p>')).toBe(5);
    expect(wordCount('<img src="x" alt="">')).toBe(0);
  });
});
