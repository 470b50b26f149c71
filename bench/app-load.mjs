// Load benchmark of the customer app on the demo album, as a user gets it from `npm start`: the built app served by
// the real server (brotli/gzip files written at build time), in Debian chromium (headless, software WebGL).
// It reports
//   - the initial JavaScript of the workspace page: every script fetched until the canvas first drew, as sent
//     (compressed) and its gzip size (the budget's measure), without the CanvasKit and automerge wasm, listed apart;
//   - time to interactive: navigation start until the canvas has drawn the album, the editor is writable (the live
//     sync has loaded the album) and the main thread had no long task for 500 ms; cold (empty cache) and warm.
// Usage: node bench/app-load.mjs [--runs 5] [--port 6230]; needs the built app and server (`npm run build`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = option('--runs', 5);
const port = option('--port', 6230);
const base = `http://127.0.0.1:${port}`;

const dataDir = mkdtempSync(join(tmpdir(), 'album-bench-app-'));
const server = spawn(process.execPath, [join(root, 'hosts/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const signIn = await fetch(`${base}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-album' }),
  });
  const session = (await signIn.json()).data;
  const albums = (
    await (
      await fetch(`${base}/api/v1/albums`, { headers: { authorization: `Bearer ${session.token}` } })
    ).json()
  ).data.albums;
  const album = albums[0];

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    (value) => {
      localStorage.setItem('album.session', JSON.stringify(value));
      // Long tasks, for the quiet window of time to interactive.
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    },
    { token: session.token, user: session.user },
  );

  const measure = async (page) => {
    const scripts = new Map();
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.startsWith(base) || !/\.(js|wasm)$/.test(new URL(url).pathname)) return;
      const headers = await response.allHeaders();
      // The bytes on the wire (compressed as the server sent them), not the decoded body.
      scripts.set(url, {
        encoding: headers['content-encoding'] ?? 'identity',
        bytes: Number(headers['content-length'] ?? 0),
      });
    });
    await page.goto(`${base}/album/${album.id}`);
    await page.waitForFunction(
      () => document.querySelector('[data-album-canvas][data-state="ready"]'),
      undefined,
      {
        timeout: 120_000,
        polling: 50,
      },
    );
    const painted = await page.evaluate(() => performance.now());
    const beforePaint = new Map(scripts);
    await page.waitForFunction(() => document.querySelector('[data-editor-ready]'), undefined, {
      timeout: 120_000,
      polling: 50,
    });
    const ready = await page.evaluate(() => performance.now());
    // Quiet window: no long task ending in the last 500 ms.
    const tti = await page.evaluate(
      (readyAt) =>
        new Promise((resolve) => {
          const check = () => {
            const now = performance.now();
            const last = Math.max(readyAt, ...window.__longTasks);
            if (now - last >= 500) resolve(last);
            else setTimeout(check, Math.max(10, 500 - (now - last)));
          };
          check();
        }),
      ready,
    );
    return { painted, ready, tti, scripts, beforePaint };
  };

  const cold = [];
  const warm = [];
  let firstScripts;
  let paintScripts;
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const result = await measure(page);
    firstScripts ??= result.scripts;
    paintScripts ??= result.beforePaint;
    cold.push(result);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-album-canvas][data-state="ready"]'));
    await page.close();
    const again = await context.newPage();
    warm.push(await measure(again));
    await again.close();
  }
  await browser.close();

  const sizeOf = (loaded) => {
    let gzip = 0;
    let sent = 0;
    let files = 0;
    const wasm = {};
    for (const [url, entry] of loaded) {
      const path = new URL(url).pathname;
      let raw;
      try {
        raw = readFileSync(join(root, 'hosts/app/dist', path));
      } catch {
        continue;
      }
      if (path.endsWith('.wasm')) {
        wasm[path.split('/').pop()] = {
          rawKB: +(raw.length / 1024).toFixed(1),
          gzipKB: +(gzipSync(raw, { level: 9 }).length / 1024).toFixed(1),
          sentKB: +(entry.bytes / 1024).toFixed(1),
          encoding: entry.encoding,
        };
        continue;
      }
      files += 1;
      gzip += gzipSync(raw, { level: 9 }).length;
      sent += entry.bytes;
    }
    return { js: { files, gzipKB: +(gzip / 1024).toFixed(1), sentKB: +(sent / 1024).toFixed(1) }, wasm };
  };
  // The JavaScript the workspace route needs before it can draw: the entry and the workspace route chunk with
  // their static imports, from Vite's chunk graph (lazy chunks such as the sync engine or the tabs load later).
  const manifest = JSON.parse(readFileSync(join(root, 'hosts/app/dist/.vite/manifest.json'), 'utf8'));
  const critical = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || critical.has(chunk.file)) return;
    critical.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit('index.html');
  for (const key of Object.keys(manifest)) {
    if (/WorkspaceRoute\.tsx$|canvaskit-assets\.ts$/.test(key)) visit(key);
  }
  let criticalGzip = 0;
  for (const file of critical) {
    if (file.endsWith('.js'))
      criticalGzip += gzipSync(readFileSync(join(root, 'hosts/app/dist', file)), { level: 9 }).length;
  }
  const results = {
    date: new Date().toISOString(),
    album: album.title,
    runs,
    initialJs: {
      files: [...critical].filter((file) => file.endsWith('.js')).length,
      gzipKB: +(criticalGzip / 1024).toFixed(1),
    },
    // What the browser fetched (scripts and wasm) until the first paint, and until the editor was writable.
    firstPaint: sizeOf(paintScripts),
    writable: sizeOf(firstScripts),
    coldMs: {
      firstPaint: Math.round(median(cold.map((r) => r.painted))),
      writable: Math.round(median(cold.map((r) => r.ready))),
      tti: Math.round(median(cold.map((r) => r.tti))),
    },
    warmMs: {
      firstPaint: Math.round(median(warm.map((r) => r.painted))),
      writable: Math.round(median(warm.map((r) => r.ready))),
      tti: Math.round(median(warm.map((r) => r.tti))),
    },
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/app-load.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify(results, null, 2));
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
