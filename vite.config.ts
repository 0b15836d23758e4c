import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, 'client');

// Two builds: the browser app (dist/client), then with --ssr the server
// renderer of public pages (dist/server/entry-server.js).
// Relay ships two implementations of its fragment hook and picks one at run
// time with RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY, which is on by
// default in Relay 21 and which we never turn off. The unused one (a share of
// the 160 KB first-visit budget) is replaced by a function that throws if it
// is ever reached. The build fails if Relay's file stops matching, and
// tests/unit/client/relay-flags.test.ts fails if the default changes.
const RELAY_UNUSED_VARIANTS: Record<string, string> = {
  'react-relay/lib/relay-hooks/useFragmentInternal.js': 'require("./useFragmentInternal_CURRENT")',
};
const UNUSED_VARIANT_STUB =
  '(function () { throw new Error("Relay: this build needs RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY on"); })';

// react-router's package points every condition at its development build
// (warnings and checks included); both builds take the production one. The
// server renderer bundles it, and lucide, instead of importing them from
// node_modules at run time: lucide's index builds all of its ~1,600 icons
// when imported (megabytes of the server's idle heap) where the pages use a
// dozen, and react-router's development build is what node would resolve.
const REACT_ROUTER_PRODUCTION = path.resolve(
  import.meta.dirname,
  'node_modules/react-router/dist/production',
);

function trimRelayVariants(): Plugin {
  return {
    name: 'trim-relay-variants',
    enforce: 'pre',
    transform(code, id) {
      const file = Object.keys(RELAY_UNUSED_VARIANTS).find((suffix) => id.endsWith(`node_modules/${suffix}`));
      if (!file) return null;
      const call = RELAY_UNUSED_VARIANTS[file]!;
      if (!code.includes(call))
        this.error(`${file} no longer contains ${call}: review RELAY_UNUSED_VARIANTS`);
      return { code: code.replace(call, UNUSED_VARIANT_STUB), map: null };
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  // The development server serves files by path (/@fs/...): only the
  // browser's sources and packages, never the repository root, the embedded
  // database's folder or environment files.
  server: {
    fs: {
      strict: true,
      allow: [
        root,
        path.resolve(import.meta.dirname, 'domain'),
        path.resolve(import.meta.dirname, 'node_modules'),
      ],
      deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/data/**'],
    },
  },
  resolve:
    command !== 'build'
      ? {}
      : {
          alias: [
            { find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_PRODUCTION}/dom-export.mjs` },
          ],
        },
  // Files in client/public are copied as they are (robots.txt, icons).
  publicDir: path.resolve(root, 'public'),
  plugins: [
    trimRelayVariants(),
    // Relay's graphql`` tags become imports of the compiler's artifacts.
    babel({
      include: /\.[jt]sx?$/,
      exclude: /node_modules/,
      plugins: [
        [
          'relay',
          {
            // Same folder as `artifactDirectory` in relay.config.js.
            artifactDirectory: path.resolve(import.meta.dirname, 'client/__generated__'),
            eagerEsModules: true,
          },
        ],
      ],
    }),
    react(),
    tailwindcss(),
  ],
  ssr: command === 'build' ? { noExternal: ['lucide', 'react-router', 'react-router-dom'] } : {},
  build: isSsrBuild
    ? {
        outDir: path.resolve(import.meta.dirname, 'dist/server'),
        emptyOutDir: true,
        rollupOptions: { input: path.resolve(root, 'entry-server.tsx') },
      }
    : {
        outDir: path.resolve(import.meta.dirname, 'dist/client'),
        emptyOutDir: true,
        // For error reporting only: no sourceMappingURL comment, and the
        // server does not serve .map files (server/http/client.ts).
        sourcemap: 'hidden',
        // .vite/manifest.json: which chunks each screen needs, for the server
        // to announce a rendered page's with <link rel="modulepreload">.
        manifest: true,
      },
}));
