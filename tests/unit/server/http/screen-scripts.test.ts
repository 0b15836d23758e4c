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

describe('buildScriptsFrom, with the entry of island pages (client/islands.tsx)', () => {
  const withIslands = {
    ...manifest,
    'islands.tsx': {
      file: 'assets/islands-1.js',
      isEntry: true,
      imports: ['_react-1.js'],
      dynamicImports: ['_Header-1.js', '_Host-1.js', 'node_modules/react-dom/client.js'],
    },
    '_Header-1.js': { file: 'assets/Header-1.js', name: 'Header', imports: ['_format-1.js'] },
    '_Host-1.js': { file: 'assets/Host-1.js', name: 'Host', imports: ['_react-1.js'] },
  };
  const scripts = buildScriptsFrom(withIslands);

  it("leaves the app's boot stages as they are", () => {
    expect(scripts.boot).toEqual(buildScriptsFrom(manifest).boot);
  });

  it("lists for an island page the islands entry, React's DOM runtime and the page's islands only", () => {
    expect(scripts.islands?.entry).toBe('/assets/islands-1.js');
    // (This manifest's React chunk imports the app's entry chunk, and so its imports.)
    expect(scripts.islands?.scripts(['Header'])).toEqual([
      '/assets/islands-1.js',
      '/assets/react-1.js',
      '/assets/index-1.js',
      '/assets/jsx-1.js',
      '/assets/Header-1.js',
      '/assets/format-1.js',
      '/assets/client-1.js',
    ]);
  });

  it('has no islands in a build without their entry', () => {
    expect(buildScriptsFrom(manifest).islands).toBeNull();
  });
});
