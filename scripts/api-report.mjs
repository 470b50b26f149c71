// API reports of the published packages (issue #19), with api-extractor: one report per entry point of each
// package's `exports` map that has types, from the built declarations (dist/*.d.ts), written to
// `packages/<name>/etc/<report>.api.md` (`<report>`: the unscoped package name, plus the subpath for other entries,
// e.g. `editor-core-testing.api.md`).
//
// `npm run api-report`          refreshes the committed reports (build the packages first: `npm run build`).
// `npm run api-report -- --check` (npm test) fails when a report differs from the declarations: a change of the
//                                 public API must come with its report in the same commit.
// `-- <package dir> ...`          limits either mode to some packages (e.g. `packages/editor-core`).
//
// One configuration for all (below) instead of an api-extractor.json per entry: the entries come from package.json,
// so a new subpath export gets its report without anyone writing a config for it.
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
// `--undocumented`: also list the exports without TSDoc (not part of the reports, see `messages` below).
const undocumented = args.includes('--undocumented');
const only = args.filter((a) => !a.startsWith('--')).map((a) => resolve(a));

const packageDirs = readdirSync(join(root, 'packages'))
  .map((dir) => join(root, 'packages', dir))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .filter((dir) => only.length === 0 || only.includes(dir));

/** Entry points with declarations: [subpath, absolute .d.ts path]. */
function entries(dir, manifest) {
  return Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'object' && typeof target.types === 'string')
    .map(([subpath, target]) => [subpath, join(dir, target.types)]);
}

/** `.` → `editor-core`, `./testing/fixture-files` → `editor-core-testing-fixture-files`. */
function reportName(manifest, subpath) {
  const base = manifest.name.replace(/^@[^/]+\//, '');
  return subpath === '.' ? base : `${base}-${subpath.replace(/^\.\//, '').replace(/[^a-z0-9]+/gi, '-')}`;
}

// The compiler options api-extractor reads the declarations with. Not the workspace's tsconfig: its
// `@album/source` condition would resolve sibling packages to their sources and pull them into each report; the
// published `types` condition is what a consumer sees.
const compiler = {
  overrideTsconfig: {
    compilerOptions: {
      target: 'ES2023',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      resolveJsonModule: true,
      types: ['node'],
    },
  },
};

const messages = {
  compilerMessageReporting: { default: { logLevel: 'warning' } },
  extractorMessageReporting: {
    default: { logLevel: 'warning', addToApiReportFile: true },
    // Release tags (@public/@beta) are not used: the whole exported surface is public.
    'ae-missing-release-tag': { logLevel: 'none' },
    // A type in a public signature that the entry does not export: consumers cannot name it. Export it (or stop
    // using it in the signature); never hidden.
    'ae-forgotten-export': { logLevel: 'error', addToApiReportFile: true },
    // Listed at the report's end with line numbers of the built .d.ts, so any edit above would change the report
    // (a review of TSDoc coverage: set it to 'warning' locally).
    'ae-undocumented': { logLevel: undocumented ? 'warning' : 'none', addToApiReportFile: false },
    // tsup's declaration bundles put imports above the package comment: not something the sources can change.
    'ae-misplaced-package-tag': { logLevel: 'none' },
  },
  tsdocMessageReporting: { default: { logLevel: 'none' } },
};

let failures = 0;
let reports = 0;
for (const dir of packageDirs) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (manifest.private) continue;
  for (const [subpath, dts] of entries(dir, manifest)) {
    if (!existsSync(dts)) {
      console.error(`${manifest.name} ${subpath}: ${dts} is missing (build the package first)`);
      failures++;
      continue;
    }
    const name = reportName(manifest, subpath);
    if (!check) mkdirSync(join(dir, 'etc'), { recursive: true });
    const tempFolder = join(tmpdir(), 'album-api-report', name);
    mkdirSync(tempFolder, { recursive: true });
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: dir,
        mainEntryPointFilePath: dts,
        compiler,
        apiReport: {
          enabled: true,
          reportFileName: `${name}.api.md`,
          reportFolder: join(dir, 'etc'),
          reportTempFolder: tempFolder,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages,
        newlineKind: 'lf',
      },
      configObjectFullPath: join(dir, 'api-extractor.json'),
      packageJsonFullPath: join(dir, 'package.json'),
    });
    const result = Extractor.invoke(config, {
      localBuild: !check,
      showVerboseMessages: false,
      messageCallback(message) {
        if (message.messageId === 'ae-undocumented') {
          // Top-level exports only (members are listed with a dot).
          const name = /"([^"]+)"/.exec(message.text)?.[1] ?? '';
          if (undocumented && !name.includes('.'))
            console.info(`${manifest.name} ${subpath}: undocumented ${name}`);
          message.handled = true;
          return;
        }
        // The extractor's warnings are written into the report (and so reviewed with it): not printed twice.
        if (message.logLevel === 'warning' && message.category === 'Extractor') message.handled = true;
      },
    });
    reports++;
    if (!result.succeeded || (check && result.apiReportChanged)) {
      failures++;
      console.error(
        `${manifest.name} ${subpath}: ${result.errorCount} error(s)` +
          (result.apiReportChanged
            ? ` — etc/${name}.api.md differs from the declarations; run \`npm run api-report\` and commit it`
            : ''),
      );
    } else if (result.apiReportChanged) {
      console.info(`${manifest.name} ${subpath}: etc/${name}.api.md updated`);
    }
  }
}
console.info(`api-report: ${reports} entr${reports === 1 ? 'y' : 'ies'}, ${failures} failed`);
process.exit(failures ? 1 : 0);
