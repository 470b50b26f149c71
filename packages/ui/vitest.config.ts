import { defineProject } from 'vitest/config';

// Workspace packages resolve through the private `@album/source` condition (react-aria's own `source` condition
// points at sources it does not ship, which is why ours is namespaced).
export default defineProject({
  resolve: { conditions: ['@album/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@album/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'ui',
    environment: 'jsdom',
    // One jsdom per worker instead of one per file (each file still runs in its own VM context): jsdom set-up was
    // over a third of this project's time, and the suite must stay under CI's 30 minutes on two cores.
    pool: 'vmThreads',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts', '../../vitest.async-wait.ts'],
    testTimeout: 30_000,
  },
});
