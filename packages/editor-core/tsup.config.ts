import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';

// zundo imports `createStore` from `zustand`, whose root entry also loads `zustand/react` and so React: every Node
// consumer (print, the server) would load React at run time. zundo is bundled, its import pointed at the same
// `createStore` in `zustand/vanilla`, so editor-core stays React-free (zundo remains a dependency for its types).
const zustandVanilla: Plugin = {
  name: 'zustand-vanilla',
  setup(build) {
    build.onResolve({ filter: /^zustand$/ }, () => ({ path: 'zustand/vanilla', external: true }));
  },
};

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The sample album without fast-check (for embeds).
    'samples/index': 'src/samples/index.ts',
    'testing/index': 'src/testing/index.ts',
    'testing/fixture-files': 'src/testing/fixture-files.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  noExternal: ['zundo', /^zustand$/],
  esbuildPlugins: [zustandVanilla],
});
