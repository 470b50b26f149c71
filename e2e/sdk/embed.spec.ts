import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The partner app built from the packed tarballs (see run.mjs): the canvas draws the sample album; a click selects
 * an element, a drag moves it and Undo puts it back. Everything is read from the page as a partner's user sees it
 * (the selection outline of the editor's overlay), not from internals.
 */

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not visible');
  return b;
}

async function openApp(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 60_000 });
  return errors;
}

test('the embedded editor selects, moves and undoes on the sample album', async ({ page }) => {
  const errors = await openApp(page);
  const canvas = page.locator('[data-album-canvas]');
  await expect(canvas).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // The canvas's accessible list box names each element of the open spread (the cover); focusing the circle's
  // option shows its focus ring on the canvas, which says where it is on screen. A pointer click on its lower part
  // (below the text drawn over it) selects it.
  await page.getByRole('option', { name: /^Circle/ }).focus();
  const ring = page.locator('[data-part="focus-ring"][data-node-id]').first();
  await expect(ring).toBeAttached();
  const target = await box(ring);
  const circleId = await ring.getAttribute('data-node-id');
  const from = { x: target.x + target.width / 2, y: target.y + target.height * 0.85 };
  await page.mouse.click(from.x, from.y);
  const selected = page.locator('[data-part="selection"][data-node-id]');
  await expect(selected).toHaveCount(1);
  await expect(selected).toHaveAttribute('data-node-id', circleId!);
  const before = await box(selected);

  // Drag it from the same point 60 px right and 40 px down.
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 40, { steps: 12 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await box(selected)).x - before.x)).toBeGreaterThan(50);
  const moved = await box(selected);
  expect(moved.x - before.x).toBeCloseTo(60, -1);
  expect(moved.y - before.y).toBeCloseTo(40, -1);

  // Undo with the partner's own button (useHistory): it turns on once the drag's step is recorded.
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect.poll(async () => Math.round((await box(selected)).x - before.x)).toBe(0);
  expect(Math.round((await box(selected)).y - before.y)).toBe(0);
  expect(errors).toEqual([]);
});

test('the album is stored as automerge documents and read back, with the wasm loaded from its asset URL', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  const wasm: string[] = [];
  page.on('response', (response) => {
    if (/\.wasm$|base64/.test(response.url()))
      wasm.push(
        `${new URL(response.url()).pathname.replace(/-[\w-]+\./, '.')} ${response.headers()['content-type']}`,
      );
  });
  await page.goto('/sync.html');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 60_000 });
  const [, stored, total] =
    /^(\d+) of (\d+) elements/.exec((await page.locator('output').textContent()) ?? '') ?? [];
  expect(Number(total)).toBeGreaterThan(10);
  expect(stored).toBe(total);
  // The wasm file itself, streamed (not the base64 copy of the engine, which is only the fallback without a URL).
  expect(wasm).toEqual(['/assets/automerge.wasm application/wasm']);
  expect(errors).toEqual([]);
});
