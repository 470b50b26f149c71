import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { albumUnderTest } from './flows';
import {
  messages,
  nodesOf,
  openWorkspace,
  spreadsOf,
  waitForCanvas,
  waitForSaved,
  writePng,
} from './support';
import type { FlatNode, WireAlbum } from './support';

/**
 * Spreads on the desktop (1440 x 900, en-GB), demo community album: a spread made with the spread creation modal
 * (a layout, one sticker image, one background image), moved up, duplicated, the copy deleted and the deletion
 * undone; each step checked in the album the REST API answers, then a reload that finds it all again.
 */
const t = messages('en');

const ids = (album: WireAlbum) => spreadsOf(album).map((s) => s.props.id);

function subtree(album: WireAlbum, rootId: string): FlatNode[] {
  const nodes = nodesOf(album);
  const inside = new Set([rootId]);
  return nodes.filter((node) => {
    if (node.parentId === null || !inside.has(node.parentId)) return false;
    inside.add(node.props.id);
    return true;
  });
}

async function spreadCommand(page: Page, label: string): Promise<void> {
  await page.getByTestId('spread-menu').click();
  await page.getByRole('menuitem', { name: label }).click();
}

test('desktop: create a spread with the modal, move, duplicate, delete, undo, and find it after a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const { entry, before, read } = await albumUnderTest(page, 'community');
  const start = ids(before);
  const anna = await writePng(testInfo.outputPath('anna_meier.png'), 300, 400);
  const lake = await writePng(testInfo.outputPath('lake.png'), 600, 400);

  await openWorkspace(page, entry.id);
  // The second spread is the first of a chapter: the new one goes right after it.
  await page.getByTestId('page-next').click();

  let created = '';
  let at = 0;
  await test.step('create a spread with a layout, a sticker image and a background image', async () => {
    await page.getByTestId('insert-spread').click();
    const dialog = page.getByRole('dialog', { name: t['spreads.create.title'] });
    const next = dialog.getByRole('button', { name: t['spreads.create.next'] });
    await expect(next).toBeDisabled();
    // The last layout is a grid of sticker cells.
    await dialog.getByRole('option').last().click();
    await next.click();
    await dialog.getByTestId('spread-add-stickers-input').setInputFiles([anna, lake]);
    await expect(dialog.getByTestId('spread-image')).toHaveCount(2);
    // Keyboard drag and drop: Space picks the picture up, an arrow key carries it over, Space drops it.
    await dialog.getByRole('button', { name: 'lake.png, drag to the other area' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.locator('.spread-create__tile[data-dragging]')).toHaveCount(1);
    // The drag starts listening for keys a moment after the pick-up: the arrow key is pressed until it carries.
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByTestId('spread-area-background')).toHaveAttribute('data-over', 'true', {
        timeout: 1000,
      });
    }).toPass();
    await page.keyboard.press('Space');
    await expect(dialog.getByTestId('spread-area-background').getByText('lake.png')).toBeVisible();
    await dialog.getByRole('button', { name: t['spreads.create.create'] }).click();
    await expect(dialog).toHaveCount(0, { timeout: 60_000 });
    await waitForSaved(page);

    // The autosave sends after a short pause: the REST answer is asked until it has the new spread.
    await expect.poll(async () => ids(await read()).length, { timeout: 30_000 }).toBe(start.length + 1);
    const album = await read();
    created = ids(album).find((id) => !start.includes(id))!;
    at = ids(album).indexOf(created);
    // In its chapter, after the chapter's other spreads or the current one: never the first of the chapter.
    expect(at).toBeGreaterThan(0);
    const content = subtree(album, created);
    const images = new Map(album.images.map((image) => [image.id, image.model]));
    const pictures = content.filter((n) => n.type === 'Image' && typeof n.props.image === 'string');
    expect(pictures.map((n) => images.get(n.props.image as string))).toContain('image');
    // The stickers are placed in the same step as the spread; the REST answer is asked until the save reached it.
    const placed = async () =>
      subtree(await read(), created).filter(
        (n) => n.type === 'StickerCell' && typeof n.props.stickerId === 'string',
      ).length;
    await expect.poll(placed, { timeout: 30_000 }).toBeGreaterThan(0);
  });

  await test.step('move it up within its chapter', async () => {
    await spreadCommand(page, t['spreads.command.moveUp']!);
    await expect.poll(async () => ids(await read()).indexOf(created), { timeout: 30_000 }).toBe(at - 1);
  });

  let copy = '';
  await test.step('duplicate it, delete the copy, undo the deletion', async () => {
    await spreadCommand(page, t['spreads.command.duplicate']!);
    await expect.poll(async () => ids(await read()).length, { timeout: 30_000 }).toBe(start.length + 2);
    copy = ids(await read())[at]!;
    expect(start).not.toContain(copy);

    await spreadCommand(page, t['spreads.command.delete']!);
    await expect.poll(async () => ids(await read()).includes(copy), { timeout: 30_000 }).toBe(false);

    await page.getByTestId('undo').click();
    await expect
      .poll(async () => ids(await read()).slice(at - 1, at + 1), { timeout: 30_000 })
      .toEqual([created, copy]);
    await waitForSaved(page);
  });

  await test.step('reload and find the spreads saved', async () => {
    await page.reload();
    await waitForCanvas(page);
    const after = ids(await read());
    expect(after).toHaveLength(start.length + 2);
    expect(after.slice(at - 1, at + 1)).toEqual([created, copy]);
    // The canvas counts the two new spreads too: the last page is twice the last spread's index.
    await expect(page.locator('.canvas-controls__page-total')).toHaveText(`of ${2 * (after.length - 1)}`);
  });
});
