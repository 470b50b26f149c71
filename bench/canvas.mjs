// Browser benchmark of <AlbumCanvas> (@album/editor-react) on a generated album of 200 spreads and 10,000 elements
// (editor-core's generateAlbum, the "Large album" story). In Debian chromium (headless, --disable-gpu, so the
// canvas runs on software WebGL), it measures:
//   - time to first paint after the data is loaded (editor created -> first frame drawn), and to the first
//     complete frame (fonts and images of the visible spreads loaded and drawn): "cold" with CanvasKit started
//     only after the data, and as an app does it, with CanvasKit preloaded and warmed up while the data loads;
//   - the frame time of a continuous pan and zoom (the renderer's draw time per frame, median and p95, and the
//     interval between animation frames);
//   - the JS heap used after the run.
// Usage: node bench/canvas.mjs [--build] [--frames 300] [--software]
// Writes bench/results/canvas.json (with the machine's load average before and after: the frame figures depend on it).
// Needs the built Storybook (`npm run build-storybook -w @album/stories`; --build does it) and /usr/bin/chromium.
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const frames = Number(args[args.indexOf('--frames') + 1]) || 300;
const staticDir = join(root, 'stories/storybook-static');

if (args.includes('--build') || !existsSync(join(staticDir, 'index.json'))) {
  execSync('npm run build-storybook -w @album/stories', { cwd: root, stdio: 'inherit' });
}

const server = await preview({
  root,
  configFile: false,
  logLevel: 'silent',
  build: { outDir: staticDir },
  preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
});
const address = server.httpServer.address();
const base = `http://127.0.0.1:${address.port}`;

const loadBefore = loadavg().map((v) => Number(v.toFixed(2)));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}
function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : NaN;
}

try {
  // Cold: CanvasKit starts only after the album data is loaded (its wasm compile counts in the first paint).
  const coldPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const software = args.includes('--software') ? '&args=software:!true' : '';
  await coldPage.goto(`${base}/iframe.html?id=canvas-albumcanvas--large-album&viewMode=story${software}`);
  await coldPage.waitForFunction(() => window.__album?.stats?.firstCompleteAt != null, null, {
    timeout: 120_000,
  });
  const cold = await coldPage.evaluate(() => {
    const a = window.__album;
    return {
      firstPaintMs: a.stats.firstFrameAt - a.loadedAt,
      canvasKitReadyMs: a.readyAt - a.loadedAt,
      firstCompleteMs: a.stats.firstCompleteAt - a.loadedAt,
    };
  });
  await coldPage.close();

  // As an app loads it: CanvasKit preloaded and warmed up while the data is fetched; the rest runs on this page.
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const story = software ? 'canvas-albumcanvas--large-album' : 'canvas-albumcanvas--large-album-preloaded';
  await page.goto(`${base}/iframe.html?id=${story}&viewMode=story${software}`);
  await page.waitForFunction(() => window.__album?.stats?.firstCompleteAt != null, null, {
    timeout: 120_000,
  });
  const start = await page.evaluate(() => {
    const a = window.__album;
    return {
      backend: a.stats.backend,
      firstPaintMs: a.stats.firstFrameAt - a.loadedAt,
      canvasKitReadyMs: a.readyAt - a.loadedAt,
      firstCompleteMs: a.stats.firstCompleteAt - a.loadedAt,
      elements: Object.values(a.editor.getState().nodes).filter(
        (n) => !['Root', 'Section', 'Spread'].includes(n.type),
      ).length,
      spreads: a.editor.getSpreads().length,
    };
  });

  // The floor: animation frames of the same page while nothing changes (what headless chromium gives at best).
  const idleIntervals = await page.evaluate(async (count) => {
    const out = [];
    let last = performance.now();
    for (let i = 0; i < count; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      out.push(now - last);
      last = now;
    }
    return out;
  }, 120);

  // Continuous pan and zoom: every animation frame the view moves down 12 px; every 90 frames a zoom in and out
  // around the centre by wheel steps. The renderer draws on the next animation frame and records its draw time.
  const run = await page.evaluate(async (count) => {
    const a = window.__album;
    const v = a.viewport;
    const draws = [];
    const intervals = [];
    let last = performance.now();
    let seen = a.stats.frames;
    for (let i = 0; i < count; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      intervals.push(now - last);
      last = now;
      if (a.stats.frames !== seen) {
        draws.push(a.stats.lastFrameMs);
        seen = a.stats.frames;
      }
      const phase = i % 90;
      const centre = { x: v.getState().width / 2, y: v.getState().height / 2 };
      if (phase < 60) v.getState().pan(0, -12);
      else if (phase < 75) v.getState().wheel(-8, centre);
      else v.getState().wheel(8, centre);
    }
    return {
      draws,
      intervals,
      pictures: a.stats.pictureRecordings,
      scenes: a.stats.sceneBuilds,
      rasterisations: a.stats.rasterisations,
      cssFrames: a.stats.cssFrames,
      surfaceFrames: a.stats.frames,
    };
  }, frames);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');

  const result = {
    album: `${start.spreads} spreads, ${start.elements} elements`,
    backend: start.backend,
    coldFirstPaintMs: Math.round(cold.firstPaintMs),
    coldOfWhichCanvasKitStartMs: Math.round(cold.canvasKitReadyMs),
    coldFirstCompleteFrameMs: Math.round(cold.firstCompleteMs),
    firstPaintMs: Math.round(start.firstPaintMs),
    firstCompleteFrameMs: Math.round(start.firstCompleteMs),
    frames: run.draws.length,
    drawMedianMs: Number(median(run.draws).toFixed(2)),
    drawP95Ms: Number(percentile(run.draws, 0.95).toFixed(2)),
    frameIntervalMedianMs: Number(median(run.intervals).toFixed(2)),
    frameIntervalP95Ms: Number(percentile(run.intervals, 0.95).toFixed(2)),
    idleFrameIntervalMedianMs: Number(median(idleIntervals).toFixed(2)),
    rasterisations: run.rasterisations,
    viewChangesWithoutRedraw: run.cssFrames,
    surfaceRedraws: run.surfaceFrames,
    pictureRecordings: run.pictures,
    sceneBuilds: run.scenes,
    jsHeapUsedMB: Number((heap.usedSize / 1024 / 1024).toFixed(1)),
  };
  console.info(JSON.stringify(result, null, 2));
  const record = {
    date: new Date().toISOString(),
    how: 'node bench/canvas.mjs: headless chromium --disable-gpu, 1280x800, continuous pan with a wheel zoom every 90 frames',
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg().map((v) => Number(v.toFixed(2))),
    ...result,
  };
  writeFileSync(join(root, 'bench/results/canvas.json'), `${JSON.stringify(record, null, 2)}\n`);
  // rAF intervals cannot go below the display rate: a median at the idle floor means every frame made it.
  const frameOk =
    result.frameIntervalMedianMs <= result.idleFrameIntervalMedianMs + 1 && result.drawMedianMs < 16;
  const paintOk = result.firstPaintMs < 1500;
  console.info(`frame time: ${frameOk ? 'within' : 'outside'} the aim (median < 16 ms of work per frame)`);
  console.info(`first paint: ${paintOk ? 'within' : 'outside'} the aim (< 1.5 s)`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
