// Flat config shared by every workspace. Only two type-aware rules run (promises that are neither awaited nor
// handled, and promises passed where a void callback is expected: both lose errors silently); the rest stays
// untyped, since `tsc` runs as its own turbo task and the 2-core CI machines should not pay for type checking twice.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// The dependency direction of docs/architecture.md ("Package dependencies"), enforced on imports. A later flat
// config replaces an earlier `no-restricted-imports` instead of merging with it, so each package's rule lists every
// group that applies to it.
const HOSTS = {
  group: [
    '@album/app',
    '@album/app/*',
    '@album/server',
    '@album/server/*',
    '@album/renderer',
    '@album/renderer/*',
  ],
  message: 'Packages never import hosts: hosts depend on packages, not the other way round.',
};
const HOST_PATHS = {
  group: ['**/hosts/**', '@album/upload', '@album/upload/*', '@album/stories', '@album/stories/*'],
  message: 'Packages never import hosts or stories.',
};
const REACT = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'react-*',
    '@album/editor-react',
    '@album/editor-react/*',
  ],
  message:
    'React-free package: React, its libraries and editor-react stay out (print and the server load it).',
};
const UI = { group: ['@album/ui', '@album/ui/*'], message: 'React-free package: no UI kit.' };
const NODE = {
  group: ['node:*', 'fs', 'fs/*', 'path', 'module', 'url'],
  message:
    'Browser code: no Node built-ins (render-canvaskit keeps them in src/node.ts, tests and testing helpers).',
};
const restrict = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: groups }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      'data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Hooks called after an early return crashed the workspace (React errors 300 and 310): both classic rules
    // are errors. The React Compiler rules of the plugin stay off: we do not compile with it.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The TypeScript sources of every workspace, typed as one program (tsconfig.eslint.json). Not `projectService`:
    // it builds one program per workspace tsconfig, and as each resolves its dependencies' sources (the
    // `@album/source` condition) the 13 programs overlap; on `eslint .` that ran out of its 4 GB heap after 10
    // minutes, while the one program lints everything in about 100 s of CPU and 2 GB. Root and bench scripts are in
    // no tsconfig and stay untyped.
    files: ['**/*.{ts,tsx}'],
    ignores: ['*.ts', 'bench/**', 'hosts/server/assets/**'],
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A promise returned from a `try` without `await` escapes its `catch` and `finally`: pdfToPngs removed its
      // folder while the pages were still being read (a test failed under load with ENOENT).
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    // No package imports a host (or the stories).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: restrict(HOSTS, HOST_PATHS),
  },
  {
    // editor-core runs in browsers, Node and workers: it must not reach for DOM or Node globals (its tsconfig has no
    // DOM lib, so tsc rejects DOM types too), React, the renderer or the UI.
    files: ['packages/editor-core/src/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: restrict(HOSTS, HOST_PATHS, REACT, UI, NODE, {
      group: ['@album/render-canvaskit', '@album/render-canvaskit/*', '@album/print', '@album/print/*'],
      message:
        'editor-core is the bottom layer: the renderer and print depend on it, not the other way round.',
    }),
  },
  {
    // The renderer, print and the API client run without React (print in Node, the renderer in workers too).
    files: [
      'packages/render-canvaskit/src/**/*.ts',
      'packages/print/src/**/*.ts',
      'packages/api-client/src/**/*.ts',
      'packages/fonts/src/**/*.ts',
    ],
    rules: restrict(HOSTS, HOST_PATHS, REACT, UI),
  },
  {
    // render-canvaskit's browser entry reaches no Node built-in: only `src/node.ts`, tests and testing helpers do.
    files: ['packages/render-canvaskit/src/**/*.ts'],
    ignores: [
      'packages/render-canvaskit/src/node.ts',
      '**/*.test.ts',
      'packages/render-canvaskit/src/testing/**',
    ],
    rules: restrict(HOSTS, HOST_PATHS, REACT, UI, NODE),
  },
);
