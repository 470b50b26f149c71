/**
 * Failures of the command lines (`album-print`, and the server's `npm run render` through it): a message key of
 * the i18n catalogues (`print.cli.*`) with its values and the process exit code. Every failure prints as one
 * translated line, never a stack.
 */
import { createI18nWith, detectLanguage, loadMessages, type Language } from '@album/i18n/core';
import { NothingToPrintError, ColorProfileMissingError } from '../output/errors';

/** Exit codes of the command lines. */
export const EXIT_CODES = {
  /** The render itself failed (an image, the disk, anything unexpected). */
  failed: 1,
  /** Arguments: unknown option, missing `--album`/`--out`, unreadable album file. */
  usage: 2,
  /** The settings select no page: softcover under 4 spreads, a range outside the album. */
  nothingToPrint: 3,
  /** The output path is refused (system or device path, not a file/folder, folder missing or read-only). */
  outputRefused: 4,
  /** An ICC profile the PDF/X output needs is missing. */
  colorProfile: 5,
} as const;

/** A failure the command line reports as one translated message. */
export class CliFailure extends Error {
  constructor(
    readonly key: `print.cli.${string}`,
    readonly values: Record<string, string | number>,
    readonly exitCode: number,
  ) {
    super(key);
    this.name = 'CliFailure';
  }
}

/** The failure of whatever a command line caught. */
export function failureOf(error: unknown): CliFailure {
  if (error instanceof CliFailure) return error;
  if (error instanceof NothingToPrintError)
    return new CliFailure('print.cli.nothingToPrint', { mode: error.mode }, EXIT_CODES.nothingToPrint);
  if (error instanceof ColorProfileMissingError)
    return new CliFailure(
      'print.cli.colorProfileMissing',
      { path: error.path, space: error.space },
      EXIT_CODES.colorProfile,
    );
  const reason =
    error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error ?? 'unknown error');
  return new CliFailure('print.cli.failed', { reason }, EXIT_CODES.failed);
}

/**
 * The language of the command line's messages: `ALBUM_LANG`, else the POSIX locale (`LC_ALL`, `LC_MESSAGES`,
 * `LANG`, e.g. `de_DE.UTF-8`), else English.
 */
export function cliLanguage(env: Record<string, string | undefined> = process.env): Language {
  const tags = [env.LC_ALL, env.LC_MESSAGES, env.LANG]
    .filter((v): v is string => !!v && v !== 'C' && v !== 'POSIX')
    .map((v) => v.split(/[.@]/)[0]!.replace('_', '-'));
  return detectLanguage(tags, env.ALBUM_LANG ?? null);
}

/** The failure as one line in the language of `env`. */
export async function formatCliFailure(
  failure: CliFailure,
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const language = cliLanguage(env);
  const intl = createI18nWith(language, await loadMessages(language), { onError: () => undefined });
  return intl.formatMessage({ id: failure.key }, failure.values);
}
