import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// The customer app. In development Vite serves it and forwards the API and the sync socket to the server
// (`npm start -w @album/server`, port 3000 unless API_TARGET says otherwise); in production the server serves `dist/`.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // No WebAssembly plugin: CanvasKit's and automerge's wasm files are imported as asset URLs (`?url`) and loaded
  // explicitly (`src/canvas/canvaskit-assets.ts`, `src/album/automerge-wasm.ts`).
  plugins: [react(), precompress()],
  resolve: {
    conditions: ['@album/source', 'module', 'browser', 'development|production'],
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: true,
    // bench/app-load.mjs reads the chunk graph to tell the JavaScript of the first paint from what loads later.
    manifest: true,
    // CanvasKit's wasm (7 MB) and the automerge engine are fetched in parallel with the app code, not inlined.
    assetsInlineLimit: 4096,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The app always gives automerge's wasm URL (`src/album/automerge-wasm.ts`), so `initAutomerge`'s fallback, the
      // engine as a 4.9 MB base64 script, is never loaded: left out of the build instead of emitted and precompressed.
      external: ['@automerge/automerge/automerge.wasm.base64'],
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
      '/album-fonts': apiTarget,
      '/sync': { target: apiTarget, ws: true },
    },
  },
});
