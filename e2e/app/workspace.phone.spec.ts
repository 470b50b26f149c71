import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  addText,
  albumUnderTest,
  canvasPoint,
  clearSelection,
  centreOf,
  continueOnPhone,
  cropSelectedImage,
  editTitle,
  placeImage,
  press,
  selectBoth,
  styleText,
  uploadImage,
} from './flows';
import {
  messages,
  nodeById,
  openWorkspace,
  plainText,
  selectedIds,
  spreadsOf,
  waitForSaved,
  writePng,
} from './support';

/**
 * The phone workspace (390 x 844, de-DE, touch), signed in as the demo user, on the demo birthday album: the flows
 * phones have (title, text, upload and crop, group/ungroup, undo/redo, colour preset and fonts) through the bottom
 * tab bar, whose active tab closes its panel when tapped again; layouts are a desktop tab. Each change is checked
 * in the REST album, then found again after a reload.
 */
const t = messages('de');

const bar = (page: Page) => page.getByRole('navigation').getByRole('tablist');
const tab = (page: Page, key: string) => bar(page).getByRole('tab', { name: t[`tabs.${key}`], exact: true });
const panel = (page: Page) => page.locator('.mobile-tab-bar__panel[data-open]');

/** Taps a tab of the bottom bar and waits for its panel. */
async function openTab(page: Page, key: string): Promise<void> {
  await press(page, tab(page, key));
  await expect(page).toHaveURL(new RegExp(`/${key}$`));
  await expect(panel(page)).toBeVisible();
}

/** Taps the active tab again: its panel closes and the canvas is free. */
async function closeTab(page: Page, key: string, albumId: string): Promise<void> {
  await press(page, tab(page, key));
  await expect(page).toHaveURL(new RegExp(`/album/${albumId}$`));
  await expect(panel(page)).toHaveCount(0);
}

