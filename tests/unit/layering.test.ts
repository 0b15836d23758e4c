// The layers of the code base, checked on the real import graph (every
// import, export-from and import() of every source file, parsed with the
// TypeScript compiler):
// - domain/ is pure rules shared with the browser: it imports only domain/;
// - client/ never imports server/, except the type-only SSR contract;
// - server/ never imports client/ (the server renderer is loaded at run time);
// - prisma/seed-data/ takes its wording from domain/ and only types from server/;
// - public client code never imports admin code (client/routes/admin/),
//   except lazily with import(), so a visitor never downloads it;
// - the back-office kit (client/routes/admin/kit/) never imports a feature
//   module of the back-office: only the kit, shared/ (parts of no module) and
//   auth/ (the session every screen runs under); a module gives the kit what
//   it needs (the term filter's field) instead.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_DIRS = ['domain', 'server', 'client', 'prisma', 'tests'];
const SKIPPED_DIRS = new Set(['node_modules', 'generated', '__generated__', 'dist', 'data']);
const ADMIN_ROUTES = 'client/routes/admin/';
const ADMIN_KIT = `${ADMIN_ROUTES}kit/`;
/** What the kit may import of the back-office besides itself. */
const KIT_MAY_IMPORT = ['shared/', 'auth/'].map((folder) => `${ADMIN_ROUTES}${folder}`);
/** The demo content: its texts are the product's (domain/), never a server module's. */
const SEED_DATA = 'prisma/seed-data/';

/** The one server file client code may import, and only its types. */
const SSR_CONTRACT = 'server/http/ssr-contract.ts';

type Edge = {
  from: string;
  /** A repository path, or the package name for a bare specifier. */
  to: string;
  package: boolean;
  typeOnly: boolean;
  dynamic: boolean;
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

function resolve(from: string, specifier: string): string {
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const absolute = path.join(root, candidate);
    if (fs.existsSync(absolute) && fs.statSync(absolute).isFile()) return candidate;
  }
  return base;
}

const isTypeOnlyImport = (node: ts.ImportDeclaration) => {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
};

/** Every import of one file. */
function importsOf(file: string, text: string): Edge[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const edges: Edge[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean, dynamic: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const relative = specifier.text.startsWith('.');
    edges.push({
      from: file,
      to: relative ? resolve(file, specifier.text) : specifier.text,
      package: !relative,
      typeOnly,
      dynamic,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node), false);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly, false);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** What is wrong with one import, if anything. */
function violation(edge: Edge): string | null {
  const { from, to } = edge;
  const area = (file: string) => file.split('/')[0];
  if (area(from) === 'domain' && (edge.package || area(to) !== 'domain')) {
    return 'domain/ imports only domain/';
  }
  if (area(from) === 'client' && !edge.package && area(to) === 'server') {
    return to === SSR_CONTRACT && edge.typeOnly
      ? null
      : `client/ imports nothing from server/ but the types of ${SSR_CONTRACT}`;
  }
  if (area(from) === 'server' && !edge.package && area(to) === 'client') {
    return 'server/ never imports client/';
  }
  if (from.startsWith(SEED_DATA) && !edge.package && area(to) === 'server' && !edge.typeOnly) {
    return `${SEED_DATA} takes its wording from domain/, and only types from server/`;
  }
  if (
    area(from) === 'client' &&
    !from.startsWith(ADMIN_ROUTES) &&
    to.startsWith(ADMIN_ROUTES) &&
    !edge.dynamic
  ) {
    return `public client code imports admin code only lazily, with import()`;
  }
  if (
    from.startsWith(ADMIN_KIT) &&
    to.startsWith(ADMIN_ROUTES) &&
    !to.startsWith(ADMIN_KIT) &&
    !KIT_MAY_IMPORT.some((folder) => to.startsWith(folder))
  ) {
    return 'the admin kit imports no feature module (a module passes its parts in)';
  }
  return null;
}

const graph = SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) =>
  importsOf(file, fs.readFileSync(path.join(root, file), 'utf8')),
);

describe('the import graph', () => {
  it('is read from the real files', () => {
    expect(graph.length).toBeGreaterThan(1000);
    expect(graph).toContainEqual(
      expect.objectContaining({ from: 'client/app.tsx', to: 'client/router.tsx', dynamic: false }),
    );
    expect(graph).toContainEqual(
      expect.objectContaining({
        from: 'client/router.tsx',
        to: 'client/routes/admin/AdminApp.tsx',
        dynamic: true,
      }),
    );
    expect(graph).toContainEqual(
      expect.objectContaining({ from: 'client/entry-server.tsx', to: SSR_CONTRACT, typeOnly: true }),
    );
  });

  it('keeps every layer rule', () => {
    const broken = graph.flatMap((edge) => {
      const rule = violation(edge);
      return rule ? [`${edge.from} -> ${edge.to}: ${rule}`] : [];
    });
    expect(broken).toEqual([]);
  });
});

describe('the rules', () => {
  const edge = (from: string, source: string) => importsOf(from, source);
  const broken = (from: string, source: string) => edge(from, source).map(violation);

  it.each([
    ['domain/blog.ts', "import { x } from '../server/db';", 'domain/ imports only domain/'],
    ['domain/blog.ts', "import { z } from 'zod';", 'domain/ imports only domain/'],
    ['client/main.tsx', "import { schema } from '../server/schema';", 'client/'],
    ['client/main.tsx', "import { render } from '../server/http/ssr-contract';", 'client/'],
    ['server/app.ts', "import type { X } from '../client/router';", 'server/ never imports client/'],
    ['client/router.tsx', "import AdminApp from './routes/admin/AdminApp';", 'public client code'],
    [
      'client/routes/blog/post/Page.tsx',
      "export { x } from '../../admin/shared/globalId';",
      'public client code',
    ],
    [
      'client/routes/admin/kit/FilterBar.tsx',
      "import { TermPicker } from '../taxonomy/TermPicker';",
      'admin kit',
    ],
    ['client/routes/admin/kit/resource.ts', "import type { Post } from '../blog/types';", 'admin kit'],
  ])('refuses %s: %s', (from, source, rule) => {
    expect(broken(from, source)[0]).toContain(rule);
  });

  it.each([
    ['domain/blog.ts', "import { generateSlug } from './shared/slug';"],
    ['client/entry-server.tsx', "import type { RenderRequest } from '../server/http/ssr-contract';"],
    ['client/router.tsx', "const AdminApp = lazy(() => import('./routes/admin/AdminApp'));"],
    ['client/routes/admin/AdminApp.tsx', "import { Button } from '../../components/Button';"],
    ['client/routes/admin/kit/entryPoints.ts', "import { toGlobalId } from '../shared/globalId';"],
    ['client/routes/admin/kit/FilterBar.tsx', "import { Button } from '../../../components/Button';"],
  ])('allows %s: %s', (from, source) => {
    expect(broken(from, source)).toEqual([null]);
  });
});
