import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests of the customer app as users run it: the built app served by the real server (PGlite and local
 * files in a fresh temporary data folder, demo data seeded), driven in Debian chromium. `e2e/app/server.mjs` builds
 * what is missing and starts the server; each run starts from an empty database.
 */
const PORT = Number(process.env.APP_E2E_PORT ?? 6210);

/**
 * Two workers, each signed in as its own demo owner (the server seeds one per worker, see `support.ts`), so two
 * specs never edit the same album. With the software surface below, the suite took 656 s on 2 cores (1.86 busy)
 * instead of 1,047-1,115 s in one worker with WebGL (docs/architecture.md, "npm test").
 */
const WORKERS = 2;

const chromiumFlags = [
  '--no-sandbox',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Most specs run without a GPU: CanvasKit then draws on its software surface (the product's fallback where WebGL
 * is missing or refused, see drawing-surface.ts), which costs a CPU-only machine about 40 % less than WebGL
 * emulated by SwiftShader (measured on two desktop specs: 115 -> 70 core-seconds). The WebGL path is what most
 * users get, so the specs that exercise it hardest (context loss and resizes; the full editing flow) keep it.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const software = { executablePath, args: [...chromiumFlags, '--disable-gpu'] };
const webgl = {
  executablePath,
  // CanvasKit draws through WebGL; SwiftShader gives it a GPU-less implementation on CI machines.
  args: [...chromiumFlags, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
};
const WEBGL_SPECS = ['canvas-resize.spec.ts', 'workspace.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Specs run one after another within a worker: the tests of one spec build on each other's albums.
  fullyParallel: false,
  workers: WORKERS,
  // No retries: a test that fails under load is a bug to fix (five fresh-clone runs in a row needed none).
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/app',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: software,
    trace: 'retain-on-failure',
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 }, locale: 'en-GB' },
      testIgnore: ['*.phone.spec.ts', ...WEBGL_SPECS],
    },
    {
      name: 'desktop-webgl',
      use: { viewport: { width: 1440, height: 900 }, locale: 'en-GB', launchOptions: webgl },
      testMatch: WEBGL_SPECS,
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        locale: 'de-DE',
        defaultBrowserType: 'chromium',
        launchOptions: software,
      },
      testMatch: '*.phone.spec.ts',
    },
  ],
  webServer: {
    command: `node e2e/app/server.mjs`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    env: { PORT: String(PORT), SEED_DEMO_OWNERS: String(WORKERS) },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
  },
});
