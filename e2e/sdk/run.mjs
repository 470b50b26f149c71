// The SDK as a partner gets it (issue #19): builds and packs every published package, installs the tarballs into a
// new Vite + React app in a temporary folder outside the workspace (no workspace links, npm's cache only), builds
// that app, exports a PNG through the headless renderer in Node from the same tarballs, then drives the built app in
// chromium (select, move, undo; the album as automerge documents: embed.spec.ts). Measures each package's JavaScript (gzip) and dependency count into
// bench/results/sdk-packages.json.
//
// `node e2e/sdk/run.mjs` (from the repository root). SDK_KEEP=1 keeps the temporary folder; SDK_E2E_PORT sets the
// preview port (default 6391); SDK_SKIP_BUILD=1 packs the packages' current dist folders without building.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' };
const started = Date.now();
const timings = {};

/** Runs a command, failing the whole run (with its output) when it fails; returns its stdout. */
function run(label, cmd, args, options = {}) {
  const t0 = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 256 << 20, ...options });
  timings[label] = Math.round((Date.now() - t0) / 100) / 10;
  if (result.status !== 0) {
    console.error(result.stdout ?? '', result.stderr ?? '');
    throw new Error(`${label}: ${cmd} ${args.join(' ')} exited with ${result.status}`);
  }
  console.info(`sdk: ${label} (${timings[label]} s)`);
  return result.stdout ?? '';
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// Every package under packages/ that is published (not private).
const published = readdirSync(join(root, 'packages'))
  .map((dir) => join(root, 'packages', dir))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: readJson(join(dir, 'package.json')) }))
  .filter(({ manifest }) => !manifest.private);
const names = published.map(({ manifest }) => manifest.name).sort();

if (!process.env.SDK_SKIP_BUILD) {
  run('build the packages', 'npx', [
    'turbo',
    'run',
    'build',
    ...names.map((name) => `--filter=${name}`),
    '--output-logs=errors-only',
  ]);
}

const work = mkdtempSync(join(tmpdir(), 'album-sdk-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
mkdirSync(tarballs);
let failed = false;
try {
  const packed = JSON.parse(
    run('npm pack', 'npm', [
      'pack',
      '--json',
      '--pack-destination',
      tarballs,
      ...names.flatMap((name) => ['-w', name]),
    ]),
  );

  // The partner's app: the template next to this script, and a package.json naming the tarballs plus React and
  // Vite at the versions this workspace uses (so the install is served from npm's cache).
  cpSync(join(here, 'app'), app, { recursive: true });
  const version = (pkg) => readJson(join(root, 'node_modules', pkg, 'package.json')).version;
  const dependencies = Object.fromEntries(packed.map((p) => [p.name, `file:${join(tarballs, p.filename)}`]));
  // canvaskit-wasm: a peer of the renderer (the app serves its wasm); @automerge/automerge: the app imports the URL
  // of its wasm (also a dependency of @album/sync). The sample album comes from `@album/editor-core/samples`, so
  // fast-check (the optional peer of `/testing`) is not installed.
  for (const pkg of ['react', 'react-dom', 'canvaskit-wasm', '@automerge/automerge'])
    dependencies[pkg] = `^${version(pkg)}`;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'partner-album-app',
        private: true,
        type: 'module',
        dependencies,
        devDependencies: {
          vite: `^${version('vite')}`,
          '@vitejs/plugin-react': `^${version('@vitejs/plugin-react')}`,
        },
      },
      null,
      2,
    ),
  );
  // --prefer-offline: tarballs come from npm's cache, which the workspace's own install filled. Not --offline: that
  // cache holds the locked tarballs but not every package's metadata, which resolving a new app's tree needs (npm
  // answers ERESOLVE offline), so metadata may still be fetched from the registry. Install scripts stay off: none of
  // the packages needs one, and a native rebuild would need more than the registry.
  run(
    'npm install the tarballs',
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    { cwd: app },
  );
  for (const name of names) {
    const installed = join(app, 'node_modules', name);
    if (lstatSync(installed).isSymbolicLink())
      throw new Error(`${name} is a link, not the installed tarball`);
  }

  run('vite build', join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: app });

  const png = join(work, 'spread.png');
  const exported = JSON.parse(
    run('export a PNG in Node', process.execPath, ['export-png.mjs', png], { cwd: app }),
  );
  if (exported.colours < 16) throw new Error(`the exported PNG looks blank: ${JSON.stringify(exported)}`);

  run('drive the app in chromium', 'npx', ['playwright', 'test', '-c', join(here, 'sdk.config.ts')], {
    env: { ...env, SDK_APP_DIR: app },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  writeFileSync(
    join(root, 'bench/results/sdk-packages.json'),
    `${JSON.stringify(measure(app, packed, exported), null, 2)}\n`,
  );
  console.info(`sdk: passed in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (process.env.SDK_KEEP) console.info(`sdk: kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** Every file under `dir` whose name ends in `.js` (the package's shipped JavaScript). */
function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => join(dir, String(file)))
    .filter((file) => file.endsWith('.js') && statSync(file).isFile());
}

/** Where Node would find `name` from `fromDir` inside the app (the nearest node_modules up to the app root). */
function resolvePackageDir(name, fromDir, appDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === appDir || dir === dirname(dir)) return null;
  }
}

