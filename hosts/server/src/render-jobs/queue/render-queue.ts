/**
 * The queue of render jobs: pg-boss, on PostgreSQL through its own pool (the configured connection string), on
 * embedded PGlite through the server's one session (`pgliteQueueDatabase`). A queue entry carries only the render
 * job's id; the `render_jobs` row holds the state the API answers.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PgBoss, type ConstructorOptions } from 'pg-boss';
import { pgliteQueueDatabase } from './pglite-database';

/** Name of the pg-boss queue. */
export const RENDER_QUEUE = 'render-jobs';

/** Where the queue lives. */
export type RenderQueueDatabase =
  { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; db: Kysely<Database>; pglite: PGlite };

export interface RenderQueueOptions {
  database: RenderQueueDatabase;
  /** pg-boss errors (e.g. its maintenance failing while the database is away); they do not stop the queue. */
  onError?: (error: Error) => void;
  /** Seconds between a worker's polls for new jobs (default 2; jobs sent by this process wake it at once). */
  pollingIntervalSeconds?: number;
}

/** What a worker gets for each job. */
export interface QueuedRenderJob {
  renderJobId: string;
  /** Aborted when the queue stops or pg-boss gives the job up (expired). */
  signal: AbortSignal;
}

export interface RenderQueue {
  /** Queues a render job by its id. */
  send(renderJobId: string): Promise<void>;
  /**
   * Runs `handler` for each queued job, `concurrency` at a time, until `stop`. A handler that throws has its job
   * retried (twice) later; one that returns has it done.
   */
  work(concurrency: number, handler: (job: QueuedRenderJob) => Promise<void>): Promise<void>;
  /** Stops working and waits (up to `timeoutMs`) for running handlers. */
  stop(timeoutMs?: number): Promise<void>;
}

/** A render may take long (a 600 dpi softcover); past this pg-boss takes the job back and retries it. */
const EXPIRE_SECONDS = 3 * 60 * 60;

interface JobData {
  render_job_id: string;
}

/** Starts pg-boss (installing or migrating its schema `pgboss` when needed) and the render queue. */
export async function startRenderQueue(options: RenderQueueOptions): Promise<RenderQueue> {
  const { database } = options;
  const common: ConstructorOptions = { application_name: 'album-render-jobs', schedule: false };
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ ...common, connectionString: database.connectionString, max: 4 })
      : new PgBoss({
          ...common,
          backend: 'pglite',
          db: pgliteQueueDatabase(database.db, database.pglite),
          // Every statement costs the one thread of PGlite: keep the bookkeeping rare.
          superviseIntervalSeconds: 300,
          monitorIntervalSeconds: 300,
        });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  if (!(await boss.getQueue(RENDER_QUEUE))) {
    await boss.createQueue(RENDER_QUEUE, { retryLimit: 2, retryDelay: 5, expireInSeconds: EXPIRE_SECONDS });
  }
  const workers: string[] = [];
  return {
    async send(renderJobId) {
      const data: JobData = { render_job_id: renderJobId };
      const id = await boss.send(RENDER_QUEUE, data);
      if (id === null) throw new Error(`pg-boss did not queue render job ${renderJobId}`);
      for (const worker of workers) boss.notifyWorker(worker);
    },
    async work(concurrency, handler) {
      for (let i = 0; i < concurrency; i++) {
        const id = await boss.work<JobData>(
          RENDER_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (job) await handler({ renderJobId: job.data.render_job_id, signal: job.signal });
          },
        );
        workers.push(id);
      }
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
