/**
 * The print renderer `/render` as a browser opens it: Chromium sends `Accept-Encoding: gzip, deflate, br, zstd`,
 * the combination the server once answered with 404. An admin's render token (the one the jobs panel copies)
 * opens the album without a session; the screen signals `data-render-state="done"` once every page is drawn.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, DEMO, albumsOf, apiSignIn } from './support';

/** An album of the demo user and a render token for it, asked for by the admin. */
async function albumWithToken(request: APIRequestContext): Promise<{ albumId: string; token: string }> {
  const owner = await apiSignIn(request, DEMO);
  const [album] = await albumsOf(request, owner);
  expect(album).toBeDefined();
  const admin = await apiSignIn(request, ADMIN);
  const response = await request.post(`/api/v1/albums/${album!.id}/render_token`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { render_token: string } };
  return { albumId: album!.id, token: data.render_token };
}

test('opens /render?album_id=… in chromium and draws the pages', async ({ page }) => {
  test.setTimeout(180_000);
  const { albumId, token } = await albumWithToken(page.request);
  const query = new URLSearchParams({
    album_id: albumId,
    token,
    mode: 'album_softcover_inside',
    range: '3-4',
    dpi: '72',
    includeBleed: '1',
    showStickers: '1',
  });
  const response = await page.goto(`/render?${query}`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/render/');
  // The browser's own header, not one the test set: the real combination of the issue.
  const accepted = (await response!.request().allHeaders())['accept-encoding'] ?? '';
  expect(accepted).toContain('br');
  expect(accepted).toContain('gzip');

  await expect(page.locator('body')).toHaveAttribute('data-render-state', 'done', { timeout: 120_000 });
  const sections = page.locator('section[data-page]');
  await expect(sections).toHaveCount(2);
  await expect(page.locator('body')).toHaveAttribute('data-page-count', '2');
  expect(await page.evaluate(() => (window as { __renderDone?: boolean }).__renderDone)).toBe(true);

  for (const section of await sections.all()) {
    const canvas = section.locator('canvas');
    await expect(canvas).toBeVisible();
    await expect(canvas).toHaveAttribute('aria-label', /.+/);
    const box = await canvas.boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(box!.height).toBeGreaterThan(100);
    // Drawn, not blank: a page of the demo album has pictures and text, so its pixels vary.
    const stats = await sharp(await canvas.screenshot()).stats();
    const spread = Math.max(...stats.channels.map((channel) => channel.stdev));
    expect(spread).toBeGreaterThan(5);
  }
});

test('/render with a wrong token says so instead of drawing', async ({ page }) => {
  const { albumId } = await albumWithToken(page.request);
  const response = await page.goto(`/render?album_id=${albumId}&token=not-a-token`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('body')).toHaveAttribute('data-render-state', 'error', { timeout: 60_000 });
  await expect(page.locator('section[data-page]')).toHaveCount(0);
});
