// Flat config shared by every workspace. Only two type-aware rules run (promises that are neither awaited nor
// handled, and promises passed where a void callback is expected: both lose errors silently); the rest stays
// untyped, since `tsc` runs as its own turbo task and the 2-core CI machines should not pay for type checking twice.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

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
    },
  },
  {
    // editor-core runs in browsers, Node and workers: it must not reach for DOM or Node globals.
    files: ['packages/editor-core/src/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'node:*', 'fs', 'path', '@album/editor-react', '@album/*-host'] },
      ],
    },
  },
);
