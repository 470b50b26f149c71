import { defineProject } from 'vitest/config';

// Workspace packages resolve to their sources through the `source` condition (client and SSR resolution alike).
export default defineProject({
  resolve: { conditions: ['@album/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@album/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'i18n',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The extraction test runs the formatjs CLI over every workspace's sources.
    testTimeout: 60_000,
    setupFiles: ['../../vitest.async-wait.ts'],
  },
});
