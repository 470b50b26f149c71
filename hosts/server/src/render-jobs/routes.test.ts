import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { RenderJobAnswer } from '@album/api-client';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { adminUrl, pgTestUrl } from '../../test/postgres';
import { createStorage } from '../files/storage';
import { renderJobsOf } from './index';

const run = promisify(execFile);

/** Settings of a small, fast job: two inside pages at 72 dpi. */
const SETTINGS = {
  mode: 'album_softcover_inside',
  format: 'pdf',
  resolution: 'original',
  dpi: '72',
  showStickers: true,
  includeCover: false,
  includeBleed: true,
  compress: true,
  range: '3-4',
};

describeBackends('render jobs', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let albumId: string;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    if (backend === 'postgres') {
      // The harness opens its database by its own URL: the queue's own pool needs the same in the config.
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(server.ctx.db);
      server.ctx.config.databaseUrl = adminUrl(pgTestUrl()!, rows[0]!.name);
    }
    admin = await server.user({ roles: ['admin'] });
    owner = await server.user();
    albumId = (await server.album(owner)).id;
    dir = await mkdtemp(join(tmpdir(), 'render-jobs-'));
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const create = (user: TestUser | null, params: Record<string, unknown>, album = albumId) =>
    server.request({
      method: 'POST',
      url: '/exports/render_jobs',
      ...(user ? { headers: user.headers } : {}),
      payload: { render_job: { params: { ...params, album_id: album } } },
    });

  const list = async (album = albumId): Promise<RenderJobAnswer[]> => {
    const response = await server.request({
      method: 'GET',
      url: `/render_jobs?album_id=${album}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.render_jobs;
  };

  /** Polls the list until the job has ended; answers every state and progress seen on the way. */
  const watch = async (id: string) => {
    const seen: Array<[string, number]> = [];
    for (let tries = 0; tries < 2400; tries++) {
      const job = (await list()).find((j) => j.id === id)!;
      if (seen.at(-1)?.[0] !== job.state || seen.at(-1)?.[1] !== job.progress)
        seen.push([job.state, job.progress]);
      if (job.state === 'finished' || job.state === 'error') return { job, seen };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`render job ${id} did not end: ${JSON.stringify(seen)}`);
  };

  const download = (url: string) => {
    const { pathname, search } = new URL(url);
    return server.app.inject({ method: 'GET', url: pathname + search });
  };

  let finished: RenderJobAnswer;

  it('refuses anonymous callers and non-admins, also album owners', async () => {
    expect((await create(null, SETTINGS)).statusCode).toBe(401);
    const refused = await create(owner, SETTINGS);
    expect(refused.statusCode).toBe(403);
    const listed = await server.request({
      method: 'GET',
      url: `/render_jobs?album_id=${albumId}`,
      headers: owner.headers,
    });
    expect(listed.statusCode).toBe(403);
    expect((await create(admin, SETTINGS, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses bad settings with the field and a readable reason', async () => {
    const dpi = await create(admin, { ...SETTINGS, dpi: '5' });
    expect(dpi.statusCode).toBe(400);
    expect(dpi.json().error).toMatchObject({
      code: 'invalid_input',
      field: 'render_job.params.dpi',
      message: 'dpi: must be between 72 and 1200',
    });
    const range = await create(admin, { ...SETTINGS, range: '4-2,x' });
    expect(range.json().error.details).toEqual([
      { field: 'render_job.params.range', message: 'range: "4-2" ends before it starts' },
      { field: 'render_job.params.range', message: 'range: "x" is neither a page nor a range like 1-3' },
    ]);
    const mode = await create(admin, { ...SETTINGS, mode: 'poster' });
    expect(mode.json().error.field).toBe('render_job.params.mode');
    // The form's label, preset and custom are not render settings.
    const label = await create(admin, { ...SETTINGS, label: 'export.preset.custom' });
    expect(label.statusCode).toBe(400);
    expect(label.json().error.field).toBe('render_job.params.label');
    expect(await list()).toEqual([]);
  });

  /** Waits until a worker has claimed the job (its row has left `queued`). */
  const claimed = async (id: string) => {
    for (let tries = 0; tries < 2400; tries++) {
      const row = await server.ctx.db
        .selectFrom('render_jobs')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.state !== 'queued') return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`render job ${id} was never claimed`);
  };

  it('renders a job queued, working, finished with progress; the admin downloads a sound PDF', async () => {
    // The answer leaves only once the worker has taken the job: the race a fresh clone met on PostgreSQL (the
    // worker claimed the job before the answer was read), made to happen every time. It still says queued.
    const runtime = renderJobsOf(server.ctx)!;
    const send = runtime.send.bind(runtime);
    const sending = vi.spyOn(runtime, 'send').mockImplementationOnce(async (id) => {
      await send(id);
      await claimed(id);
    });
    const response = await create(admin, SETTINGS);
    expect(sending).toHaveBeenCalledOnce();
    sending.mockRestore();
    expect(response.statusCode).toBe(201);
    const { render_job: created, meta } = response.json().data;
    expect(created).toMatchObject({
      album_id: albumId,
      state: 'queued',
      progress: 0,
      file_url: null,
      params: {
        album_id: albumId,
        mode: 'album_softcover_inside',
        dpi: 72,
        range: [3, 4],
        resolution: 'original',
      },
    });
    // The token opens the album's render data, as the /render screen loads it.
    const renderData = await server.request({
      method: 'GET',
      url: `/albums/${albumId}/render_data`,
      headers: { 'x-render-token': meta.token },
    });
    expect(renderData.statusCode).toBe(200);
    expect(renderData.json().data.album.id).toBe(albumId);

    const { job, seen } = await watch(created.id);
    expect(job.state).toBe('finished');
    // Polling sees working only when the render outlasts a poll; the row's start time says it worked either way.
    const states = [...new Set(seen.map(([state]) => state))];
    expect([['working', 'finished'], ['finished']]).toContainEqual(states);
    const row = await server.ctx.db
      .selectFrom('render_jobs')
      .select(['started_at', 'finished_at'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.started_at).toBeInstanceOf(Date);
    expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at!.getTime());
    expect(seen.at(-1)).toEqual(['finished', 100]);
    expect(job).toMatchObject({ pages: 2, error: null, error_code: null });
    expect(job.file_name).toBe('Test-album-album_softcover_inside.pdf');

    const file = await download(job.file_url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.byteLength).toBe(job.byte_size);
    const path = join(dir, 'job.pdf');
    await writeFile(path, file.rawPayload);
    await run('qpdf', ['--check', path]);
    finished = job;
  });

  it('answers the finished file again for the same settings and album version, a new job once the album changed', async () => {
    const again = await create(admin, { ...SETTINGS, range: [4, 3], dpi: 72 });
    expect(again.statusCode).toBe(200);
    const { render_job: existing } = again.json().data;
    expect(existing).toMatchObject({
      id: finished.id,
      state: 'exists',
      progress: 100,
      file_name: finished.file_name,
    });
    expect(existing.file_url).toBe(finished.file_url);
    expect(await list()).toHaveLength(1);

    const renamed = await server.request({
      method: 'PATCH',
      url: `/albums/${albumId}`,
      headers: owner.headers,
      payload: { title: 'Renamed album' },
    });
    expect(renamed.statusCode).toBe(200);
    const fresh = await create(admin, SETTINGS);
    expect(fresh.statusCode).toBe(201);
    const { job } = await watch(fresh.json().data.render_job.id);
    expect(job.file_name).toBe('Renamed-album-album_softcover_inside.pdf');
    const jobs = await list();
    expect(jobs.map((j) => j.id)).toEqual([job.id, finished.id]);
  });

  it('ends a job whose render fails in error, with the reason', async () => {
    const response = await create(admin, { ...SETTINGS, range: '900' });
    expect(response.statusCode).toBe(201);
    const { job } = await watch(response.json().data.render_job.id);
    expect(job).toMatchObject({
      state: 'error',
      file_url: null,
      error_code: 'renderJob.error.nothingToPrint',
      error: 'Nothing to print: the settings select no page of mode album_softcover_inside',
    });
  });

  it('deletes a job with its stored file; others may not', async () => {
    expect(
      (await server.request({ method: 'DELETE', url: `/render_jobs/${finished.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(403);
    const blob = await server.ctx.db
      .selectFrom('render_jobs')
      .innerJoin('blobs', 'blobs.id', 'render_jobs.file_blob_id')
      .select(['blobs.id', 'blobs.key'])
      .where('render_jobs.id', '=', finished.id)
      .executeTakeFirstOrThrow();
    const deleted = await server.request({
      method: 'DELETE',
      url: `/render_jobs/${finished.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list()).map((j) => j.id)).not.toContain(finished.id);
    expect(
      await server.ctx.db.selectFrom('blobs').select('id').where('id', '=', blob.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await createStorage(server.ctx.config.storage).head(blob.key)).toBeNull();
    expect((await download(finished.file_url!)).statusCode).toBe(404);
    const again = await server.request({
      method: 'DELETE',
      url: `/render_jobs/${finished.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('stops the render of a job deleted while it runs, keeping nothing', async () => {
    const renders = async () =>
      (await server.ctx.db.selectFrom('blobs').select('id').where('key', 'like', 'renders/%').execute())
        .length;
    const before = await renders();
    const response = await create(admin, { ...SETTINGS, mode: 'spread', format: 'png', dpi: 300, range: '' });
    const id = response.json().data.render_job.id;
    for (let tries = 0; tries < 2400; tries++) {
      const job = (await list()).find((j) => j.id === id)!;
      if (job.state === 'working' && job.progress > 0) break;
      expect(job.state).not.toBe('finished');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const runtime = renderJobsOf(server.ctx)!;
    expect(runtime.running).toEqual([id]);
    const deleted = await server.request({
      method: 'DELETE',
      url: `/render_jobs/${id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    for (let tries = 0; tries < 400 && runtime.running.length > 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(runtime.running).toEqual([]);
    expect(await renders()).toBe(before);
    expect((await list()).map((j) => j.id)).not.toContain(id);
  });
});
