import { defineProject } from 'vitest/config';

// Unlike the other workspaces this config leaves out the `source` export condition: react-aria-components,
// react-aria, react-stately and @internationalized/* publish a `source` condition pointing at TypeScript sources
// they do not ship (or ship unbuilt), so resolving through it fails. @album/ui imports no workspace package, so
// nothing here needs the condition; consumers resolve @album/ui itself through it.
export default defineProject({
  resolve: { conditions: ['module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['module', 'node', 'development|production'] } },
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
