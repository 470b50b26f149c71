// `npm test`: every check in the order a reviewer would want them to fail: types, lint, unit and integration
// tests (vitest projects), the renderer's browser reference test, then each end-to-end suite under e2e/*
// (playwright in Debian chromium; every suite starts what it needs through its own `webServer`).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const steps = [
  ['typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  // The published packages' API against their committed reports (packages/*/etc/*.api.md, api-extractor on the
  // built declarations), then what `changeset version` and `npm pack` would release, in a temporary clone.
  [
    'build the packages',
    'npx',
    ['turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
  ],
  ['API reports', process.execPath, ['scripts/api-report.mjs', '--check']],
  ['release dry run', process.execPath, ['scripts/release-dry-run.mjs']],
  // ESLint and Prettier at once (`npm run lint` runs them one after the other): each keeps about one core busy,
  // so together they take about as long as ESLint alone (73 -> 58 s on 2 cores).
  [
    'lint',
    [
      ['npx', ['eslint', '.']],
      ['npx', ['prettier', '--check', '--log-level', 'warn', '.']],
    ],
  ],
  // Every core: vitest's default leaves one free, which on CI's 2 cores ran the 516 files one at a time (635 -> 515 s
  // with both). On the command line because a `maxWorkers` in the root config does not reach the projects.
  ['unit and integration', 'npx', ['vitest', 'run', '--maxWorkers=100%']],
  // Browser halves of the renderer reference test: the same goldens, drawn by Debian chromium.
  [
    'renderer in chromium',
    'npx',
    ['vitest', 'run', '-c', 'packages/render-canvaskit/vitest.browser.config.ts'],
  ],
];
for (const suite of readdirSync('e2e', { withFileTypes: true })) {
  const config = join('e2e', suite.name, 'playwright.config.ts');
  if (suite.isDirectory() && existsSync(config)) {
    steps.push([`end to end: ${suite.name}`, 'npx', ['playwright', 'test', '-c', config]]);
  }
}
// The SDK as a partner installs it: packed tarballs in a new Vite + React app outside the workspace (e2e/sdk/run.mjs).
steps.push(['end to end: sdk', process.execPath, ['e2e/sdk/run.mjs']]);

/** Runs `cmd args`, output to this terminal; answers its exit status. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', (error) => {
      console.error(`${cmd}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

for (const [name, cmd, args] of steps) {
  console.info(`\n== ${name} ==`);
  const started = Date.now();
  // A step is one command, or a list of commands that run at once (the step fails when any of them fails).
  const commands = Array.isArray(cmd) ? cmd : [[cmd, args]];
  const statuses = await Promise.all(commands.map(([command, commandArgs]) => run(command, commandArgs)));
  const failed = statuses.find((status) => status !== 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`== ${name}: ${failed === undefined ? 'ok' : 'FAILED'} in ${seconds} s ==`);
  if (failed !== undefined) process.exit(failed);
}
