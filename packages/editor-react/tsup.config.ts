import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Peer and runtime dependencies stay imports (tsup leaves dependencies external too; listed so the intent is
  // visible). The renderer and CanvasKit's glue and wasm stay dependencies: hosts serve the wasm as a static asset.
  external: [
    '@album/render-canvaskit',
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
