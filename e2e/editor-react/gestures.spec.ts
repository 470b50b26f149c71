import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Box } from './album-window';

/**
 * Real pointer and keyboard gestures on the canvas of the demo album story (the fixture album), asserting the
 * document the editor holds afterwards. The story exposes the editor on `window.__album`.
 */

const BLUE1 = 'ManualPage-blue-1';
const BLUE2 = 'ManualPage-blue-2';
const COVER = 'ManualPage-cover';

async function openDemo(page: Page): Promise<void> {
  await page.goto('/iframe.html?id=canvas-albumcanvas--demo-album&viewMode=story');
  await page.waitForFunction(() => window.__album?.stats?.complete === true, null, { timeout: 60_000 });
}

async function showSpread(page: Page, spreadId: string, zoom?: number): Promise<void> {
  await page.evaluate(
    ({ id, z }) => {
      const v = window.__album!.viewport.getState();
      if (z) v.setZoom(z);
      v.scrollToSpread(id);
    },
    { id: spreadId, z: zoom },
  );
}

const rectOf = (page: Page, id: string) =>
  page.evaluate((i) => window.__album!.rectOf(i), id) as Promise<Box>;
const spreadRect = (page: Page, id: string) =>
  page.evaluate((i) => window.__album!.spreadRectOf(i), id) as Promise<Box>;
const props = (page: Page, id: string) =>
  page.evaluate((i) => window.__album!.editor.getNode(i)?.props as Record<string, unknown>, id);
const parentOf = (page: Page, id: string) =>
  page.evaluate((i) => window.__album!.editor.getNode(i)?.parentId, id);
const selection = (page: Page) => page.evaluate(() => window.__album!.editor.getSelection());
const zoomOf = (page: Page) => page.evaluate(() => window.__album!.viewport.getState().zoom);

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 12) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

test.describe('canvas gestures', () => {
  test.beforeEach(async ({ page }) => {
    await openDemo(page);
  });

  test('click selects, shift-click adds, a click on the page background selects the spread', async ({
    page,
  }) => {
    await showSpread(page, BLUE1, 1.5);
    await page.mouse.click(
      ...(Object.values(centre(await rectOf(page, 'blue1-translucent'))) as [number, number]),
    );
    expect((await selection(page)).ids).toEqual(['blue1-translucent']);
    const ring = await rectOf(page, 'blue1-ring');
    // the ring is drawn by its stroke: click on it
    await page.keyboard.down('Shift');
    await page.mouse.click(ring.x + 2, ring.y + ring.height / 2);
    await page.keyboard.up('Shift');
    expect((await selection(page)).ids).toEqual(['blue1-translucent', 'blue1-ring']);
    const spread = await spreadRect(page, BLUE1);
    await page.mouse.click(spread.x + spread.width * 0.9, spread.y + spread.height * 0.95);
    expect(await selection(page)).toMatchObject({ mode: 'spread', spreadId: BLUE1, ids: [] });
  });

  test('a lasso on the page background selects what it touches', async ({ page }) => {
    await showSpread(page, BLUE1, 1.5);
    const spread = await spreadRect(page, BLUE1);
    const zoom = await zoomOf(page);
    const at = (x: number, y: number) => ({ x: spread.x + x * zoom, y: spread.y + y * zoom });
    await drag(page, at(50, 218), at(175, 270));
    const ids = (await selection(page)).ids;
    expect(ids).toContain('blue1-ring');
    expect(ids).toContain('blue1-translucent');
  });

  test('dragging to another spread re-parents the element; undo and redo', async ({ page }) => {
    await showSpread(page, BLUE1, 0.6);
    const start = centre(await rectOf(page, 'blue1-translucent'));
    const target = await spreadRect(page, BLUE2);
    await drag(page, start, { x: start.x, y: target.y + target.height / 2 }, 20);
    expect(await parentOf(page, 'blue1-translucent')).toBe(BLUE2);
    expect((await selection(page)).ids).toEqual(['blue1-translucent']);
    await page.keyboard.press('Control+z');
    expect(await parentOf(page, 'blue1-translucent')).toBe(BLUE1);
    expect(await props(page, 'blue1-translucent')).toMatchObject({ x: 110, y: 225 });
    await page.keyboard.press('Control+Shift+z');
    expect(await parentOf(page, 'blue1-translucent')).toBe(BLUE2);
  });

  test('resizing from a handle snaps the edge to the fold', async ({ page }) => {
    await showSpread(page, BLUE1, 1.5);
    await page.mouse.click(
      ...(Object.values(centre(await rectOf(page, 'blue1-translucent'))) as [number, number]),
    );
    const handle = (await page.locator('[data-handle="resize"][data-handle-dir="e"]').boundingBox())!;
    const spread = await spreadRect(page, BLUE1);
    const zoom = await zoomOf(page);
    // the fold of the double page lies at x = 230 mm: release 3 screen px short of it
    const foldX = spread.x + 230 * zoom;
    await drag(page, centre(handle), { x: foldX - 3, y: handle.y + handle.height / 2 });
    const p = await props(page, 'blue1-translucent');
    expect((p.x as number) + (p.width as number)).toBeCloseTo(230, 6);
    expect(p.height).toBe(40);
  });

  test('rotating with shift snaps to 45 degrees', async ({ page }) => {
    await showSpread(page, BLUE1, 1.5);
    const box = await rectOf(page, 'blue1-translucent');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const handle = centre((await page.locator('[data-handle="rotate"]').boundingBox())!);
    const c = centre(box);
    const r = Math.hypot(handle.x - c.x, handle.y - c.y);
    const angle = (38 * Math.PI) / 180;
    await page.keyboard.down('Shift');
    await drag(page, handle, { x: c.x + r * Math.sin(angle), y: c.y - r * Math.cos(angle) });
    await page.keyboard.up('Shift');
    expect((await props(page, 'blue1-translucent')).rotation).toBe(45);
  });

  test('crop: a drag inside the image moves its picture at speed 0.33', async ({ page }) => {
    await showSpread(page, COVER, 1.5);
    const box = await rectOf(page, 'cover-photo');
    const inside = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.3 };
    await page.mouse.dblclick(inside.x, inside.y);
    expect(await selection(page)).toMatchObject({ mode: 'select-inside', focusId: 'cover-photo' });
    const before = await props(page, 'cover-photo');
    const zoom = await zoomOf(page);
    await drag(page, inside, { x: inside.x + 120, y: inside.y });
    const after = await props(page, 'cover-photo');
    // frame 230 x 175 mm over a 160 x 120 px image: cover = max(230/160, 175/120), scale = cover x cscale
    const cover = Math.max(230 / 160, 175 / 120) * (before.cscale as number);
    const expected = (before.cx as number) - ((120 / zoom) * 0.33) / cover / 160;
    expect(after.cx as number).toBeCloseTo(expected, 3);
    expect(after.cy).toBeCloseTo(before.cy as number, 6);
  });

  test('text editing in place writes the rich text back, keeping styles', async ({ page }) => {
    await showSpread(page, COVER, 1.5);
    const box = await rectOf(page, 'cover-subtitle');
    const before = (await props(page, 'cover-subtitle')).text as {
      blocks: Array<{ text: string; inlineStyleRanges: unknown[] }>;
    };
    await page.mouse.dblclick(box.x + box.width / 2, box.y + 6);
    const editor = page.getByRole('textbox', { name: 'Text' });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await page.keyboard.press('End');
    await page.keyboard.type(' 2026');
    await page.keyboard.press('Escape');
    const after = (await props(page, 'cover-subtitle')).text as typeof before;
    expect(after.blocks[0]!.text).toBe(`${before.blocks[0]!.text} 2026`);
    expect(after.blocks[0]!.inlineStyleRanges.length).toBeGreaterThanOrEqual(
      before.blocks[0]!.inlineStyleRanges.length,
    );
    expect((await selection(page)).mode).toBe('element');
    // the edit is one undo step
    await page.keyboard.press('Control+z');
    expect(((await props(page, 'cover-subtitle')).text as typeof before).blocks[0]!.text).toBe(
      before.blocks[0]!.text,
    );
  });

  test('keyboard: delete, undo, nudge', async ({ page }) => {
    await showSpread(page, BLUE1, 1.5);
    await page.mouse.click(
      ...(Object.values(centre(await rectOf(page, 'blue1-translucent'))) as [number, number]),
    );
    await page.keyboard.press('Shift+ArrowRight');
    expect((await props(page, 'blue1-translucent')).x).toBe(120);
    await page.keyboard.press('Delete');
    expect(await parentOf(page, 'blue1-translucent')).toBeUndefined();
    await page.keyboard.press('Control+z');
    expect(await parentOf(page, 'blue1-translucent')).toBe(BLUE1);
  });

  test('ctrl + wheel zooms around the pointer', async ({ page }) => {
    await showSpread(page, BLUE1, 1);
    const canvas = (await page.locator('[data-album-canvas]').boundingBox())!;
    await page.mouse.move(canvas.x + 300, canvas.y + 300);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -40);
    await page.keyboard.up('Control');
    await expect.poll(() => zoomOf(page)).toBeCloseTo(1.3, 6);
  });
});

