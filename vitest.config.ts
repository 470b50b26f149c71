import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each package may add its own vitest.config.ts (picked up as a project).
export default defineConfig({
  test: {
    projects: ['packages/*', 'hosts/*'],
    // vitest's default leaves one core free (cores - 1): on CI's 2 cores that ran the 516 files one at a time while
    // the second core waited on the first's child processes. Every core: 635 -> 515 s on 2 cores, all tests green
    // on both databases.
    maxWorkers: '100%',
  },
});
