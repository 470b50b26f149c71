import { defineConfig } from 'tsup';

/**
 * The server as one ESM bundle in dist/ (`node dist/main.js`). Workspace packages (`@album/*`) are bundled from
 * their sources (the `source` condition), npm dependencies (theirs included, listed in this package) stay external and load from node_modules. The face
 * detection worker is its own entry: it runs in a worker thread loaded from beside the bundle.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    index: 'src/index.ts',
    'detector.worker': 'src/faces/detector.worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: true,
  noExternal: [/^@album\//],
  // Dependencies of bundled workspace packages stay external too: automerge loads its WebAssembly from beside its
  // own module (`automerge_wasm_bg.wasm`), which a bundle in dist/ would not have.
  external: [/^@automerge\//, 'ws'],
  esbuildOptions(options) {
    options.conditions = ['@album/source', 'import', 'node'];
  },
});
