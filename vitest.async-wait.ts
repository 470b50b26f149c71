import { configure } from '@testing-library/dom';

// Setup file of every project whose tests wait with Testing Library (its `setupFiles`; a root-config option would
// not reach the projects). findBy* and waitFor give up after 1 s by default: a first render that loads the app's
// chunks took longer on a busy 2-core CI machine (one vitest worker per core, their child processes beside them).
// They return as soon as what they wait for is there, so a longer limit costs a passing test nothing. One copy of
// @testing-library/dom holds the setting for the React bindings too.
configure({ asyncUtilTimeout: 10_000 });
