import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerWebRoots } from './web-plugin';

let dir: string;
const app = Fastify();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'album-upload-page-'));
  await mkdir(join(dir, 'upload', 'assets'), { recursive: true });
  await writeFile(join(dir, 'upload', 'index.html'), '<title>upload</title>');
  await writeFile(join(dir, 'upload', 'assets', 'index-abc.js'), 'console.log("upload")');
  await writeFile(join(dir, 'upload', 'assets', 'index-abc.js.gz'), gzipSync('console.log("upload")'));
  await mkdir(join(dir, 'app'), { recursive: true });
  await writeFile(join(dir, 'app', 'index.html'), '<title>app</title>');
  const served = await registerWebRoots(app, { appDir: join(dir, 'app'), uploadDir: join(dir, 'upload') });
  expect(served).toEqual(['/s/', '/']);
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

it('answers the sticker link page at /s/:token, fresh each time, and its hashed assets for good', async () => {
  const page = await app.inject('/s/some-token-123');
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<title>upload</title>');
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.headers['cache-control']).toBe('no-cache');
  const asset = await app.inject({ url: '/s/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['content-encoding']).toBe('gzip');
  expect(asset.headers['cache-control']).toContain('immutable');
  expect((await app.inject('/s/assets/missing.js')).statusCode).toBe(404);
  // Everything else is still the app's.
  expect((await app.inject('/album/abc')).body).toContain('<title>app</title>');
});
