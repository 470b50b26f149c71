// The partner's Vite config: React, and the font files of @album/fonts served from the site root (the package root
// holds `fonts/`, which `fetchFontLoader(document.baseURI)` reads). No WebAssembly plugin: the app imports the URLs
// of CanvasKit's and automerge's wasm files with `?url`. Two pages: the editor and the automerge documents.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  publicDir: 'node_modules/@album/fonts',
  build: { rolldownOptions: { input: ['index.html', 'sync.html'] } },
});
