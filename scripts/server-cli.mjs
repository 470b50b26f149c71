// Runs a command line of the server bundle (hosts/server/dist/<entry>.js) with the given arguments, building the
// server first when its sources changed (turbo answers from its cache otherwise). Used by backup.mjs and restore.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function runServerCli(entry, args) {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=@album/server', '--output-logs=errors-only', '--log-prefix=none'],
    { stdio: ['ignore', process.stderr, 'inherit'], env },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const file = `hosts/server/dist/${entry}.js`;
  if (!existsSync(file)) {
    console.error(`${file} is missing after the build.`);
    process.exit(1);
  }
  const cli = spawn(process.execPath, [file, ...args], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cli.kill(signal));
  cli.on('exit', (code) => process.exit(code ?? 1));
}
