import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'api-client', include: ['src/**/*.test.ts'] },
});
