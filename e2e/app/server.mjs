// Starts the product for the app's end-to-end tests: builds the app, the renderer and the server when their
// outputs are missing (or always with E2E_BUILD=1), then runs the server on a fresh temporary data folder with a
// copy of the built app, so a rebuild of `hosts/app/dist` while the tests run cannot pull assets from under them.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const always = process.env.E2E_BUILD === '1' || Boolean(process.env.CI);
for (const [workspace, folder, output] of [
  ['@album/server', 'hosts/server', 'dist/main.js'],
  ['@album/app', 'hosts/app', 'dist/index.html'],
  ['@album/renderer', 'hosts/renderer', 'dist/index.html'],
  ['@album/upload', 'hosts/upload', 'dist/index.html'],
]) {
  if (!existsSync(join(folder, 'package.json'))) continue;
  if (!always && existsSync(join(folder, output))) continue;
  const build = spawnSync(
    'npx',
    ['turbo', 'run', 'build', `--filter=${workspace}...`, '--output-logs=errors-only'],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** True when every script and stylesheet the built index.html names is there (no build is half-written). */
function completeBuild(folder) {
  const index = join(folder, 'index.html');
  if (!existsSync(index)) return false;
  const named = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)];
  return named.every(([, path]) => existsSync(join(folder, path)));
}

const dataDir = mkdtempSync(join(tmpdir(), 'album-e2e-'));
const appDir = join(dataDir, 'app');
for (let attempt = 0; ; attempt++) {
  if (completeBuild('hosts/app/dist')) {
    cpSync('hosts/app/dist', appDir, { recursive: true });
    if (completeBuild(appDir)) break;
  }
  if (attempt === 60) {
    console.error('hosts/app/dist is incomplete (a build is running?)');
    process.exit(1);
  }
  rmSync(appDir, { recursive: true, force: true });
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
// The public sticker link page (`/s/:token`), copied for the same reason as the app.
const uploadDir = join(dataDir, 'upload');
if (existsSync('hosts/upload/dist/index.html')) cpSync('hosts/upload/dist', uploadDir, { recursive: true });
const server = spawn(process.execPath, ['hosts/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...env,
    DATA_DIR: dataDir,
    APP_DIR: appDir,
    UPLOAD_DIR: uploadDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    SEED_DEMO: '1',
  },
});
const stop = (signal) => {
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
