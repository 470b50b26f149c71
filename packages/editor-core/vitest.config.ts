import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'editor-core', include: ['src/**/*.test.ts'] },
});
