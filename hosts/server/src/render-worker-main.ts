/**
 * A render worker process for servers on PostgreSQL: takes render jobs from the shared queue and renders them
 * (`RENDER_WORKERS` at a time, default 1), with the server's configuration (DATABASE_URL, STORAGE_URL, DATA_DIR for
 * temporary files). Run as many as the machines allow, beside servers started with RENDER_WORKERS=0 or not.
 * Embedded PGlite belongs to the server process: there, the server renders in its own process instead.
 */
import { loadConfig } from './config';
import { createStorage } from './files/storage';
import { loadRenderJobsConfig, RenderJobsRuntime } from './render-jobs';
import { prepareDatabase } from './server';

const config = loadConfig();
const jobs = loadRenderJobsConfig();
if (!config.databaseUrl) {
  console.error(
    'The render worker needs DATABASE_URL (PostgreSQL); with embedded PGlite the server renders itself.',
  );
  process.exit(1);
}
const database = await prepareDatabase(config);
const runtime = new RenderJobsRuntime({
  db: database.db,
  dialect: 'postgres',
  pglite: undefined,
  config,
  storage: createStorage(config.storage),
  jobs: { ...jobs, workers: Math.max(1, jobs.workers) },
  onError: (error, context) => console.error(`${context}:`, error),
});
await runtime.queue();
console.info(
  `Render worker: ${Math.max(1, jobs.workers)} job(s) at a time from the queue on ${new URL(config.databaseUrl).host}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Running renders stop and go back to the queue; another worker (or this one restarted) takes them.
    void runtime
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
