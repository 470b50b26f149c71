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
    // The image decoder process of uploads (forked from beside the bundle).
    'decode.worker': 'src/files/decode/decode.worker.ts',
    // Render jobs: the render thread (loaded from beside the bundle), a worker process for PostgreSQL setups and
    // the command line of `npm run render`.
    'render.worker': 'src/render-jobs/worker/render.worker.ts',
    'render-worker-main': 'src/render-worker-main.ts',
    'render-cli': 'src/render-cli-main.ts',
    // `npm run backup` and `npm run restore`.
    'backup-cli': 'src/backup-cli-main.ts',
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
  // The same for @album/print's: canvaskit-wasm, pdfkit (its font metrics) and sharp read files beside their modules.
  // esbuild only builds the render thread from source (`worker-file.ts`), never in a bundle.
  external: [/^@automerge\//, 'ws', 'canvaskit-wasm', 'pdfkit', 'yazl', 'sharp', 'esbuild'],
  esbuildOptions(options) {
    options.conditions = ['@album/source', 'import', 'node'];
  },
});
