#!/usr/bin/env node
/**
 * Entry of the `album-print` binary (see `render-cli.ts`).
 */
import { runCli } from './render-cli';

runCli(process.argv.slice(2), (line) => console.error(line)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
