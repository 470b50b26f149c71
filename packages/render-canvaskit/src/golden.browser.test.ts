/**
 * The browser half of the reference test: the fixture album rendered by the same renderer in Debian chromium
 * (playwright-core, page served on loopback) matches the goldens the Node render is checked against, both on a raster
 * surface and on the WebGL surface the editor canvas uses. Needs `/usr/bin/chromium` (`apt-get install -y chromium`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { fixtureImageBytes } from '@album/editor-core/testing';
import { FONTS_PACKAGE_ROOT } from '@album/fonts/node';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCanvasKit } from './node';
import type { BrowserRenderRequest, BrowserRenderResult } from './testing/browser-entry';
import { fixtureDocument, fixtureScenes } from './testing/fixture-scenes';
import { FEATURE_IMAGE, featureScene } from './testing/feature-scene';
import { compareWithGolden, FEATURE_DPI, GOLDEN_BLEED, GOLDEN_DPI, GOLDEN_MAX_DIFF } from './testing/golden';
import { quadrantImagePng } from './testing/sample-image';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Without a GPU, WebGL runs on SwiftShader, which Chromium only offers to pages when asked to.
const WEBGL_FLAGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

const wasmPath = createRequire(import.meta.url).resolve('canvaskit-wasm/bin/full/canvaskit.wasm');
const entry = fileURLToPath(new URL('./testing/browser-entry.ts', import.meta.url));

let server: Server;
let browser: Browser;
let origin: string;
let result: BrowserRenderResult;

async function bundle(): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@album/source'],
    // The CanvasKit glue has a Node-only branch that requires these; browsers never reach it.
    external: ['fs', 'path'],
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

function startServer(script: string, images: Map<string, Uint8Array>): Promise<Server> {
  const types: Record<string, string> = {
    js: 'text/javascript',
    wasm: 'application/wasm',
    html: 'text/html',
  };
  // The handler answers every failure itself (the catch below), so nothing awaits it.
  const s = createServer((req, res) => void serve(req, res));
  async function serve(req: IncomingMessage, res: ServerResponse) {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    try {
      let body: Uint8Array | string;
      if (path === '/')
        body = '<!doctype html><meta charset="utf-8"><script type="module" src="/bundle.js"></script>';
      else if (path === '/bundle.js') body = script;
      else if (path === '/canvaskit/canvaskit.wasm') body = await readFile(wasmPath);
      else if (path.startsWith('/fonts-pkg/fonts/') && !path.includes('..'))
        body = await readFile(join(FONTS_PACKAGE_ROOT, path.slice('/fonts-pkg/'.length)));
      else if (path.startsWith('/images/') && images.has(path.slice(8))) body = images.get(path.slice(8))!;
      else {
        res.writeHead(404).end();
        return;
      }
      const ext = path === '/' ? 'html' : (path.split('.').pop() ?? '');
      res.writeHead(200, { 'content-type': types[ext] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(500).end();
    }
  }
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
}

beforeAll(async () => {
  const doc = fixtureDocument();
  const images = new Map<string, Uint8Array>();
  const imageUrls: Record<string, string> = {};
  for (const [id, record] of Object.entries(doc.images)) {
    const file = record.blob.full ?? record.blob.original;
    if (!file) continue;
    images.set(file, fixtureImageBytes(file));
    imageUrls[id] = `/images/${file}`;
  }
  server = await startServer(await bundle(), images);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: [...FLAGS, ...WEBGL_FLAGS] });
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error', error));
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => 'renderScenes' in globalThis);
  images.set('quad.png', quadrantImagePng(await loadCanvasKit()));
  imageUrls[FEATURE_IMAGE] = '/images/quad.png';
  const request: BrowserRenderRequest = {
    scenes: [
      ...fixtureScenes().map((s) => ({ ...s, dpi: GOLDEN_DPI, bleed: GOLDEN_BLEED })),
      { name: 'features', scene: featureScene(), dpi: FEATURE_DPI, bleed: 0 },
    ],
    images: imageUrls,
    webgl: true,
  };
  result = await page.evaluate(
    (req) =>
      (
        globalThis as unknown as { renderScenes: (r: BrowserRenderRequest) => Promise<BrowserRenderResult> }
      ).renderScenes(req),
    request,
  );
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('fixture album goldens (chromium)', () => {
  const names = [...fixtureScenes().map((s) => s.name), 'features'];

  for (const name of names) {
    it(`${name}: the browser raster matches the golden`, async () => {
      const ck = await loadCanvasKit();
      const r = compareWithGolden(ck, name, Buffer.from(result.raster[name]!, 'base64'));
      console.info(`chromium raster ${name}: ${(r.fraction * 100).toFixed(3)}% differing`);
      expect(r.fraction, JSON.stringify(r.artefacts)).toBeLessThan(GOLDEN_MAX_DIFF);
    });

    it(`${name}: the browser WebGL canvas matches the golden`, async () => {
      expect(result.webglError).toBeNull();
      const ck = await loadCanvasKit();
      const r = compareWithGolden(ck, `${name}`, Buffer.from(result.webgl![name]!, 'base64'));
      console.info(`chromium webgl ${name}: ${(r.fraction * 100).toFixed(3)}% differing`);
      expect(r.fraction, JSON.stringify(r.artefacts)).toBeLessThan(GOLDEN_MAX_DIFF);
    });
  }
});
