import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The partner app of `run.mjs` (built from the packed tarballs in a temporary folder, SDK_APP_DIR), served by
 * `vite preview` from that folder and driven in Debian chromium. Not named `playwright.config.ts`: `npm test` runs
 * it through run.mjs, which creates the app first.
 */
const PORT = Number(process.env.SDK_E2E_PORT ?? 6391);
const APP = process.env.SDK_APP_DIR;
if (!APP) throw new Error('SDK_APP_DIR is not set: run `node e2e/sdk/run.mjs`');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 30_000 },
  workers: 1,
  // No retries: a test that fails under load is a bug to fix (five fresh-clone runs in a row needed none).
  retries: 0,
  reporter: [['list']],
  outputDir: join(tmpdir(), 'album-sdk-test-results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
    },
  },
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: APP,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
