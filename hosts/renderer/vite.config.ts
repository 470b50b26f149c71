import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The /render screen. The API server serves `dist/` at `/render/` in production; in development Vite serves it
// and forwards the API and the font files to the server (`npm start -w @album/server`, port 3000 unless
// API_TARGET says otherwise).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/render/',
  plugins: [react()],
  resolve: {
    // Workspace packages resolve to their TypeScript sources: no package build is needed first.
    conditions: ['@album/source', 'module', 'browser', 'development|production'],
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // CanvasKit's wasm (7 MB) stays a separate, content-hashed file fetched by URL.
    assetsInlineLimit: 4096,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5174,
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
      '/album-fonts': apiTarget,
    },
  },
});
