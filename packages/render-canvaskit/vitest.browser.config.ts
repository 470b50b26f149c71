import { defineProject } from 'vitest/config';

// Tests that drive Debian chromium through playwright-core (`apt-get install -y chromium`); run with
// `npx vitest run -c packages/render-canvaskit/vitest.browser.config.ts`.
export default defineProject({
  // Run from the repository root with -c, so the root must be this package.
  root: import.meta.dirname,
  resolve: { conditions: ['@album/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@album/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'render-canvaskit-browser',
    include: ['src/**/*.browser.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
