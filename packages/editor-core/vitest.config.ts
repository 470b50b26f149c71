import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@album/source'] },
  test: { name: 'editor-core', include: ['src/**/*.test.ts'] },
});
