import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../app/build/precompress';
import { uploadMessages } from './build/messages';
import { PREACT_ALIASES } from './build/preact';

// The public sticker upload page. The API server serves `dist/` at `/s/` in production (every `/s/:token` answers
// its index.html); in development Vite serves it and forwards the API to the server (port 3000 unless API_TARGET
// says otherwise). Kept apart from the app so a contributor on a phone loads a few dozen KB, not the editor.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/s/',
  plugins: [react(), uploadMessages(), precompress()],
  resolve: {
    conditions: ['@album/source', 'module', 'browser', 'development|production'],
    // The messages come parsed at build time (build/messages.ts): the runtime needs no ICU parser.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      ...PREACT_ALIASES,
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: true,
    manifest: true,
    // A photo placeholder or icon inlined saves a round trip on a slow connection.
    assetsInlineLimit: 4096,
  },
  server: {
    port: 5175,
    proxy: { '/api': apiTarget, '/files': apiTarget },
  },
});
