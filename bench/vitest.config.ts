// Benchmarks of the repository's packages, run from the sources: `npx vitest bench --run --config bench/vitest.config.ts`.
// Workspace packages resolve to their sources through the `source` condition, which vite 8 needs for SSR (Node) too.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@album/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@album/source', 'module', 'node', 'development|production'] } },
  test: {
    root: import.meta.dirname,
    include: [],
    benchmark: { include: ['**/*.bench.ts'] },
    testTimeout: 600_000,
  },
});
