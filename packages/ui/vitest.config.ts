import { defineProject } from 'vitest/config';

// Workspace packages resolve through the private `@album/source` condition (react-aria's own `source` condition
// points at sources it does not ship, which is why ours is namespaced).
export default defineProject({
  resolve: { conditions: ['@album/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@album/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
