import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { uploadMessages } from './build/messages';
import { PREACT_ALIASES } from './build/preact';

export default defineProject({
  plugins: [react(), uploadMessages()],
  resolve: {
    conditions: ['@album/source', 'module', 'browser', 'development|production'],
    alias: PREACT_ALIASES,
  },
  test: {
    name: 'upload',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    testTimeout: 30_000,
    setupFiles: ['../../vitest.async-wait.ts'],
  },
});
