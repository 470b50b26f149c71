// Benchmark of the stickers tab on a 1,000-sticker album (issue #14): the built app served by the built server on a
// fresh temporary data folder, the album made through the REST API (20 chapters of 50 stickers, see album.mjs), the
// tab opened in headless Debian chromium at 1440 × 900. See docs/benchmarks.md for what is measured and the targets.
// Usage: node bench/stickers-tab/run.mjs [--runs 5] [--port 6213] [--profile]; needs `npm run build` (app and server).
// Writes bench/results/stickers-tab.json.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHAPTERS, PER_CHAPTER, createBenchAlbum, stickerName } from './album.mjs';
import { measureOpen, measureScroll, measureSearch, observeLongTasks } from './measure.mjs';
import { profiled } from './profile.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = option('--runs', 5);
const port = option('--port', 6213);
// Profiles the first run's scroll and search and prints where the main thread spent its time.
const profile = args.includes('--profile');
const base = `http://127.0.0.1:${port}`;
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : +sorted[Math.floor(sorted.length / 2)].toFixed(1);
};

// A copy of the built app, as e2e/app/server.mjs does: a rebuild meanwhile cannot pull assets from under the run.
const dataDir = mkdtempSync(join(tmpdir(), 'album-bench-stickers-'));
const appDir = join(dataDir, 'app');
cpSync(join(root, 'hosts/app/dist'), appDir, { recursive: true });
const server = spawn(process.execPath, [join(root, 'hosts/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_DIR: appDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stopServer = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
});

try {
  const loadBefore = uptime();
  const signIn = await fetch(`${base}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-album' }),
  });
  const session = (await signIn.json()).data;
  const albumId = await createBenchAlbum(base, session.token, root);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  await context.addInitScript((value) => localStorage.setItem('album.session', JSON.stringify(value)), {
    token: session.token,
    user: session.user,
  });
  await context.addInitScript(observeLongTasks);

  // Names spread over the album: the first chapter, the middle and the last.
  const queries = [7, 333, 512, 777, 998].map(stickerName);
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    await page.goto(`${base}/album/${albumId}`);
    await page.waitForSelector('[data-editor-ready]', { timeout: 120_000 });
    await page.waitForSelector('[data-album-canvas][data-state="ready"]', { timeout: 120_000 });
    // Let the start settle: the tab is opened by a user who looks at the album first.
    await page.waitForTimeout(1500);
    const stickersTab = page.getByRole('tab', { name: 'Stickers' }).first();
    let open, scroll, search, reopen;
    try {
      open = await measureOpen(page, stickersTab);
      if (profile && run === 0) {
        const scrolled = await profiled(context, page, () => measureScroll(page));
        console.info('scroll profile', JSON.stringify(scrolled.profile, null, 1));
        scroll = scrolled.result;
        const searched = await profiled(context, page, () => measureSearch(page, queries));
        console.info('search profile', JSON.stringify(searched.profile, null, 1));
        search = searched.result;
      } else {
        scroll = await measureScroll(page);
        search = await measureSearch(page, queries);
      }
      // Again with the tab's code loaded: away to the layouts tab and back.
      await page.getByRole('tab', { name: 'Layouts' }).first().click();
      await page.waitForTimeout(800);
      reopen = await measureOpen(page, stickersTab);
    } catch (error) {
      const shot = join(tmpdir(), 'stickers-tab-failure.png');
      await page.screenshot({ path: shot });
      console.error(`run ${run + 1} failed (screenshot ${shot})`);
      throw error;
    }
    samples.push({ open, reopen, scroll, search });
    console.info(
      `run ${run + 1}: open ${open.ms.toFixed(0)} ms (${open.longTasks.length} long tasks), reopen ${reopen.ms.toFixed(0)} ms, ` +
        `scroll ${scroll.frames} frames / ${scroll.longTasks.length} long tasks / ${scroll.maxTiles} tiles at most, ` +
        `search ${median(search.times)} ms`,
    );
    await page.close();
  }
  await browser.close();

  const all = (pick) => samples.flatMap(pick);
  const results = {
    date: new Date().toISOString(),
    album: { chapters: CHAPTERS, stickers: CHAPTERS * PER_CHAPTER, placed: CHAPTERS * 45 },
    runs,
    viewport: '1440x900',
    machine: { cpus: cpus().length, before: loadBefore, after: uptime() },
    openMs: {
      median: median(samples.map((s) => s.open.ms)),
      all: samples.map((s) => Math.round(s.open.ms)),
      longTasks: samples.map((s) => s.open.longTasks),
    },
    reopenMs: {
      median: median(samples.map((s) => s.reopen.ms)),
      all: samples.map((s) => Math.round(s.reopen.ms)),
      longTasks: samples.map((s) => s.reopen.longTasks),
    },
    scroll: {
      frames: median(samples.map((s) => s.scroll.frames)),
      ms: median(samples.map((s) => s.scroll.ms)),
      listHeightPx: samples[0]?.scroll.total,
      longTasks: samples.map((s) => s.scroll.longTasks),
      maxTilesInDom: Math.max(...samples.map((s) => s.scroll.maxTiles)),
      distinctTilesSeen: median(samples.map((s) => s.scroll.seen)),
    },
    searchMs: {
      median: median(all((s) => s.search.times)),
      max: +Math.max(...all((s) => s.search.times)).toFixed(1),
      // Until the filtered list is in the document (before the frame that paints it).
      updatedMedian: median(all((s) => s.search.updates)),
      clearMedian: median(all((s) => s.search.clears)),
      // Tiles showing the name when the filtered list is scrolled through: 1 for each search.
      found: all((s) => s.search.found),
      longTasks: all((s) => s.search.longTasks),
    },
    targets: { scrollLongTasks: 0, searchMs: 50 },
  };
  results.met = {
    scrollLongTasks: results.scroll.longTasks.every((list) => list.length === 0),
    searchMs: results.searchMs.median !== null && results.searchMs.median < 50,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/stickers-tab.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify(results, null, 2));
} finally {
  stopServer();
}
