import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'fonts', include: ['src/**/*.test.ts'] },
});
