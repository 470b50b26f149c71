#!/usr/bin/env node
/**
 * Entry of the `album-print` binary (see `render-cli.ts`): progress on stderr; a failure is one translated line on
 * stderr (language from ALBUM_LANG or the locale) and the exit code of `EXIT_CODES`, never a stack.
 */
import { failureOf, formatCliFailure } from './failures';
import { runCli } from './render-cli';

try {
  await runCli(process.argv.slice(2), (line) => console.error(line));
} catch (error) {
  const failure = failureOf(error);
  let message: string;
  try {
    message = await formatCliFailure(failure);
  } catch {
    message = `${failure.key} ${JSON.stringify(failure.values)}`;
  }
  console.error(message);
  process.exitCode = failure.exitCode;
}
