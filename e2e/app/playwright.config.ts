import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests of the customer app as users run it: the built app served by the real server (PGlite and local
 * files in a fresh temporary data folder, demo data seeded), driven in Debian chromium. `e2e/app/server.mjs` builds
 * what is missing and starts the server; each run starts from an empty database.
 */
const PORT = Number(process.env.APP_E2E_PORT ?? 6210);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // CanvasKit draws through WebGL; SwiftShader gives it a GPU-less implementation on CI machines.
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a test that fails under load is a bug to fix (five fresh-clone runs in a row needed none).
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/app',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 }, locale: 'en-GB' },
      testIgnore: '*.phone.spec.ts',
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        locale: 'de-DE',
        defaultBrowserType: 'chromium',
        launchOptions: chromium,
      },
      testMatch: '*.phone.spec.ts',
    },
  ],
  webServer: {
    command: `node e2e/app/server.mjs`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    env: { PORT: String(PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
  },
});
