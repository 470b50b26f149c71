// `npm run backup -- --out <file>`: one file with the database and the stored files of the installation configured
// as for `npm start` (DATA_DIR or DATABASE_URL, STORAGE_URL); taken by the running server when one holds DATA_DIR.
import { runServerCli } from './server-cli.mjs';

runServerCli('backup-cli', ['backup', ...process.argv.slice(2)]);
