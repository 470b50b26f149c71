import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { canvasPoint, chooseTool, clearSelection, placeImage, uploadImage } from './flows';
import type { Point } from './flows';
import {
  ADMIN,
  api,
  apiSignIn,
  albumOf,
  albumOfCategory,
  messages,
  nodeById,
  openWorkspace,
  selectedIds,
  selectionBox,
  signIn,
  waitForSaved,
  writePng,
} from './support';

/**
 * Issue #22: layering, alignment and image filters. Three rectangles drawn on a page are aligned to each other by
 * the Alt+Shift+T shortcut and to the page's left edge with a margin through the arrange menu; one is sent to the
 * back through the menu. Each result is read back from the server (the positions and the order of the spread's
 * children). An image placed on the first page and turned black and white through the toolbar's filters comes out
 * grey in the PNG export, where the export before the filter showed it in colour.
 */
const t = messages('en');

/** Draws a rectangle by dragging from `from` by `dx`, `dy`; answers its id. */
async function drawRectangle(page: Page, from: Point, dx: number, dy: number): Promise<string> {
  await chooseTool(page, 'rectangle');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => selectedIds(page)).toHaveLength(1);
  return (await selectedIds(page))[0]!;
}

test('draws three rectangles, aligns them by shortcut and menu, and sends one to the back', async ({
  page,
}) => {
  const session = await signIn(page);
  const album = await albumOfCategory(page.request, session, 'school');
  await openWorkspace(page, album.id);
  const read = () => albumOf(page.request, session, album.id);

  const centre = await canvasPoint(page, 0.5, 0.5);
  const ids: string[] = [];
  const centres: Point[] = [];
  for (const [dx, dy] of [
    [-150, -120],
    [-30, -60],
    [90, -20],
  ] as const) {
    await clearSelection(page);
    const from = { x: centre.x + dx, y: centre.y + dy };
    ids.push(await drawRectangle(page, from, 50, 40));
    centres.push({ x: from.x + 25, y: from.y + 20 });
  }

  await test.step('Alt+Shift+T aligns the three to the highest top', async () => {
    await clearSelection(page);
    await page.mouse.click(centres[0]!.x, centres[0]!.y);
    await page.keyboard.down('Shift');
    await page.mouse.click(centres[1]!.x, centres[1]!.y);
    await page.mouse.click(centres[2]!.x, centres[2]!.y);
    await page.keyboard.up('Shift');
    await expect.poll(async () => (await selectedIds(page)).sort()).toEqual([...ids].sort());
    await page.locator('[data-album-canvas]').focus();
    await page.keyboard.press('Alt+Shift+T');
    await expect
      .poll(async () => {
        const saved = await read();
        return new Set(ids.map((id) => (nodeById(saved, id)!.props.y as number).toFixed(2))).size;
      })
      .toBe(1);
  });

  await test.step('the arrange menu aligns them to the page’s left edge with a 5 mm margin', async () => {
    const arrange = page.getByTestId('floating-toolbar').getByTestId('arrange');
    await arrange.click();
    await page.getByTestId('arrange-target-page').click();
    await arrange.click();
    await page.getByTestId('arrange-margin-5').click();
    await arrange.click();
    await page.getByTestId('arrange-align-left').click();
    await waitForSaved(page);
    const saved = await read();
    // Element x is relative to the spread: a left page starts at 0, the right page of a double spread at 230 mm.
    for (const id of ids)
      expect([5, 235]).toContain(Math.round((nodeById(saved, id)!.props.x as number) * 100) / 100);
  });

  await test.step('the toolbar of a selection scrolled beside the tool strip stays off the strip', async () => {
    // The three now lie on each other: the last drawn is on top, under the click.
    const top = ids[2]!;
    const box = await selectionBox(page, top);
    await clearSelection(page);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => selectedIds(page)).toEqual([top]);
    // Scroll the view until the rectangle sits just right of the strip, a little below its top.
    const strip = (await page.locator('.canvas-controls__side').boundingBox())!;
    const target = { x: strip.x + strip.width + 40, y: strip.y + 120 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(box.x + box.width / 2 - target.x, box.y + box.height / 2 - target.y);
    const toolbar = page.getByTestId('floating-toolbar').getByRole('toolbar');
    await expect(toolbar).toBeVisible();
    await expect
      .poll(async () => {
        const bar = (await toolbar.boundingBox())!;
        const apart =
          bar.x >= strip.x + strip.width ||
          bar.x + bar.width <= strip.x ||
          bar.y >= strip.y + strip.height ||
          bar.y + bar.height <= strip.y;
        return apart;
      })
      .toBe(true);
  });

  await test.step('the arrange menu sends the last drawn rectangle to the back', async () => {
    // Still selected from the step before (it lies beside the tool strip now, where a click would not reach it).
    const last = ids[2]!;
    expect(await selectedIds(page)).toEqual([last]);
    await page.getByTestId('floating-toolbar').getByTestId('arrange').click();
    await page.getByTestId('arrange-sendToBack').click();
    await waitForSaved(page);
    const saved = await read();
    const parent = nodeById(saved, last)!.parentId!;
    expect(nodeById(saved, parent)!.children![0]!.props.id).toBe(last);
  });
});

