import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@album/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@album/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'renderer',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts', '../../vitest.async-wait.ts'],
    testTimeout: 60_000,
  },
});
