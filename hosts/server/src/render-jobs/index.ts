/**
 * Render jobs: the export routes of the jobs panel (with `POST /albums/:id/render_token`), the pg-boss queue and the
 * render workers. See README.md.
 *
 * Registered by the core with its context and the database handle (the queue runs on the embedded PGlite's session):
 * `await api.register(renderJobsPlugin, { ...ctx, database })`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CoreContext } from '../core-context';
import type { DatabaseHandle } from '../db/connect';
import { filesRuntime } from '../files/runtime';
import { loadRenderJobsConfig } from './config';
import { renderTokenRoute } from './render-token-route';
import { renderJobRoutes } from './routes';
import { RenderJobsRuntime } from './runtime';

export { loadRenderJobsConfig, type RenderJobsConfig } from './config';
export { RenderJobsRuntime, queueDatabase } from './runtime';
export { startRenderQueue, RENDER_QUEUE, type RenderQueue } from './queue/render-queue';
export { pgliteQueueDatabase } from './queue/pglite-database';
export { processRenderJob, type RenderWorkerContext } from './worker/process-job';
export { renderAlbum, type RenderAlbumOptions, type RenderedAlbum } from './worker/render-album';
export { RENDER_FAILURES, RenderFailure } from './worker/failure';

export interface RenderJobsPluginOptions extends CoreContext {
  database: DatabaseHandle;
}

const runtimes = new WeakMap<object, RenderJobsRuntime>();

/** The render jobs runtime of an app (by its context's database), for tests and tooling. */
export function renderJobsOf(ctx: Pick<CoreContext, 'db'>): RenderJobsRuntime | undefined {
  return runtimes.get(ctx.db);
}

/** The routes, and the queue and in-process workers (`RENDER_WORKERS`, default 1) of the server. */
export const renderJobsPlugin: FastifyPluginAsync<RenderJobsPluginOptions> = async (app, options) => {
  const { database, ...ctx } = options;
  const files = filesRuntime(ctx);
  const runtime = new RenderJobsRuntime({
    db: ctx.db,
    dialect: ctx.dialect,
    pglite: database.pglite,
    config: ctx.config,
    storage: files.storage,
    jobs: loadRenderJobsConfig(),
    onError: (error, context) => app.log.error({ err: error }, `${context} failed`),
  });
  runtimes.set(ctx.db, runtime);
  let resuming: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    // Jobs left from before a restart: not awaited, a slow queue start must not hold up the server.
    resuming = runtime
      .resume()
      .catch((error: unknown) => app.log.error({ err: error }, 'render jobs did not resume'));
  });
  app.addHook('onClose', async () => {
    runtimes.delete(ctx.db);
    await resuming;
    await runtime.close();
  });
  await app.register(renderJobRoutes, { ...ctx, files, runtime });
  await app.register(renderTokenRoute, ctx);
};
