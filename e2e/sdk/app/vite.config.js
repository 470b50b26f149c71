// The partner's Vite config: React, and the font files of @album/fonts served from the site root (the package root
// holds `fonts/`, which `fetchFontLoader(document.baseURI)` reads). The CanvasKit wasm needs nothing here: the app
// imports its URL with `?url`.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  publicDir: 'node_modules/@album/fonts',
});
