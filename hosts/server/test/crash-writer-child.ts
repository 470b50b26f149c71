/**
 * Child process of the crash test (`src/albums/content-writer-crash.test.ts`): starts the app on the test's database
 * (PGlite data directory or PostgreSQL), runs one content write (round `ROUND` of `crashEdit`) and SIGKILLs itself
 * at the write step `KILL_AT` (see `setWriteStepHook`). Prints `finished` when the write completed unkilled.
 */
import { setWriteStepHook, writeAlbumContent } from '../src/albums/content-writer';
import { openDatabase } from '../src/db/connect';
import { crashEdit, startCrashApp } from './crash-edit';

const env = process.env;
const handle = await openDatabase(
  env.CRASH_DATABASE_URL
    ? { databaseUrl: env.CRASH_DATABASE_URL, poolSize: 2 }
    : { pgliteDataDir: env.CRASH_PGLITE_DIR },
);
const built = await startCrashApp(handle, env.CRASH_DATA_DIR!);
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
