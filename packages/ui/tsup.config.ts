import { defineConfig } from 'tsup';

export default defineConfig({
  // The CSS entry is bundled by esbuild with its @imports inlined, so hosts get one plain dist/styles.css.
  entry: { index: 'src/index.ts', styles: 'src/styles/index.css' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react-aria', 'react-aria-components', 'react-stately'],
});
