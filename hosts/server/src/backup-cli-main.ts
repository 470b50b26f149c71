/**
 * `npm run backup -- --out <file>` / `npm run restore -- --in <file> [--force]` (see `backup/cli.ts`): the first
 * argument says which.
 */
import { BackupCliError, runBackup, runRestore } from './backup/cli';

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') {
    const started = Date.now();
    const { file, via } = await runBackup(rest);
    const how =
      via === 'server'
        ? 'taken by the running server'
        : via === 'folder'
          ? 'from the data folder'
          : 'of PostgreSQL';
    console.info(`${file}: backup ${how} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (command === 'restore') {
    const result = await runRestore(rest);
    console.info(
      `Restored the ${result.manifest.database} database of ${result.manifest.createdAt} and ${result.files} files.`,
    );
    if (result.s3Keys) {
      console.info(
        `The files live in S3: the bucket must hold these ${result.s3Keys.length} keys (files.json in the backup).`,
      );
    }
  } else {
    throw new BackupCliError('usage: backup-cli backup --out <file> | restore --in <file> [--force]');
  }
} catch (error) {
  console.error(error instanceof BackupCliError ? error.message : error);
  process.exitCode = 1;
}
