import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The package folder (`packages/i18n`). */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The repository root. */
export const REPO_DIR = resolve(PACKAGE_DIR, '../..');

/** The globs the `extract` script reads: every host's and package's sources. */
export const SOURCE_GLOBS = ['hosts/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'];
/** Declarations, tests and stories carry no user-facing strings of the product. */
export const IGNORED_GLOBS = [
  '**/*.d.ts',
  '**/node_modules/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
];

/** One message found in the sources: its id and, when written there, the English default. */
export interface ExtractedMessage {
  defaultMessage?: string;
  description?: string;
}

/**
 * Runs `formatjs extract` (the same CLI as the `extract` script) over `globs`, relative to `cwd`, and answers the
 * messages by id: every `defineMessages`, `defineMessage`, `formatMessage` and `<FormattedMessage>` with a literal id.
 */
export async function extractMessages(
  globs: readonly string[] = SOURCE_GLOBS,
  cwd: string = REPO_DIR,
): Promise<Record<string, ExtractedMessage>> {
  const dir = await mkdtemp(join(tmpdir(), 'album-i18n-'));
  try {
    const out = join(dir, 'extracted.json');
    const ignore = IGNORED_GLOBS.flatMap((glob) => ['--ignore', glob]);
    const cli = join(REPO_DIR, 'node_modules/.bin/formatjs');
    // Without --throws: calls with computed ids (the problem formatter's `formatMessage({ id: problem.key })`) are
    // skipped with a warning instead of failing the run; their keys are checked by the editor-core coverage tests.
    await run(cli, ['extract', ...globs, ...ignore, '--out-file', out], { cwd });
    return JSON.parse(await readFile(out, 'utf8')) as Record<string, ExtractedMessage>;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
