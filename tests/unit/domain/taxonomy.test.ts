// What the confirmation of a merge says will happen, for each kind of term.
import { describe, expect, it } from 'vitest';
import { mergeConsequences, type TermKind } from '../../../domain/taxonomy';

const llms = (usageCount: number) => ({ name: 'LLMs', slug: 'llms', usageCount });
const llm = { name: 'LLM', slug: 'llm' };

describe('mergeConsequences', () => {
  it.each<[TermKind, number, string[]]>([
    ['blogTag', 3, ['3 posts will be tagged “LLM”.', '“LLMs” will be deleted.']],
    ['courseTag', 1, ['1 course will be tagged “LLM”.', '“LLMs” will be deleted.']],
    [
      'blogCategory',
      1,
      [
        '1 post will move to “LLM”.',
        '/blog/category/llms will redirect to /blog/category/llm.',
        '“LLMs” will be deleted.',
      ],
    ],
    [
      'blogAuthor',
      2,
      [
        '2 posts will be signed by “LLM”.',
        '/blog/author/llms will redirect to /blog/author/llm.',
        '“LLMs” will be deleted.',
      ],
    ],
    ['courseCategory', 0, ['No course uses “LLMs”.', '“LLMs” will be deleted.']],
  ])('%s used %i times', (kind, count, lines) => {
    expect(mergeConsequences(kind, llms(count), llm)).toEqual(lines);
  });
});