test.describe('drag and drop', () => {
  test('a sticker dragged from the library lands in the empty cell under the drop point', async ({
    page,
  }) => {
    await page.goto('/iframe.html?id=canvas-interaction-modes--drag-and-drop&viewMode=story');
    await page.waitForFunction(() => window.__album?.stats?.complete === true, null, { timeout: 60_000 });
    await showSpread(page, BLUE1, 1);
    const cell = centre(await rectOf(page, 'cell-empty'));
    const item = centre((await page.getByText('Sticker: Emil').boundingBox())!);
    // dnd-kit starts a drag after 5 px of movement
    await drag(page, item, cell, 25);
    expect(await props(page, 'cell-empty')).toMatchObject({ stickerId: 'st-emil' });
    await page.keyboard.press('Control+z');
    expect(await props(page, 'cell-empty')).toMatchObject({ stickerId: null });
  });
});

test.describe('floating toolbar', () => {
  test('sits 80 px above the selection and flips below it when there is no room', async ({ page }) => {
    await page.goto('/iframe.html?id=hooks--use-floating-toolbar&viewMode=story');
    await page.waitForFunction(() => window.__album?.stats?.complete === true, null, { timeout: 60_000 });
    await showSpread(page, BLUE1, 1.5);
    const box = await rectOf(page, 'blue1-translucent');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const toolbar = page.getByTestId('floating-toolbar');
    await expect(toolbar).toHaveAttribute('data-side', 'top');
    const placed = (await toolbar.boundingBox())!;
    const selected = (await rectOf(page, 'blue1-translucent'))!;
    expect(selected.y - (placed.y + placed.height)).toBeCloseTo(80, 0);
    // scroll the selection to the top of the workspace: no room above, the toolbar opens below
    const canvas = (await page.locator('[data-album-canvas]').boundingBox())!;
    await page.evaluate((dy) => window.__album!.viewport.getState().pan(0, dy), canvas.y + 20 - selected.y);
    await expect(toolbar).toHaveAttribute('data-side', 'bottom');
    const below = (await toolbar.boundingBox())!;
    const moved = (await rectOf(page, 'blue1-translucent'))!;
    expect(below.y - (moved.y + moved.height)).toBeCloseTo(80, 0);
  });
});
