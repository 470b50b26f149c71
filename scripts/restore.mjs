// `npm run restore -- --in <file> [--force]`: restores a backup of `npm run backup` into the installation configured
// as for `npm start`; refuses a non-empty target without --force, and refuses while a server holds DATA_DIR.
import { runServerCli } from './server-cli.mjs';

runServerCli('backup-cli', ['restore', ...process.argv.slice(2)]);
