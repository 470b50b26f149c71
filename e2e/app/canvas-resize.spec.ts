import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { albumUnderTest, continueOnPhone } from './flows';
import { messages, openWorkspace } from './support';

/**
 * The canvas never goes blank: after the window is resized, the sidebar minimised, the WebGL context lost (twice:
 * the second loss falls back to the software surface), the pixel ratio changed, and on a 390 px phone at pixel
 * ratio 1 and 2 (after the hand-off sheet), the canvas element still covers its container (plus the renderer's
 * overscan, at the device's pixel density) and the screen shows the album's page, checked by its pixels.
 */
const en = messages('en');

/** Must match OVERSCAN of the renderer (packages/editor-react/src/canvas/canvas-renderer.ts). */
const OVERSCAN = 256;

/** Sizes of the canvas container and the canvas element (CSS px and backing pixels). */
async function sizes(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector<HTMLElement>('[data-album-canvas]')!;
    const canvas = container.querySelector('canvas')!;
    const box = container.getBoundingClientRect();
    return {
      container: { width: box.width, height: box.height },
      css: { width: parseFloat(canvas.style.width), height: parseFloat(canvas.style.height) },
      backing: { width: canvas.width, height: canvas.height },
      dpr: window.devicePixelRatio,
    };
  });
}

/** The canvas element matches its container: overscan on every side, backing store at the pixel ratio. */
async function expectCanvasMatchesContainer(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const s = await sizes(page);
      const w = s.container.width + 2 * OVERSCAN;
      const h = s.container.height + 2 * OVERSCAN;
      return (
        Math.abs(s.css.width - w) < 1 &&
        Math.abs(s.css.height - h) < 1 &&
        Math.abs(s.backing.width - Math.round(w * s.dpr)) <= 1 &&
        Math.abs(s.backing.height - Math.round(h * s.dpr)) <= 1
      );
    })
    .toBe(true);
}

/**
 * Share of the canvas's box (as screenshot, with the controls over it hidden) that is drawn: neither the workspace
 * colour (#eceff1, the app's theme) nor blank. Screenshots show what the user sees, which a WebGL read-back cannot.
 */
async function drawnShare(page: Page): Promise<number> {
  const container = page.locator('[data-album-canvas]').first();
  const box = (await container.boundingBox())!;
  const hide = await page.addStyleTag({
    content: '[data-album-canvas] > :not(canvas), .canvas-controls { visibility: hidden !important; }',
  });
  const shot = await page.screenshot({ clip: box });
  await hide.evaluate((style) => (style as HTMLStyleElement).remove());
  return page.evaluate(async (base64) => {
    // Decoded here (the app's CSP refuses data: fetches).
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      const workspace = Math.abs(r - 236) < 4 && Math.abs(g - 239) < 4 && Math.abs(b - 241) < 4;
      if (!workspace && r + g + b > 60) drawn++;
    }
    return drawn / (data.length / 4);
  }, shot.toString('base64'));
}

/** A returning user who already answered the cookie banner: nothing but the workspace over the canvas. */
async function consentGiven(page: Page): Promise<void> {
  await page.evaluate(() =>
    localStorage.setItem(
      'album.analytics-consent',
      JSON.stringify({ consent: 'denied', at: Date.now(), revision: 1 }),
    ),
  );
}

/**
 * Loses the WebGL context of the canvas element (as a GPU reset or a driver update does) and waits for the canvas
 * to take a new element. The old element is marked first, so the wait knows it was replaced.
 */
async function loseWebGLContext(page: Page): Promise<void> {
  await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-album-canvas] canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    const extension = gl?.getExtension('WEBGL_lose_context');
    if (!extension) throw new Error('the canvas draws without WebGL: no context to lose');
    canvas.dataset.lost = '';
    extension.loseContext();
  });
  await expect(page.locator('[data-album-canvas] canvas:not([data-lost])')).toHaveCount(1);
}

/** Whether the canvas element draws through WebGL (false: the software surface's 2D context). */
async function drawsWithWebGL(page: Page): Promise<boolean> {
  // Asked only once the page is drawn: the renderer has its context, so getContext makes none.
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-album-canvas] canvas')!;
    return canvas.getContext('webgl2') !== null || canvas.getContext('webgl') !== null;
  });
}

/** The canvas matches its container and draws at least `share` of its box (a page, not an empty view). */
async function expectPageDrawn(page: Page, what: string, share = 0.2): Promise<void> {
  await expectCanvasMatchesContainer(page);
  await expect.poll(() => drawnShare(page), { message: `page drawn ${what}` }).toBeGreaterThan(share);
}

test('the canvas keeps drawing the page through resizes, a minimised sidebar, context loss, pixel ratios and phones', async ({
  page,
  browser,
}) => {
  const { entry } = await albumUnderTest(page, 'birthday');
  await consentGiven(page);
  await openWorkspace(page, entry.id);
  await expectPageDrawn(page, 'at 1440 px');

  // 900 px is a phone layout: the hand-off sheet first.
  await page.setViewportSize({ width: 900, height: 700 });
  await continueOnPhone(page);
  await expectPageDrawn(page, 'after resizing the window to 900 px');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectPageDrawn(page, 'after resizing back to 1440 px');

  await page.getByRole('button', { name: en['tabs.minimize'] }).click();
  await expect(page.getByRole('button', { name: en['tabs.expand'] })).toBeVisible();
  await expectPageDrawn(page, 'with the sidebar minimised');

  // A lost WebGL context: a new canvas element draws again; after a second loss it stays on the software surface.
  expect(await drawsWithWebGL(page)).toBe(true);
  await loseWebGLContext(page);
  await expectPageDrawn(page, 'after the WebGL context was lost');
  await loseWebGLContext(page);
  await expectPageDrawn(page, 'on the software surface after a second loss');
  expect(await drawsWithWebGL(page)).toBe(false);

  // The pixel ratio changes (the window moved to another screen, or the browser zoomed): the backing store follows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 1440,
    height: 900,
    deviceScaleFactor: 2,
    mobile: false,
  });
  await expect.poll(async () => (await sizes(page)).dpr).toBe(2);
  await expectPageDrawn(page, 'after the pixel ratio changed to 2');
  await cdp.detach();

  // A phone at pixel ratio 1 and 2: after the hand-off sheet, the view opens on the first page.
  for (const deviceScaleFactor of [1, 2]) {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      locale: 'en-GB',
    });
    const mobile = await phone.newPage();
    await albumUnderTest(mobile, 'birthday');
    await consentGiven(mobile);
    await mobile.goto(`/album/${entry.id}`);
    await continueOnPhone(mobile);
    await expect(mobile.locator('.workspace[data-editor-ready]')).toBeVisible({ timeout: 60_000 });
    expect((await sizes(mobile)).dpr).toBe(deviceScaleFactor);
    // The first page fills the width of a phone (a third of its tall canvas): the view opens on it.
    await expectPageDrawn(mobile, `on a 390 px phone at pixel ratio ${deviceScaleFactor}`, 0.3);
    await phone.close();
  }
});
