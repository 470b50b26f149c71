// `npm run render -- --album <id> --mode <mode> --format <pdf|jpg|png|zip> --dpi <n> --out <file>`: renders an album
// of the local database (DATA_DIR or DATABASE_URL, as `npm start`) without the queue; while a server holds DATA_DIR
// (its lock file) the album is read through that server, so both never open the embedded database at once. Builds the server first when
// its sources changed (turbo answers from its cache otherwise), then runs hosts/server/dist/render-cli.js.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@album/server', '--output-logs=errors-only', '--log-prefix=none'],
  { stdio: ['ignore', process.stderr, 'inherit'], env },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const entry = 'hosts/server/dist/render-cli.js';
if (!existsSync(entry)) {
  console.error(`${entry} is missing after the build.`);
  process.exit(1);
}
const cli = spawn(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cli.kill(signal));
cli.on('exit', (code) => process.exit(code ?? 1));
