/**
 * The render jobs of one server process: the queue (started on first use, or at start when jobs wait, so a server
 * that never renders pays nothing for it) and the in-process workers that render in threads. The routes send jobs
 * through it and stop a deleted job's render through it.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Storage } from '../files/storage';
import type { RenderJobsConfig } from './config';
import { startRenderQueue, type RenderQueue, type RenderQueueDatabase } from './queue/render-queue';
import { hasUnfinishedJobs } from './store';
import { processRenderJob, type RenderWorkerContext } from './worker/process-job';

export interface RenderJobsRuntimeOptions {
  db: Kysely<Database>;
  dialect: 'pglite' | 'postgres';
  /** The PGlite instance when embedded (the queue runs on its session). */
  pglite: PGlite | undefined;
  config: ServerConfig;
  storage: Storage;
  jobs: RenderJobsConfig;
  /** Errors that have no request to answer (queue maintenance, a worker's database access). */
  onError: (error: unknown, context: string) => void;
  /** How to render (default: in a worker thread); see `RenderWorkerContext.render`. */
  render?: RenderWorkerContext['render'];
}

/** Where the queue lives for this database; throws when PostgreSQL is used without a connection string. */
export function queueDatabase(
  options: Pick<RenderJobsRuntimeOptions, 'db' | 'dialect' | 'pglite' | 'config'>,
): RenderQueueDatabase {
  if (options.dialect === 'pglite') {
    return { kind: 'pglite', db: options.db, pglite: options.pglite! };
  }
  if (!options.config.databaseUrl)
    throw new Error('Render jobs on PostgreSQL need DATABASE_URL for the job queue');
  return { kind: 'postgres', connectionString: options.config.databaseUrl };
}

export class RenderJobsRuntime {
  #queue: Promise<RenderQueue> | undefined;
  #closed = false;
  /** Renders running in this process, by job id. */
  readonly #running = new Map<string, AbortController>();

  constructor(private readonly options: RenderJobsRuntimeOptions) {}

  /** The queue, started (with this process's workers) on first use. */
  queue(): Promise<RenderQueue> {
    if (this.#closed) return Promise.reject(new Error('The render job queue is closed'));
    this.#queue ??= this.#start();
    this.#queue.catch(() => {
      this.#queue = undefined;
    });
    return this.#queue;
  }

  async #start(): Promise<RenderQueue> {
    const { options } = this;
    const queue = await startRenderQueue({
      database: queueDatabase(options),
      pollingIntervalSeconds: options.jobs.pollSeconds,
      onError: (error) => options.onError(error, 'render job queue'),
    });
    if (options.jobs.workers > 0) {
      const worker: RenderWorkerContext = {
        db: options.db,
        config: options.config,
        storage: options.storage,
        ...(options.render ? { render: options.render } : {}),
      };
      await queue.work(options.jobs.workers, async ({ renderJobId, signal }) => {
        const controller = new AbortController();
        const stop = () => controller.abort(signal.reason);
        signal.addEventListener('abort', stop, { once: true });
        this.#running.set(renderJobId, controller);
        try {
          await processRenderJob(worker, renderJobId, controller.signal);
        } finally {
          signal.removeEventListener('abort', stop);
          this.#running.delete(renderJobId);
        }
      });
    }
    return queue;
  }

  /** Ids of the jobs rendering in this process now. */
  get running(): string[] {
    return [...this.#running.keys()];
  }

  /** Queues a job. */
  async send(renderJobId: string): Promise<void> {
    await (await this.queue()).send(renderJobId);
  }

  /** Stops the render of a job when it runs in this process (after its row was deleted). */
  cancel(renderJobId: string): void {
    this.#running.get(renderJobId)?.abort(new Error('the job was deleted'));
  }

  /** At server start: starts the queue and workers when jobs wait (from before a restart). */
  async resume(): Promise<void> {
    if (this.options.jobs.workers > 0 && (await hasUnfinishedJobs(this.options.db))) await this.queue();
  }

  /** Stops the workers (running renders go back to the queue) and the queue. */
  async close(): Promise<void> {
    this.#closed = true;
    const queue = this.#queue;
    this.#queue = undefined;
    if (!queue) return;
    for (const controller of this.#running.values()) controller.abort(new Error('the server is stopping'));
    await (await queue.catch(() => undefined))?.stop();
  }
}
