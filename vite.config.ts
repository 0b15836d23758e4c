import fs from 'node:fs/promises';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import sharp from 'sharp';
import { defineConfig, type Plugin } from 'vite';
import { SITE } from './domain/shared/site';

const root = path.resolve(import.meta.dirname, 'client');

// Two builds: the browser app (dist/client: the app, and the entry of island
// pages, client/islands.tsx), then with --ssr the server renderer of public
// pages (dist/server/entry-server.js).
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

// The icon is drawn once, in client/public/favicon.svg; the raster copies the
// browsers that cannot use it ask for are made from it: /favicon.ico (32 px,
// asked for by older Safari and by crawlers and feed readers without looking
// at the page) and /apple-touch-icon.png (180 px, square and opaque: iOS
// rounds the corners itself and would draw transparent ones black), and the
// site's social card, /og-image.png (1200 × 630, SITE.image).
const ICON_SVG = path.resolve(root, 'public/favicon.svg');
const ICON_BACKGROUND = '#4f46e5';
/** The social card's file name in the build (SITE.image). */
const CARD_FILE = SITE.image.url.slice(1);

/** An ICO file holding one PNG image (every browser reads PNG inside ICO). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

async function rasterIcons(): Promise<Record<string, Buffer>> {
  const svg = await fs.readFile(ICON_SVG);
  const png = (size: number) =>
    sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .flatten({ background: ICON_BACKGROUND })
      .png()
      .toBuffer();
  // The social card of pages without a picture (SITE.image): the icon on its colour.
  const { width, height } = SITE.image;
  const card = await sharp({ create: { width, height, channels: 3, background: ICON_BACKGROUND } })
    .composite([{ input: await png(Math.round(height / 2)) }])
    .png()
    .toBuffer();
  return {
    'favicon.ico': icoOf(await png(32), 32),
    'apple-touch-icon.png': await png(180),
    [CARD_FILE]: card,
  };
}

function rasterIconsPlugin(): Plugin {
  const types: Record<string, string> = { '.ico': 'image/x-icon', '.png': 'image/png' };
  return {
    name: 'raster-icons',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const file = request.url?.slice(1) ?? '';
        if (!['favicon.ico', 'apple-touch-icon.png', CARD_FILE].includes(file)) return next();
        response.setHeader('Content-Type', types[path.extname(file)]!);
        response.end((await rasterIcons())[file]);
      });
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const [fileName, source] of Object.entries(await rasterIcons()))
        this.emitFile({ type: 'asset', fileName, source });
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
    rasterIconsPlugin(),
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
        // The app (index.html starts client/main.tsx) and the island pages' entry.
        rollupOptions: {
          input: { index: path.resolve(root, 'index.html'), islands: path.resolve(root, 'islands.tsx') },
        },
      },
}));
