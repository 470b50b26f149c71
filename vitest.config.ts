import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each package may add its own vitest.config.ts (picked up as a project).
export default defineConfig({
  test: {
    projects: ['packages/*', 'hosts/*'],
  },
});
