import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@album/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@album/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'app',
    environment: 'jsdom',
    // One jsdom per worker instead of one per file (each file still runs in its own VM context): jsdom set-up was
    // over a third of this project's time, and the suite must stay under CI's 30 minutes on two cores.
    pool: 'vmThreads',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts', '../../vitest.async-wait.ts'],
    testTimeout: 30_000,
  },
});