test('phone: edit an album in German at 390 px and find it all again after a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const { entry, before, read } = await albumUnderTest(page, 'birthday');
  const coverId = spreadsOf(before)[0]!.props.id;
  const png = await writePng(testInfo.outputPath('urlaub.png'));
  const title = `Geburtstag ${Date.now() % 10_000}`;
  const typed = 'Hallo vom Handy';

  await openWorkspace(page, entry.id);
  await continueOnPhone(page);

  await test.step('the bottom bar holds the phone tabs; layouts are for desktops', async () => {
    await expect(page.locator('.workspace')).toHaveAttribute('data-layout', 'mobile');
    await expect(bar(page).getByRole('tab')).toHaveCount(5);
    await expect(bar(page).getByRole('tab')).toContainText(
      ['onboarding', 'images', 'stickerlink', 'styles', 'checkout'].map((key) => t[`tabs.${key}`]!),
    );
    await expect(panel(page)).toHaveCount(0);
    await page.goto(`/album/${entry.id}/layouts`);
    await expect(page).toHaveURL(new RegExp(`/album/${entry.id}$`));
    await openWorkspace(page, entry.id);
  });

  await test.step('edit the title', async () => {
    await editTitle(page, title);
    await expect.poll(async () => (await read()).title).toBe(title);
  });

  let textId = '';
  await test.step('add a text with the tool menu, style it in the docked toolbar', async () => {
    textId = await addText(page, t, await canvasPoint(page, 0.5, 0.33), typed);
    await expect(page.getByTestId('floating-toolbar')).toHaveAttribute('data-docked', '');
    await styleText(page, t, 18, '#1f6feb');
    await expect
      .poll(async () => {
        const node = nodeById(await read(), textId);
        return [node?.parentId, plainText(node), JSON.stringify(node?.props.text ?? null).toLowerCase()];
      })
      .toEqual([coverId, typed, expect.stringMatching(/size-18.*color-#1f6feb|color-#1f6feb.*size-18/)]);
  });

  let imageId = '';
  let imageElementId = '';
  await test.step('upload a picture in the images tab, place it, close the tab by tapping it, crop', async () => {
    const textAt = await centreOf(page, textId);
    await openTab(page, 'images');
    imageId = await uploadImage(page, png);
    imageElementId = await placeImage(page, imageId);
    await closeTab(page, 'images', entry.id);
    await expect.poll(async () => nodeById(await read(), imageElementId)?.props.image).toBe(imageId);
    await cropSelectedImage(page);
    await expect
      .poll(async () => Number(nodeById(await read(), imageElementId)?.props.cscale))
      .toBeGreaterThan(1.05);

    const imageAt = await centreOf(page, imageElementId);
    await selectBoth(page, textId, textAt, imageAt);
    const toolbar = page.getByTestId('floating-toolbar');
    await press(page, toolbar.getByTestId('group'));
    await expect.poll(async () => (await selectedIds(page)).length).toBe(1);
    const [groupId] = await selectedIds(page);
    const parentsOf = async () => {
      const album = await read();
      return [nodeById(album, textId)?.parentId, nodeById(album, imageElementId)?.parentId];
    };
    await expect.poll(parentsOf).toEqual([groupId, groupId]);
    await press(page, toolbar.getByTestId('ungroup'));
    await expect.poll(parentsOf).toEqual([coverId, coverId]);
    // The docked element toolbar lies over the compact controls bar (see the report): undo and redo are reached
    // with nothing selected.
    await clearSelection(page);
    await press(page, page.getByTestId('undo'));
    await expect.poll(parentsOf).toEqual([groupId, groupId]);
    await press(page, page.getByTestId('redo'));
    await expect.poll(parentsOf).toEqual([coverId, coverId]);
  });

  let presetId = '';
  let titleFont = '';
  await test.step('choose a colour preset and a title font in the styles tab', async () => {
    await openTab(page, 'styles');
    await press(page, page.getByTestId('styles-open-color-presets'));
    const preset = page.locator('[data-testid="color-preset"][aria-pressed="false"]').first();
    presetId = (await preset.getAttribute('data-preset-id'))!;
    const chosen = page.locator(`[data-testid="color-preset"][data-preset-id="${presetId}"]`);
    await press(page, chosen);
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await read()).colors).not.toEqual(before.colors);
    await press(page, page.getByTestId('styles-back'));
    await press(page, page.getByTestId('font-role-title'));
    const choice = page.locator('[data-testid="font-option"][aria-pressed="false"]').nth(3);
    titleFont = (await choice.getAttribute('data-font'))!;
    const option = page.locator(`[data-testid="font-option"][data-font="${titleFont}"]`);
    await press(page, option);
    await expect(option).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await read()).fonts.title).toBe(titleFont);
    await closeTab(page, 'styles', entry.id);
  });

  const saved = await test.step('everything reaches the server', async () => {
    await waitForSaved(page);
    return read();
  });

  await test.step('reload: every change is still there', async () => {
    await page.reload();
    await openWorkspace(page, entry.id, 'styles');
    // The hand-off was answered in this browser tab: it does not ask again.
    await expect(page.getByTestId('mobile-handoff')).toHaveCount(0);
    await expect(page.getByTestId('album-title')).toContainText(title);
    await expect(page.getByTestId('font-role-title')).toContainText(titleFont);
    await press(page, page.getByTestId('styles-open-color-presets'));
    await expect(page.locator(`[data-testid="color-preset"][data-preset-id="${presetId}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await openTab(page, 'images');
    await expect(page.locator(`[data-testid="image-tile"][data-image-id="${imageId}"]`)).toBeVisible();

    const album = await read();
    expect(album.workspace).toEqual(saved.workspace);
    expect([album.colors, album.fonts, album.images]).toEqual([saved.colors, saved.fonts, saved.images]);
    expect(album.title).toBe(title);
    expect(album.fonts.title).toBe(titleFont);
    expect(plainText(nodeById(album, textId))).toBe(typed);
    const image = nodeById(album, imageElementId);
    expect(image).toMatchObject({ type: 'Image', parentId: coverId, props: { image: imageId } });
    expect(Number(image?.props.cscale)).toBeGreaterThan(1.05);
  });
});
