import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@album/source'] },
  test: { name: 'api-client', include: ['src/**/*.test.ts'] },
});
