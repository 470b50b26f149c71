import { expect, test } from '@playwright/test';
import { albumOf, albumOfCategory, apiSignIn, canvasBox, waitForCanvas } from './support';

/**
 * A preview link (`/album/:id/preview/:token`, the album's `albumPreviewPath`) shows the album to anyone without an
 * account, and nothing in it can be changed: no tabs, no element toolbar, no title editing, keyboard commands do
 * nothing, and the album the server holds stays as it was.
 */
test('a preview visit shows the album read-only and changes nothing', async ({ page, request }) => {
  const session = await apiSignIn(request);
  const entry = await albumOfCategory(request, session, 'school');
  const before = await albumOf(request, session, entry.id);
  expect(before.albumPreviewPath).toMatch(new RegExp(`^/album/${entry.id}/preview/[\\w-]+$`));

  // No session in this browser: the link alone opens the album.
  await page.goto(before.albumPreviewPath!);
  await waitForCanvas(page);
  await expect(page.getByTestId('preview-notice')).toBeVisible();
  await expect(page.locator('.workspace')).toHaveAttribute('data-mode', 'preview');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByTestId('order-button')).toHaveCount(0);

  // The title is shown, not editable.
  const title = page.getByTestId('album-title');
  await expect(title).toContainText(before.title);
  await title.click();
  await expect(page.getByTestId('album-title-input')).toHaveCount(0);

  // Clicking the cover page, then pressing delete, select-all + delete, duplicate and typing: no toolbar, no change.
  const canvas = await canvasBox(page);
  await page.mouse.click(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  await expect(page.getByTestId('floating-toolbar')).toHaveCount(0);
  await page.keyboard.press('Delete');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Control+d');
  await page.keyboard.press('Control+g');
  await page.mouse.dblclick(canvas.x + canvas.width / 2, canvas.y + canvas.height / 3);
  await page.keyboard.type('changed in preview');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('floating-toolbar')).toHaveCount(0);
  await expect(page.getByTestId('preview-notice')).toBeVisible();

  // Longer than an autosave batch (1.8 s): had anything been sent, the server would hold it by now.
  await page.waitForTimeout(4_000);
  const after = await albumOf(request, session, entry.id);
  expect(after.version).toBe(before.version);
  expect(after.title).toBe(before.title);
  expect(after.workspace).toEqual(before.workspace);
  expect(after.colors).toEqual(before.colors);
  expect(after.fonts).toEqual(before.fonts);

  // The token reads; it does not write.
  const token = before.albumPreviewPath!.split('/').at(-1)!;
  const write = await request.patch(`/api/v1/albums/${entry.id}`, {
    headers: { 'x-preview-token': token },
    data: { title: 'Written through a preview link' },
  });
  expect([401, 403]).toContain(write.status());
  expect((await albumOf(request, session, entry.id)).title).toBe(before.title);
});
