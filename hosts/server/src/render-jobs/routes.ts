/**
 * Render job routes (admins only, as the jobs tab): `POST /exports/render_jobs`, `GET /render_jobs?album_id=`,
 * `DELETE /render_jobs/:id`. See README.md in this folder.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CoreContext } from '../core-context';
import type { FilesRuntime } from '../files/runtime';
import { HttpError, notFound } from '../http/errors';
import { isId, newId } from '../http/ids';
import { idParams } from '../http/schemas';
import { parseInput } from '../http/validate';
import type { RenderJobsRuntime } from './runtime';
import { parseRenderJobRequest, settingsHash } from './settings';
import { albumVersion, captureSnapshot } from './snapshot';
import { deleteJob, failJob, findJob, findReusable, insertJob, listJobs } from './store';
import { renderJobWire } from './wire';

export interface RenderJobRoutesContext extends CoreContext {
  files: FilesRuntime;
  runtime: RenderJobsRuntime;
}

const listQuery = z.object({ album_id: z.string().min(1).max(200) });

export async function renderJobRoutes(app: FastifyInstance, ctx: RenderJobRoutesContext): Promise<void> {
  const { db, auth, files, runtime } = ctx;

  app.post('/exports/render_jobs', async (request, reply) => {
    await auth.requireAdmin(request);
    const { albumId, settings } = parseRenderJobRequest(request.body);
    const { album, user } = await auth.requireAlbumAccess(request, albumId, 'admin');
    const snapshot = await captureSnapshot(ctx, album, settings.resolution);
    const version = albumVersion(snapshot);
    const hash = settingsHash(settings);
    const [token, signer] = await Promise.all([auth.createRenderToken(album.id), files.signer()]);
    const earlier = await findReusable(db, album.id, hash, version);
    if (earlier) {
      const state = earlier.state === 'finished' ? 'exists' : undefined;
      return { data: { render_job: renderJobWire(earlier, signer, state), meta: { token } } };
    }
    const id = newId();
    await insertJob(db, {
      id,
      albumId: album.id,
      userId: user!.id,
      settings,
      settingsHash: hash,
      albumVersion: version,
      snapshot,
    });
    // The answer states the job as created (queued, no progress): read before it is sent, because a worker may
    // claim it (and even finish it) before this request reads the row again. The list tells what happened next.
    const created = await findJob(db, id);
    try {
      await runtime.send(id);
    } catch (error) {
      request.log.error({ err: error }, 'render job could not be queued');
      await failJob(db, id, { code: 'renderJob.error.failed', message: 'The job could not be queued' });
      throw new HttpError(503, 'queue_unavailable', 'The render queue is not available; try again later');
    }
    reply.status(201);
    return { data: { render_job: renderJobWire(created!, signer), meta: { token } } };
  });

  app.get('/render_jobs', async (request) => {
    await auth.requireAdmin(request);
    const { album_id: albumId } = parseInput(listQuery, request.query);
    const { album } = await auth.requireAlbumAccess(request, albumId, 'admin');
    const [jobs, signer] = await Promise.all([listJobs(db, album.id), files.signer()]);
    return { data: { render_jobs: jobs.map((job) => renderJobWire(job, signer)) } };
  });

  app.delete('/render_jobs/:id', async (request, reply) => {
    await auth.requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    const job = isId(id) ? await findJob(db, id) : undefined;
    if (!job) throw notFound('Render job');
    await auth.requireAlbumAccess(request, job.album_id, 'admin');
    const key = await deleteJob(db, job.id);
    runtime.cancel(job.id);
    if (key) await files.storage.delete(key);
    return reply.status(204).send();
  });
}
