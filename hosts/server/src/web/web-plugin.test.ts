import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
    // The renderer's page with a brotli copy only, its asset with none: each fallback of a precompressed lookup.
    await writeFile(join(dir, 'renderer', 'index.html.br'), brotliCompressSync('<title>renderer</title>'));
    await mkdir(join(dir, 'renderer', 'assets'));
    await writeFile(join(dir, 'renderer', 'assets', 'render-abc.js'), 'console.log(3)');
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

  /** The body as the browser reads it, whatever encoding the server picked. */
  const decoded = (response: { headers: Record<string, unknown>; rawPayload: Buffer; body: string }) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
    return response.body;
  };

  it('answers every page and file to browsers that send Accept-Encoding: br, gzip', async () => {
    const expected: Array<[url: string, content: string]> = [
      ['/', '<title>app</title>'],
      ['/index.html', '<title>app</title>'],
      ['/album/abc/images', '<title>app</title>'],
      ['/assets/main-abc.js', 'console.log(1)'],
      ['/render/', '<title>renderer</title>'],
      ['/render/?album_id=a&mode=spread', '<title>renderer</title>'],
      ['/render/index.html', '<title>renderer</title>'],
      ['/render/assets/render-abc.js', 'console.log(3)'],
    ];
    for (const encodings of ['br, gzip', 'gzip', 'gzip, deflate, br, zstd', 'identity']) {
      const headers = { 'accept-encoding': encodings };
      for (const [url, content] of expected) {
        const response = await app.inject({ url, headers });
        expect({ url, encodings, status: response.statusCode }).toEqual({ url, encodings, status: 200 });
        expect(decoded(response)).toContain(content);
      }
      const redirect = await app.inject({ url: '/render?album_id=a', headers });
      expect(redirect.headers.location).toBe('/render/?album_id=a');
      const font = await app.inject({ url: '/album-fonts/fonts/roboto/Roboto_400Regular.ttf', headers });
      expect(font.statusCode).toBe(200);
    }
    const page = await app.inject({ url: '/render/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({
      url: '/render/assets/render-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['cache-control']).toContain('immutable');
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