/** Colourfulness of RGBA pixels: the mean of max − min over the three colour channels (0 for greys). */
function colourfulness(data: Buffer, channels: number): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += channels) {
    sum += Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!);
  }
  return sum / (data.length / channels);
}

interface JobAnswer {
  id: string;
  state: string;
  file_url: string | null;
  error: string | null;
}

/** Renders page 1 of the album as a 72 dpi PNG through a render job (admin) and answers the file's pixels. */
async function exportFirstPage(request: APIRequestContext, albumId: string) {
  const admin = await apiSignIn(request, ADMIN);
  const params = {
    album_id: albumId,
    mode: 'album_check',
    format: 'png',
    resolution: 'original',
    dpi: 72,
    showStickers: true,
    includeCover: false,
    includeBleed: false,
    compress: false,
    range: '1',
  };
  const created = await api<{ render_job: JobAnswer }>(request, admin, 'POST', '/exports/render_jobs', {
    render_job: { params },
  });
  const id = created.render_job.id;
  let job: JobAnswer | undefined;
  await expect
    .poll(
      async () => {
        const list = await api<{ render_jobs: JobAnswer[] }>(
          request,
          admin,
          'GET',
          `/render_jobs?album_id=${albumId}`,
        );
        job = list.render_jobs.find((entry) => entry.id === id);
        return job?.state;
      },
      { timeout: 90_000 },
    )
    .toMatch(/^(finished|exists|error)$/);
  expect(job!.error).toBeNull();
  const file = await request.get(job!.file_url!);
  expect(file.ok()).toBe(true);
  return sharp(await file.body())
    .raw()
    .toBuffer({ resolveWithObject: true });
}

test('an image turned black and white in the toolbar comes out grey in the PNG export', async ({ page }) => {
  test.setTimeout(240_000);
  const session = await signIn(page);
  const album = await albumOfCategory(page.request, session, 'school');
  await openWorkspace(page, album.id, 'images');
  // A colourful photo stand-in (a colour gradient), uploaded to the library and placed on the page in view.
  const imageId = await uploadImage(page, await writePng(test.info().outputPath('photo.png')));
  const placed = await placeImage(page, imageId);
  await waitForSaved(page);
  const before = await exportFirstPage(page.request, album.id);

  const toolbar = page.getByTestId('floating-toolbar');
  await toolbar.getByRole('button', { name: t['toolbar.filter'] }).click();
  const grayscale = page.getByRole('switch', { name: t['toolbar.filter.grayscale'] });
  // The switch's input is visually hidden: its label takes the click.
  await page.getByTestId('image-filter-grayscale').click();
  await expect(grayscale).toBeChecked();
  // Escape closes the popover.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('image-filter-panel')).toHaveCount(0);
  await waitForSaved(page);
  expect(nodeById(await albumOf(page.request, session, album.id), placed)!.props.grayscale).toBe(true);
  const after = await exportFirstPage(page.request, album.id);

  expect(after.info.width).toBe(before.info.width);
  expect(after.info.height).toBe(before.info.height);
  // The placed photo covers part of the page: the page as a whole loses colour, and many pixels change.
  const colourBefore = colourfulness(before.data, before.info.channels);
  const colourAfter = colourfulness(after.data, after.info.channels);
  expect(colourAfter).toBeLessThan(colourBefore * 0.9);
  let changed = 0;
  for (let i = 0; i < before.data.length; i++) if (Math.abs(before.data[i]! - after.data[i]!) > 8) changed++;
  expect(changed / before.data.length).toBeGreaterThan(0.02);
});
