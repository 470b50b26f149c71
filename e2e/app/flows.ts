/**
 * The editing flows the workspace tests share between the desktop (en-GB, 1440 px) and the phone (de-DE, 390 px):
 * each drives the app the way a user does (controls found by test id or by their translated name) and answers
 * what the REST checks need (element and image ids).
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { albumOf, albumOfCategory, canvasBox, selectedIds, selectionBox, signIn } from './support';
import type { AlbumListEntry, Session, WireAlbum } from './support';

export type Messages = Record<string, string>;

export interface Point {
  x: number;
  y: number;
}

/** The demo user's album of `category`, as the REST API answers it before the test and on every later `read`. */
export async function albumUnderTest(
  page: Page,
  category: string,
): Promise<{ session: Session; entry: AlbumListEntry; before: WireAlbum; read: () => Promise<WireAlbum> }> {
  const session = await signIn(page);
  const entry = await albumOfCategory(page.request, session, category);
  const read = () => albumOf(page.request, session, entry.id);
  return { session, entry, before: await read(), read };
}

/** Presses a control: a tap on touch devices, a click otherwise. */
export async function press(page: Page, target: Locator): Promise<void> {
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (!touch) return target.click();
  await target.tap();
}

/** On phones the workspace first offers to continue on a laptop: continue here. */
export async function continueOnPhone(page: Page): Promise<void> {
  const handoff = page.getByTestId('mobile-handoff');
  await expect(handoff).toBeVisible();
  await press(page, page.getByTestId('mobile-handoff-continue'));
  await expect(handoff).toHaveCount(0);
}

/** Edits the title in place in the top bar and saves it with Enter. */
export async function editTitle(page: Page, title: string): Promise<void> {
  await press(page, page.getByTestId('album-title'));
  const input = page.getByTestId('album-title-input');
  await expect(input).toBeFocused();
  await input.fill(title);
  await input.press('Enter');
  await expect(input).toHaveCount(0);
  await expect(page.getByTestId('album-title')).toContainText(title);
}

/** A point of the canvas, as a fraction of its box. */
export async function canvasPoint(page: Page, fx: number, fy: number): Promise<Point> {
  const box = await canvasBox(page);
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

/** Chooses an insert tool: the side tool strip on desktop, the tool menu of the compact bar on phones. */
export async function chooseTool(page: Page, tool: string): Promise<void> {
  const direct = page.getByTestId(`tool-${tool}`);
  if (!(await direct.isVisible())) await press(page, page.getByTestId('tool-menu'));
  await press(page, page.getByTestId(`tool-${tool}`));
}

/**
 * Adds a text with the text tool at `at` and types `text` into it; Escape ends the editing with the text selected.
 * Answers the new element's id (from the selection overlay).
 */
export async function addText(page: Page, t: Messages, at: Point, text: string): Promise<string> {
  await chooseTool(page, 'text');
  await page.mouse.click(at.x, at.y);
  const box = page.getByRole('textbox', { name: t['toolbar.editText'] });
  await expect(box).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect.poll(() => selectedIds(page)).toHaveLength(1);
  const [id] = await selectedIds(page);
  await expect(page.getByTestId('floating-toolbar')).toBeVisible();
  return id!;
}

/** Font size from the toolbar's size list, and text colour through the colour popover's hex field. */
export async function styleText(page: Page, t: Messages, size: number, hex: string): Promise<void> {
  const toolbar = page.getByTestId('floating-toolbar');
  await press(page, toolbar.getByTestId('font-size'));
  await press(page, page.getByRole('option', { name: String(size), exact: true }));
  await expect(toolbar.getByTestId('font-size')).toHaveText(String(size));
  await press(page, toolbar.getByTestId('text-color'));
  const field = page.getByRole('textbox', { name: t['toolbar.color.hex'] });
  await field.fill(hex);
  await field.press('Enter');
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
}

/**
 * Uploads `file` through the images tab's upload button and the browser's file chooser; answers the album image
 * id of the new tile.
 */
export async function uploadImage(page: Page, file: string): Promise<string> {
  const tiles = page.getByTestId('image-tile');
  const before = await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-image-id')));
  const chooser = page.waitForEvent('filechooser');
  await press(page, page.getByTestId('images-upload-button'));
  await (await chooser).setFiles(file);
  await expect(tiles).toHaveCount(before.length + 1, { timeout: 60_000 });
  await expect(page.getByTestId('upload-progress')).toHaveCount(0, { timeout: 60_000 });
  const after = await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-image-id')));
  const added = after.find((id) => !before.includes(id));
  expect(added).toBeTruthy();
  return added!;
}

/** Puts a library image on the page in view by pressing its tile; answers the new (selected) element's id. */
export async function placeImage(page: Page, imageId: string): Promise<string> {
  const tile = page.locator(`[data-testid="image-tile"][data-image-id="${imageId}"] .image-tile__handle`);
  const previous = await selectedIds(page);
  await press(page, tile);
  await expect.poll(async () => (await selectedIds(page)).join()).not.toBe(previous.join());
  const ids = await selectedIds(page);
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

/** Crops the selected image: the toolbar's crop mode, the zoom slider moved by keyboard, then done. */
export async function cropSelectedImage(page: Page, steps = 12): Promise<void> {
  const toolbar = page.getByTestId('floating-toolbar');
  await press(page, toolbar.getByTestId('image-crop'));
  const slider = toolbar.getByTestId('crop-scale').getByRole('slider');
  await expect(slider).toBeVisible();
  await slider.focus();
  for (let i = 0; i < steps; i++) await slider.press('ArrowRight');
  await press(page, toolbar.getByTestId('crop-done'));
  await expect(toolbar.getByTestId('crop-scale')).toHaveCount(0);
}

/** Ends the selection (Escape on the canvas): the floating toolbar goes away. */
export async function clearSelection(page: Page): Promise<void> {
  await page.locator('[data-album-canvas]').focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('floating-toolbar')).toHaveCount(0);
}

/**
 * Selects the element at `at` (id `id`), then adds the one at `otherAt` with shift held. The selection is cleared
 * first, so the floating toolbar of an earlier selection covers neither point.
 */
export async function selectBoth(page: Page, id: string, at: Point, otherAt: Point): Promise<void> {
  await clearSelection(page);
  await page.mouse.click(at.x, at.y);
  await expect.poll(() => selectedIds(page)).toEqual([id]);
  await page.keyboard.down('Shift');
  await page.mouse.click(otherAt.x, otherAt.y);
  await page.keyboard.up('Shift');
  await expect.poll(async () => (await selectedIds(page)).length).toBe(2);
}

/** The centre of a selected element on screen. */
export async function centreOf(page: Page, id: string): Promise<Point> {
  const box = await selectionBox(page, id);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
