// `npm start`: build every workspace, then run the product on embedded defaults (PGlite + local files under
// ./data, demo data on first start). The server prints the URL and the demo sign-in.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const serverEntry = 'hosts/server/dist/main.js';
if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing after the build.`);
  process.exit(1);
}
const server = spawn(process.execPath, [serverEntry], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
