import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default: a first render that loads the app's chunks took longer on a busy
// 2-core CI machine (one vitest worker per core, their child processes beside them). They return as soon as what
// they wait for is there, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
