// SIGKILL soak of "saved means durable": the rounds of hosts/server/src/sync/durability.test.ts, 20 of them by default.
// Each round: the real server (hosts/server/src/main.ts, bundled) runs as a child process on PGlite under one data
// directory; two clients edit one album at once; the server is SIGKILLed right after a client was told an edit is
// saved, and restarted on the same data directory; a fresh client then reads the album before the editing clients
// reconnect: every edit a client was told is saved must be there. Then the clients reconnect and every edit they made
// at all must arrive (what was not stored is sent again).
// Run: `npx node bench/sync-sigkill-soak.mjs [rounds]` (Node 24 from the root devDependency; default 20 rounds).
// Prints one line per round and a summary with the machine's load (`uptime`) before and after; the summary also goes
// to bench/results/sync-sigkill-soak.json. Exits 1 when a round lost a confirmed edit or an unconfirmed one.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { importServerSource, root } from './server-source.mjs';

const rounds = Number(process.argv[2] ?? 20);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const { sigkillRounds, pgliteTemplate } = await importServerSource(
  'sigkill-soak',
  `export { sigkillRounds } from './src/sync/durability-rounds';
  export { pgliteTemplate } from './test/template';`,
);

const loadBefore = uptime();
console.info(`SIGKILL soak: ${rounds} rounds on ${cpus().length} cores; ${loadBefore}`);
const started = Date.now();
const results = await sigkillRounds({
  rounds,
  templateFile: await pgliteTemplate(),
  onRound: (r) =>
    console.info(
      `round ${String(r.round).padStart(2)}: made ${r.made.join('/')} edits, told saved ${r.confirmed.join('/')}, ` +
        `after restart ${r.afterRestart.join('/')} -> ${r.durable ? 'durable' : 'LOST A CONFIRMED EDIT'}, ` +
        `${r.complete ? 'all edits after reconnect' : 'UNCONFIRMED EDITS MISSING'} (${(r.ms / 1000).toFixed(1)} s)`,
    ),
});
const seconds = (Date.now() - started) / 1000;
const loadAfter = uptime();
const passed = results.filter((r) => r.durable && r.complete).length;
const summary = {
  date: new Date().toISOString(),
  rounds,
  passed,
  durable: results.filter((r) => r.durable).length,
  complete: results.filter((r) => r.complete).length,
  confirmedEdits: results.reduce((n, r) => n + r.confirmed[0] + r.confirmed[1], 0),
  seconds: Math.round(seconds),
  cores: cpus().length,
  loadBefore,
  loadAfter,
};
console.info(
  `${passed}/${rounds} rounds passed (${summary.durable} durable, ${summary.complete} complete, ` +
    `${summary.confirmedEdits} confirmed edits) in ${seconds.toFixed(0)} s; ${loadAfter}`,
);
const file = join(root, 'bench', 'results', 'sync-sigkill-soak.json');
let previous = {};
try {
  previous = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  // First run.
}
writeFileSync(file, `${JSON.stringify({ ...previous, last: summary }, null, 2)}\n`);
process.exit(passed === rounds ? 0 : 1);
