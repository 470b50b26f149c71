import { defineProject } from 'vitest/config';

// Workspace packages resolve to their sources through the `source` condition; under vitest 5 / vite 8 the condition
// must be set for SSR (Node tests) as well as for client resolution.
export default defineProject({
  resolve: { conditions: ['@album/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@album/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'render-canvaskit',
    include: ['src/**/*.test.ts'],
    // Browser tests need Debian chromium; they run from vitest.browser.config.ts.
    exclude: ['src/**/*.browser.test.ts', '**/node_modules/**'],
    testTimeout: 30_000,
  },
});
