import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'client');

// Two builds: the browser app (dist/client), then with --ssr the server
// renderer of public pages (dist/server/entry-server.js).
export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Files in client/public are copied as they are (robots.txt, icons).
  publicDir: path.resolve(root, 'public'),
  plugins: [
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
  build: isSsrBuild
    ? {
        outDir: path.resolve(import.meta.dirname, 'dist/server'),
        emptyOutDir: true,
        rollupOptions: { input: path.resolve(root, 'entry-server.tsx') },
      }
    : {
        outDir: path.resolve(import.meta.dirname, 'dist/client'),
        emptyOutDir: true,
        sourcemap: true,
      },
}));
