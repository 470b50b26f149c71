import { defineConfig } from 'vitest/config';
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { include: ['src/**/*.test.ts'], maxWorkers: 2, testTimeout: 30_000, hookTimeout: 60_000 },
});
