// `npm test` on a fresh clone, several times in a row, as CI runs it: clone the committed HEAD into a temporary
// folder, `npm ci` once, then `npm test` N times, stopping at the first failure. Prints (and writes to
// bench/results/fresh-clone-runs.json) how long the install and each run took, per step, with the machine's load.
//
//   node bench/fresh-clone-runs.mjs [runs=5]
//
// Run it on an otherwise idle machine: the end-to-end suites use fixed ports, so two suites must never overlap.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 5);
const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
const dir = mkdtempSync(join(tmpdir(), 'album-fresh-'));

function run(cmd, args, cwd) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, CI: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const steps = [];
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-4096);
      // scripts/test.mjs prints "== <step>: ok in 12.3 s ==" after every step.
      for (const match of chunk.toString('utf8').matchAll(/== (.+?): (ok|FAILED) in ([\d.]+) s ==/g))
        steps.push({ step: match[1], status: match[2], seconds: Number(match[3]) });
    });
    child.on('close', (code) => resolve({ code, seconds: (Date.now() - started) / 1000, steps, tail }));
  });
}

const report = {
  commit: head,
  cores: cpus().length,
  started: new Date().toISOString(),
  install: null,
  runs: [],
};
spawnSync('git', ['clone', '--quiet', root, dir], { stdio: 'inherit' });
spawnSync('git', ['checkout', '--quiet', head], { cwd: dir, stdio: 'inherit' });
const install = await run('npm', ['ci', '--no-audit', '--no-fund'], dir);
report.install = { code: install.code, seconds: install.seconds };
if (install.code === 0) {
  for (let i = 1; i <= runs; i++) {
    const loadBefore = loadavg()[0];
    const result = await run('npm', ['test'], dir);
    report.runs.push({
      run: i,
      passed: result.code === 0,
      seconds: result.seconds,
      loadBefore,
      loadAfter: loadavg()[0],
      steps: result.steps,
    });
    console.info(
      `\n## fresh-clone run ${i}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s`,
    );
    if (result.code !== 0) break;
  }
}
report.finished = new Date().toISOString();
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/fresh-clone-runs.json'), JSON.stringify(report, null, 2) + '\n');
for (const r of report.runs)
  console.info(`run ${r.run}: ${r.passed ? 'passed' : 'FAILED'} in ${(r.seconds / 60).toFixed(1)} min`);
process.exit(report.runs.length === runs && report.runs.every((r) => r.passed) ? 0 : 1);
