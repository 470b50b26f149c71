// `npm test`: every check in the order a reviewer would want them to fail: types, lint, unit and integration
// tests (vitest projects), then the end-to-end suites (playwright in Debian chromium).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and integration', 'npx', ['vitest', 'run']],
  // Browser halves of the renderer reference test: the same goldens, drawn by Debian chromium.
  ['renderer in chromium', 'npx', ['vitest', 'run', '-c', 'packages/editor-react/vitest.browser.config.ts']],
];
if (existsSync('e2e/playwright.config.ts')) {
  steps.push(['build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']]);
  steps.push(['end to end', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']]);
}

for (const [name, cmd, args] of steps) {
  console.info(`\n== ${name} ==`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  console.info(`== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ==`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
