import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chooseTool } from './flows';
import {
  albumOf,
  albumOfCategory,
  canvasBox,
  messages,
  openWorkspace,
  selectedIds,
  selectionBox,
  signIn,
  spreadsOf,
  waitForCanvas,
  waitForSaved,
} from './support';

/**
 * Issue #22: the editor's tools. Copy in one album's tab and paste into another album in a second tab (the system
 * clipboard), unknown clipboard content answered with a message; a rectangle drawn by dragging over an existing
 * element; the lasso started beside the page; the view settings (grid kept across a reload, "Show all pages"
 * showing every spread); a preview visit without handles.
 */
const t = messages('en');

const overlay = (page: Page, part: string) => page.locator(`[data-album-overlay] [data-part="${part}"]`);

/** Focuses the canvas and selects every element of the current spread with Ctrl+A. */
async function selectAllOnSpread(page: Page): Promise<string[]> {
  await page.locator('[data-album-canvas]').focus();
  await page.keyboard.press('Control+a');
  await expect.poll(async () => (await selectedIds(page)).length).toBeGreaterThan(0);
  return selectedIds(page);
}

test('copy and paste between albums, drawing, lasso, view settings and preview', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await signIn(page);
  const source = await albumOfCategory(page.request, session, 'birthday');
  const target = await albumOfCategory(page.request, session, 'school');
  const other = await context.newPage();

  await test.step('Ctrl+C in one album’s tab, Ctrl+V in another album’s tab pastes the elements', async () => {
    await openWorkspace(page, source.id);
    const copied = await selectAllOnSpread(page);
    await page.keyboard.press('Control+c');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(text)).toMatchObject({ format: 'sst-editor-public/1.0' });

    await openWorkspace(other, target.id);
    const before = spreadsOf(await albumOf(page.request, session, target.id))[0]!.children?.length ?? 0;
    await other.locator('[data-album-canvas]').focus();
    await other.keyboard.press('Control+v');
    await expect.poll(async () => (await selectedIds(other)).length).toBe(copied.length);
    await waitForSaved(other);
    const after = spreadsOf(await albumOf(page.request, session, target.id))[0]!.children?.length ?? 0;
    expect(after).toBe(before + copied.length);
  });

  await test.step('unknown clipboard content is answered with a message', async () => {
    await other.evaluate(() => navigator.clipboard.writeText('just some words'));
    await other.locator('[data-album-canvas]').focus();
    await other.keyboard.press('Control+v');
    await expect(other.getByText(t['canvas.paste.unknown']!)).toBeVisible();
  });
  await other.close();

  await test.step('the rectangle tool draws from corner to corner, over an existing element too', async () => {
    await openWorkspace(page, target.id);
    const [first] = await selectAllOnSpread(page);
    const under = await selectionBox(page, first!);
    await page.keyboard.press('Escape');
    await chooseTool(page, 'rectangle');
    const from = { x: under.x + under.width / 2, y: under.y + under.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + 40, { steps: 6 });
    await page.mouse.move(from.x + 120, from.y + 80, { steps: 6 });
    await page.mouse.up();
    const [drawn] = await selectedIds(page);
    expect(drawn).not.toBe(first);
    const box = await selectionBox(page, drawn!);
    expect(box.width).toBeGreaterThan(110);
    expect(box.width).toBeLessThan(130);
    expect(box.height).toBeGreaterThan(70);
    expect(box.height).toBeLessThan(90);
  });

  await test.step('the lasso starts beside the page and selects what it touches', async () => {
    const drawn = await selectedIds(page);
    const box = await selectionBox(page, drawn[0]!);
    const canvas = await canvasBox(page);
    await page.locator('[data-album-canvas]').focus();
    await page.keyboard.press('Escape');
    // From the canvas's left margin (beside the spread) to the middle of the drawn rectangle.
    await page.mouse.move(canvas.x + 8, box.y - 10);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 });
    await expect(overlay(page, 'lasso')).toHaveCount(1);
    await page.mouse.up();
    expect(await selectedIds(page)).toContain(drawn[0]);
  });

  await test.step('view settings: the grid stays on after a reload; Show all pages shows every spread', async () => {
    await page.getByTestId('view-settings').click();
    await page.getByTestId('view-grid').click();
    await expect(overlay(page, 'grid').first()).toBeAttached();
    await page.getByTestId('view-fit-all').click();
    const spreads = spreadsOf(await albumOf(page.request, session, target.id)).length;
    await expect(page.locator('[data-album-overlay] [data-preview-spread]')).toHaveCount(spreads);
    await page.keyboard.press('Escape');
    await page.reload();
    await waitForCanvas(page);
    await expect(overlay(page, 'grid').first()).toBeAttached();
  });

  await test.step('a preview visit shows no handles', async () => {
    const album = await albumOf(page.request, session, target.id);
    const visitor = await context.browser()!.newPage();
    await visitor.goto(album.albumPreviewPath!);
    await waitForCanvas(visitor);
    await visitor.locator('[data-album-canvas]').focus();
    await visitor.keyboard.press('Control+a');
    await expect.poll(async () => (await selectedIds(visitor)).length).toBeGreaterThan(0);
    await expect(visitor.locator('[data-album-overlay] [data-handle]')).toHaveCount(0);
    await visitor.close();
  });
});
