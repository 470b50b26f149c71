import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entries: the browser one never imports Node built-ins; `node` adds the wasm read from node_modules.
  entry: { index: 'src/index.ts', node: 'src/node.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // CanvasKit's glue and wasm stay a dependency: hosts serve the wasm as a static asset (see README).
  external: ['canvaskit-wasm'],
});
