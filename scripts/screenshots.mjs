// Screenshots of the editor workspace for the README, taken from a running server (it starts nothing itself):
//
//   BASE=http://127.0.0.1:3900 node scripts/screenshots.mjs
//
// Signs in as the demo user, opens the demo album of ALBUM_CATEGORY (default wedding; else the newest album) and
// writes docs/screenshots/workspace-desktop.png (1440 x 900, English, layouts tab, an element selected),
// workspace-phone.png (390 x 844, German, styles tab open) and workspace-phone-canvas.png (390 x 844, German, the
// canvas with an element selected). Nothing is changed in the album. CHROMIUM_PATH picks the browser
// (default /usr/bin/chromium).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from 'playwright-core';

const base = (process.env.BASE ?? 'http://127.0.0.1:3900').replace(/\/$/, '');
const category = process.env.ALBUM_CATEGORY ?? 'wedding';
const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const account = { email: 'demo@example.com', password: 'demo-album' };

async function api(path, init = {}) {
  const response = await fetch(`${base}/api/v1${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()).data;
}

const session = await api('/auth/sign_in', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(account),
});
const { albums } = await api('/albums', { headers: { authorization: `Bearer ${session.token}` } });
const album = albums.find((entry) => entry.category === category) ?? albums[0];
if (!album) throw new Error('the demo user has no album');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--disable-background-networking',
  ],
});

/** A signed-in page of a new browser context. */
async function signedInPage(options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[page] ${error.message}`));
  await page.goto(`${base}/sign-in`);
  await page.evaluate((value) => localStorage.setItem('album.session', JSON.stringify(value)), {
    token: session.token,
    user: session.user,
  });
  return page;
}

/** Opens the workspace and waits until the canvas has drawn, the editor is writable and panels have loaded. */
async function openWorkspace(page, tab) {
  await page.goto(`${base}/album/${album.id}${tab ? `/${tab}` : ''}`);
  await page.waitForSelector('[data-album-canvas][data-state="ready"]', { timeout: 60_000 });
  await page.waitForSelector('.workspace[data-editor-ready]', { timeout: 60_000 });
}

/** Waits until no spinner or skeleton is left and pictures and fonts have arrived. */
async function settle(page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.tab-panel__loading, .ui-skeleton, [class*="--loading"]') &&
        [...document.images].every((image) => image.complete),
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => console.warn('[screenshots] some pictures were still loading'));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1500);
}

/** Clicks the canvas at a fraction of its box (selects what is there; changes nothing). */
async function clickCanvas(page, fx, fy) {
  const box = await page.locator('[data-album-canvas]').boundingBox();
  if (box) await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

mkdirSync(outDir, { recursive: true });
const shots = [];

{
  const page = await signedInPage({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  await openWorkspace(page, 'layouts');
  await clickCanvas(page, 0.5, 0.45);
  await settle(page);
  await page.mouse.move(2, 450);
  const file = `${outDir}workspace-desktop.png`;
  await page.screenshot({ path: file });
  shots.push(file);
  await page.context().close();
}

for (const [name, tab] of [
  ['workspace-phone.png', 'styles'],
  ['workspace-phone-canvas.png', null],
]) {
  const page = await signedInPage({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'de-DE',
  });
  await openWorkspace(page, tab);
  // Phones are first offered to continue on a laptop: continue here.
  const handoff = page.getByTestId('mobile-handoff-continue');
  if (await handoff.isVisible().catch(() => false)) await handoff.tap();
  if (!tab) await clickCanvas(page, 0.5, 0.45);
  await settle(page);
  const file = `${outDir}${name}`;
  await page.screenshot({ path: file });
  shots.push(file);
  await page.context().close();
}

await browser.close();
console.info(
  `album "${album.title}" (${album.id}) from ${base}:\n${shots.map((file) => `  ${file}`).join('\n')}`,
);
