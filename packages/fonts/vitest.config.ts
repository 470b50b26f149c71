import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@album/source'] },
  test: { name: 'fonts', include: ['src/**/*.test.ts'] },
});
