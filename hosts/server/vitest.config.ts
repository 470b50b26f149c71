import { defineProject } from 'vitest/config';

// Workspace packages resolve to their sources through the `source` condition; under vitest 5 / vite 8 Node tests
// resolve through the SSR conditions, which replace the defaults (so those are listed again; without 'module',
// which would send packages such as the AWS SDK to builds meant for bundlers).
export default defineProject({
  resolve: { conditions: ['@album/source', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@album/source', 'node', 'development|production'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Test files of a worker share its module state: the first PGlite of a process costs about 3 s (WebAssembly
    // compile and start), later ones about 0.4 s, so files after the first in each worker start fast.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
