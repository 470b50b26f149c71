import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'canvaskit/index': 'src/canvaskit/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Peer and runtime dependencies stay imports (tsup leaves dependencies external too; listed so the intent is
  // visible). CanvasKit's glue and wasm stay a dependency: hosts serve the wasm as a static asset.
  external: [
    'react',
    'react-dom',
    'canvaskit-wasm',
    '@use-gesture/react',
    '@dnd-kit/core',
    '@floating-ui/react',
    'zustand',
    'react-aria',
  ],
});
