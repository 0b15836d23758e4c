// Which built chunks a server-rendered page announces for its screens: the
// screen's chunk and everything it imports, minus what the entry loads anyway.
import { describe, expect, it } from 'vitest';
import { screenScriptsFrom } from '../../../../server/http/client';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx-1.js'] },
  '_jsx-1.js': { file: 'assets/jsx-1.js' },
  '_format-1.js': { file: 'assets/format-1.js', imports: ['_jsx-1.js'] },
  '_Card-1.js': { file: 'assets/Card-1.js', imports: ['_format-1.js', 'index.html'] },
  'routes/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    name: 'HomePage',
    isDynamicEntry: true,
    imports: ['index.html', '_Card-1.js', '_jsx-1.js'],
  },
  'routes/PostPage.tsx': {
    file: 'assets/PostPage-1.js',
    name: 'PostPage',
    isDynamicEntry: true,
    imports: ['_format-1.js'],
  },
  'routes/a/List.tsx': { file: 'assets/List-1.js', name: 'List', isDynamicEntry: true },
  'routes/b/List.tsx': { file: 'assets/List-2.js', name: 'List', isDynamicEntry: true },
};

describe('screenScriptsFrom', () => {
  const scriptsFor = screenScriptsFrom(manifest);

  it("lists a screen's chunk and what it imports, without the entry's chunks", () => {
    expect(scriptsFor(['HomePage'])).toEqual([
      '/assets/HomePage-1.js',
      '/assets/Card-1.js',
      '/assets/format-1.js',
    ]);
  });

  it('lists a chunk two screens share once', () => {
    expect(scriptsFor(['HomePage', 'PostPage'])).toEqual([
      '/assets/HomePage-1.js',
      '/assets/Card-1.js',
      '/assets/format-1.js',
      '/assets/PostPage-1.js',
    ]);
  });

  it('leaves out a screen it does not know, or whose name two chunks share', () => {
    expect(scriptsFor(['Nowhere', 'List'])).toEqual([]);
  });
});
