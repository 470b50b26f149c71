/**
 * The page is written against React's API and runs on Preact's compatibility layer: react-dom alone is about
 * 58 KB gzip, more than the whole page should weigh on a phone with a slow connection; preact/compat is about 5 KB.
 * The tests run on the same aliases (vitest.config.ts), so they check what ships.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
