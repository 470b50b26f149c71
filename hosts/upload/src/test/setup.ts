import { configure } from '@testing-library/dom';

// findBy* and waitFor give up after 1 s by default: a first render took longer on a busy 2-core CI machine (one
// vitest worker per core, their child processes beside them). They return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });
