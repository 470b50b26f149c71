import { defineProject } from 'vitest/config';

// Workspace packages resolve to their sources through the `source` condition. Node tests resolve through the SSR
// conditions, which replace the defaults, so `node` is listed again: automerge's wasm loader is chosen by it.
export default defineProject({
  resolve: { conditions: ['@album/source', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@album/source', 'node', 'development|production'] } },
  test: { name: 'sync', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
