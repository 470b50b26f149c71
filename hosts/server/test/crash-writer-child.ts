/**
 * Child process of the crash test (`src/albums/content-writer-crash.test.ts`): starts the app on the test's database
 * (PGlite data directory or PostgreSQL), runs one content write (round `ROUND` of `crashEdit`) and SIGKILLs itself
 * at the write step `KILL_AT` (see `setWriteStepHook`). Prints `finished` when the write completed unkilled.
 */
import { createApp } from '../src/app';
import { setWriteStepHook, writeAlbumContent } from '../src/albums/content-writer';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { defaultModules } from '../src/modules';
import { crashEdit } from './crash-edit';

const env = process.env;
const handle = await openDatabase(
  env.CRASH_DATABASE_URL
    ? { databaseUrl: env.CRASH_DATABASE_URL, poolSize: 2 }
    : { pgliteDataDir: env.CRASH_PGLITE_DIR },
);
const built = await createApp({
  config: loadConfig({
    DATA_DIR: env.CRASH_DATA_DIR!,
    AUTH_SECRET: 'crash-test-secret-of-at-least-32-characters',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3999',
  }),
  database: handle,
  modules: defaultModules,
  logger: false,
  maintenance: false,
  moveStoredAlbums: false,
});
await built.app.ready();
setWriteStepHook((step) => {
  if (step === env.CRASH_KILL_AT) process.kill(process.pid, 'SIGKILL');
});
await writeAlbumContent(built.ctx, env.CRASH_ALBUM_ID!, (content) =>
  crashEdit(content, Number(env.CRASH_ROUND)),
);
process.stdout.write('finished\n');
await built.app.close();
await handle.close();
process.exit(0);
