/**
 * `npm run render -- --album <id> --mode <mode> --format <pdf|jpg|png|zip> --dpi <n> --out <file>`: renders an album
 * of the local database without the queue (see `render-jobs/cli/render-cli.ts`). Progress goes to stderr, the
 * written files to stdout.
 */
import { RenderCliError, runRenderCli } from './render-jobs/cli/render-cli';

try {
  const result = await runRenderCli(process.argv.slice(2), { log: (line) => console.error(line) });
  for (const file of result.files) console.info(file);
} catch (error) {
  // One line and the failure's exit code: a stack trace helps no one running the command (LOG_LEVEL=debug shows it).
  if (error instanceof RenderCliError) {
    console.error(error.message);
    process.exitCode = error.exitCode;
  } else {
    console.error(error instanceof Error ? error.message : String(error));
    if (process.env.LOG_LEVEL === 'debug') console.error(error);
    process.exitCode = 1;
  }
}
