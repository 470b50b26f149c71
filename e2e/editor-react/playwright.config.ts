import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of @album/editor-react on the built Storybook: real pointer gestures on the canvas of the
 * playground story, and every story opened once. The static Storybook is built and served by `webServer`
 * (`vite preview` on the build folder, loopback only). Debian chromium, with the flags of ARCHITECTURE.md section 7.
 */
const PORT = Number(process.env.EDITOR_REACT_E2E_PORT ?? 6107);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // The stories are opened in two parts (storybook.spec.ts) beside the gesture tests; every test has its own page
  // on the static Storybook, so they share nothing.
  workers: 2,
  // No retries: a test that fails under load is a bug to fix (five fresh-clone runs in a row needed none).
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npm run build-storybook -w @album/stories && npx vite preview --outDir stories/storybook-static --host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/iframe.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
  },
});