/** The distinct packages (name@version) a package pulls in at run time: dependencies and peers, transitively. */
function runtimeTree(dir, appDir) {
  const seen = new Map();
  const visit = (pkgDir) => {
    const manifest = readJson(join(pkgDir, 'package.json'));
    const wanted = {
      ...manifest.dependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    };
    const optional = { ...manifest.peerDependenciesMeta };
    for (const name of Object.keys(wanted)) {
      // Optional peers (zustand's react, editor-core's fast-check) load only when the consumer uses them.
      if (optional[name]?.optional) continue;
      const found = resolvePackageDir(name, pkgDir, appDir);
      if (!found) continue; // an optional dependency not installed on this platform
      const key = `${name}@${readJson(join(found, 'package.json')).version}`;
      if (seen.has(key)) continue;
      seen.set(key, found);
      visit(found);
    }
  };
  visit(dir);
  return [...seen.keys()].sort();
}

/** Per package: tarball size, JavaScript raw and gzip bytes, runtime dependency count, and whether React is in it. */
function measure(appDir, packed, exported) {
  const packages = {};
  for (const p of packed) {
    const dir = join(appDir, 'node_modules', p.name);
    const files = jsFiles(dir);
    const raw = files.reduce((sum, file) => sum + statSync(file).size, 0);
    const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    const tree = runtimeTree(dir, appDir);
    packages[p.name] = {
      version: p.version,
      tarballBytes: statSync(join(tarballs, p.filename)).size,
      unpackedBytes: p.unpackedSize,
      jsFiles: files.length,
      jsBytes: raw,
      jsGzipBytes: gzip,
      runtimeDependencies: tree.length,
      reactAtRuntime: tree.some((key) => /^react(-dom)?@/.test(key)),
    };
  }
  const ls = spawnSync('npm', ['ls', '--all', '--parseable', '--omit=dev'], {
    cwd: appDir,
    env,
    encoding: 'utf8',
  });
  return {
    measuredAt: new Date().toISOString(),
    how:
      'node e2e/sdk/run.mjs: npm pack of every published package, installed from npm’s cache into a new Vite + React ' +
      'app in os.tmpdir(). jsGzipBytes: the sum over the installed package’s .js files of gzip -9 of each file. ' +
      'runtimeDependencies: distinct name@version reached from its dependencies and non-optional peers, transitively; ' +
      'reactAtRuntime: react or react-dom among them.',
    appRuntimePackages: new Set(ls.stdout.split('\n').filter((line) => line.includes('node_modules'))).size,
    exportedPng: exported,
    secondsPerStep: timings,
    packages,
    location: relative(root, here),
  };
}
