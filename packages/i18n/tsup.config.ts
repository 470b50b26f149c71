import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', core: 'src/core.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Each catalogue becomes its own chunk through the dynamic imports in `loadMessages`, so a host downloads only
  // the languages it shows.
  splitting: true,
  external: ['react', 'react-intl', '@formatjs/intl', '@album/editor-core'],
});
