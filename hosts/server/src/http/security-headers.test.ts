import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONTS_PACKAGE_ROOT } from '@album/fonts/node';
import { pgliteTemplate } from '../../test/template';
import { createApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { defaultModules } from '../modules';
import { registerWebRoots } from '../web';

/** The app as `npm start` serves it (API, customer app, renderer, fonts) on small built hosts in a temp folder. */
async function servedApp(root: string, publicUrl: string, database: DatabaseHandle): Promise<App> {
  const built = await createApp({
    config: loadConfig({
      DATA_DIR: join(root, 'data'),
      AUTH_SECRET: 'test-secret-of-at-least-32-characters!!',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: publicUrl,
    }),
    database,
    modules: defaultModules,
    logger: false,
    maintenance: false,
  });
  await registerWebRoots(built.app, {
    appDir: join(root, 'app'),
    rendererDir: join(root, 'renderer'),
    fontsRoot: FONTS_PACKAGE_ROOT,
  });
  await built.app.ready();
  return built;
}

describe('security headers on everything the server serves', () => {
  let root: string;
  let database: DatabaseHandle;
  let plain: App;
  let secure: App;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'album-headers-'));
    for (const host of ['app', 'renderer']) {
      mkdirSync(join(root, host, 'assets'), { recursive: true });
      writeFileSync(join(root, host, 'index.html'), `<!doctype html><title>${host}</title>`);
      writeFileSync(join(root, host, 'assets', 'main.js'), 'console.log(1)');
    }
    database = await openDatabase({ pgliteLoad: new Blob([readFileSync(await pgliteTemplate())]) });
    plain = await servedApp(root, 'http://127.0.0.1:3999', database);
    secure = await servedApp(root, 'https://albums.example.com', database);
  });
  afterAll(async () => {
    await plain.app.close();
    await secure.app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  const PAGES = [
    '/',
    '/album/1234/images',
    '/assets/main.js',
    '/missing.js',
    '/render',
    '/render/',
    '/render/assets/main.js',
    '/album-fonts/fonts/bitter/Bitter_400Regular.ttf',
    '/api/v1/health',
    '/api/v1/albums',
    '/api/v1/presets/colors',
    '/api/v1/public/album_previews/unknown',
    '/api/v1/no-such-route',
    '/sync',
  ];

  it.each(PAGES)('%s carries the CSP, nosniff, the referrer policy and no framing', async (url) => {
    const response = await plain.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("img-src 'self' http://127.0.0.1:3999 data: blob:");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:3999 ws://127.0.0.1:3999");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Plain http: no HSTS, no upgrade of requests.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends HSTS and the wss sync origin when PUBLIC_URL is https', async () => {
    for (const url of ['/', '/api/v1/health', '/render/']) {
      const response = await secure.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(String(response.headers['content-security-policy'])).toContain('wss://albums.example.com');
    }
  });

  it('answers the pages themselves as before', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/' })).body).toContain('<title>app</title>');
    expect((await plain.app.inject({ method: 'GET', url: '/render/' })).body).toContain(
      '<title>renderer</title>',
    );
    expect((await plain.app.inject({ method: 'GET', url: '/api/v1/health' })).json().data.ok).toBe(true);
  });
});
