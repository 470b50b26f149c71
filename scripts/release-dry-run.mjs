// Release dry run (issue #19): what `changeset version` would publish, without touching the working tree. In a
// temporary clone of the committed HEAD: `changeset version` applies the pending changesets (versions, internal
// ranges, changelogs), then `npm pack` packs every published package with the built dist folders of this checkout
// (build first: `npm run build`). Fails when versioning fails, a tarball lacks its JavaScript or declarations, or an
// internal dependency range does not accept the version released beside it.
//
// `node scripts/release-dry-run.mjs` (npm test runs it). RELEASE_DRY_RUN_KEEP=1 keeps the temporary folder.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'album-release-'));
const clone = join(work, 'repo');
const out = join(work, 'tarballs');
const env = { ...process.env, npm_config_update_notifier: 'false' };

function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`);
  }
  return result.stdout;
}

/** `^0.2.0` accepts 0.2.x, `*` anything; the only forms the workspace uses. */
function accepts(range, version) {
  if (range === '*') return true;
  const m = /^\^?(\d+)\.(\d+)\.(\d+)$/.exec(range);
  const [maj, min, pat] = version.split('.').map(Number);
  if (!m) return false;
  const [a, b, c] = m.slice(1).map(Number);
  if (!range.startsWith('^')) return a === maj && b === min && c === pat;
  if (a > 0) return maj === a && (min > b || (min === b && pat >= c));
  return maj === 0 && min === b && pat >= c;
}

const before = run('git', ['status', '--porcelain'], root);
let failed = false;
try {
  run('git', ['clone', '--quiet', '--no-checkout', root, clone], work);
  run('git', ['checkout', '--quiet', run('git', ['rev-parse', 'HEAD'], root).trim()], clone);
  // The clone resolves changesets' changelog module and npm's workspaces through the checkout's install.
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'));
  const pending = readdirSync(join(clone, '.changeset')).filter(
    (f) => f.endsWith('.md') && f !== 'README.md',
  );
  // Through this Node (the workspace's): the changesets CLI needs a newer one than some machines' default.
  run(process.execPath, [join(root, 'node_modules/@changesets/cli/bin.js'), 'version'], clone);

  const published = readdirSync(join(clone, 'packages'))
    .filter((dir) => existsSync(join(clone, 'packages', dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(join(clone, 'packages', dir, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => !manifest.private);
  const versions = Object.fromEntries(published.map(({ manifest }) => [manifest.name, manifest.version]));
  for (const { dir, manifest } of published) {
    const built = join(root, 'packages', dir, 'dist');
    if (!existsSync(built)) throw new Error(`${manifest.name}: no dist folder (run \`npm run build\` first)`);
    cpSync(built, join(clone, 'packages', dir, 'dist'), { recursive: true });
    for (const field of ['dependencies', 'peerDependencies']) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        if (versions[name] && !accepts(range, versions[name])) {
          throw new Error(`${manifest.name} ${field}: ${name}@${range} does not accept ${versions[name]}`);
        }
      }
    }
  }
  mkdirSync(out);
  const packed = JSON.parse(
    run(
      'npm',
      ['pack', '--json', '--pack-destination', out, ...published.flatMap((p) => ['-w', p.manifest.name])],
      clone,
    ),
  );
  for (const p of packed) {
    const files = p.files.map((f) => f.path);
    if (!files.some((f) => f.endsWith('.js')) || !files.some((f) => f.endsWith('.d.ts'))) {
      throw new Error(`${p.name}: the tarball has no JavaScript or no declarations`);
    }
    console.info(
      `release dry run: ${p.name}@${p.version} ${p.filename} (${p.entryCount} files, ${p.size} bytes)`,
    );
  }
  console.info(`release dry run: ${pending.length} changesets versioned, ${packed.length} packages packed`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (process.env.RELEASE_DRY_RUN_KEEP) console.info(`release dry run: kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
// Only under CI: on a developer's machine others may be editing the same tree meanwhile.
if (process.env.CI && run('git', ['status', '--porcelain'], root) !== before) {
  console.error('release dry run: the working tree changed');
  failed = true;
}
process.exit(failed ? 1 : 0);
