import { defineProject } from 'vitest/config';

// Workspace packages resolve to their sources through the `source` condition (also for SSR, i.e. Node tests).
export default defineProject({
  resolve: { conditions: ['@album/source'] },
  ssr: { resolve: { conditions: ['@album/source', 'module', 'node', 'development|production'] } },
  test: { name: 'print', include: ['src/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
});
