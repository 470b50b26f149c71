import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONTS_PACKAGE_ROOT } from '@album/fonts/node';
import { clientErrorRoutes } from './client-errors';
import { registerWebRoots } from './web-plugin';

describe('the browser hosts served beside the API', () => {
  let dir: string;
  const app = Fastify();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'album-web-'));
    await mkdir(join(dir, 'app', 'assets'), { recursive: true });
    await writeFile(join(dir, 'app', 'index.html'), '<title>app</title>');
    await writeFile(join(dir, 'app', 'index.html.gz'), gzipSync('<title>app</title>'));
    await writeFile(join(dir, 'app', 'assets', 'main-abc.js'), 'console.log(1)');
    await mkdir(join(dir, 'renderer'), { recursive: true });
    await writeFile(join(dir, 'renderer', 'index.html'), '<title>renderer</title>');
    await app.register(clientErrorRoutes, { prefix: '/api/v1' });
    app.get('/api/v1/health', async () => ({ ok: true }));
    const served = await registerWebRoots(app, {
      appDir: join(dir, 'app'),
      rendererDir: join(dir, 'renderer'),
      fontsRoot: FONTS_PACKAGE_ROOT,
    });
    expect(served).toEqual(['/album-fonts/', '/render/', '/']);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the app at the root, also to browsers that accept compressed answers', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br' }]) {
      const page = await app.inject({ url: '/', headers });
      expect(page.statusCode).toBe(200);
      const body =
        page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.rawPayload).toString() : page.body;
      expect(body).toContain('<title>app</title>');
    }
  });

  it('answers the app for deep links, and hashed assets for good', async () => {
    const page = await app.inject('/album/abc/images?entrypoint=wedding');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject('/assets/main-abc.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('serves assets written after the start (a rebuild while the server runs), never outside the root', async () => {
    await writeFile(join(dir, 'app', 'assets', 'main-new.js'), 'console.log(2)');
    const fresh = await app.inject('/assets/main-new.js');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toBe('console.log(2)');
    expect([403, 404]).toContain((await app.inject('/assets/..%2f..%2frenderer%2findex.html')).statusCode);
  });

  it('keeps API misses and missing files as 404s', async () => {
    expect((await app.inject('/api/v1/health')).json()).toEqual({ ok: true });
    const api = await app.inject('/api/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('serves the renderer at /render and the font files', async () => {
    const redirect = await app.inject('/render?album_id=a&mode=spread');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/render/?album_id=a&mode=spread');
    expect((await app.inject('/render/?album_id=a')).body).toContain('<title>renderer</title>');
    const font = await app.inject('/album-fonts/fonts/roboto/Roboto_400Regular.ttf');
    expect(font.statusCode).toBe(200);
    expect(font.rawPayload.length).toBeGreaterThan(10_000);
  });

  it('logs client error reports and refuses anything else', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/client_errors',
      payload: { message: 'boom', url: '/album/a' },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await app.inject({ method: 'POST', url: '/api/v1/client_errors', payload: { nope: 1 } });
    expect(bad.statusCode).toBe(400);
  });
});
