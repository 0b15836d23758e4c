// Which built chunks a page announces: every page the boot stages the entry
// imports lazily (client/main.tsx), and a server-rendered page its screens'
// chunks and everything they import, minus what the entry loads anyway.
import { describe, expect, it } from 'vitest';
import { buildScriptsFrom } from '../../../../server/http/client';

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_jsx-1.js'],
    dynamicImports: ['node_modules/react-dom/client.js', 'app.tsx'],
  },
  'node_modules/react-dom/client.js': {
    file: 'assets/client-1.js',
    name: 'client',
    isDynamicEntry: true,
    imports: ['_react-1.js', 'index.html'],
  },
  '_react-1.js': { file: 'assets/react-1.js', imports: ['index.html'] },
  'app.tsx': {
    file: 'assets/app-1.js',
    name: 'app',
    isDynamicEntry: true,
    imports: ['_react-1.js', 'node_modules/react-dom/client.js', '_jsx-1.js'],
    dynamicImports: ['routes/HomePage.tsx', 'routes/PostPage.tsx'],
  },
  '_jsx-1.js': { file: 'assets/jsx-1.js' },
  '_format-1.js': { file: 'assets/format-1.js', imports: ['_jsx-1.js'] },
  '_Card-1.js': { file: 'assets/Card-1.js', imports: ['_format-1.js', 'index.html'] },
  'routes/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    name: 'HomePage',
    isDynamicEntry: true,
    imports: ['index.html', '_Card-1.js', '_jsx-1.js', 'app.tsx', '_react-1.js'],
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

describe('buildScriptsFrom', () => {
  const scripts = buildScriptsFrom(manifest);
  const scriptsFor = scripts.screens;

  it("lists the boot stages the entry imports lazily, and what they import, once each, in the entry's order", () => {
    expect(scripts.boot).toEqual(['/assets/client-1.js', '/assets/react-1.js', '/assets/app-1.js']);
  });

  it("lists a screen's chunk and what it imports, without the entry's or the boot's chunks", () => {
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
