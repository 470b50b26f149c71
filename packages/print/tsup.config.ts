import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'compose/index': 'src/compose/index.ts', 'cli/main': 'src/cli/main.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
});
