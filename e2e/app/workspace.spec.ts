import { expect, test } from '@playwright/test';
import {
  addText,
  albumUnderTest,
  canvasPoint,
  centreOf,
  cropSelectedImage,
  editTitle,
  placeImage,
  selectBoth,
  styleText,
  uploadImage,
} from './flows';
import {
  api,
  messages,
  nodeById,
  nodesOf,
  openWorkspace,
  plainText,
  selectedIds,
  spreadsOf,
  waitForSaved,
  writePng,
} from './support';
import type { FlatNode, WireAlbum, WireNode } from './support';

/**
 * The desktop workspace (1440 x 900, en-GB), signed in as the demo user, on the demo wedding album: every kind of
 * change a user makes in a session, each checked in the album the REST API answers (the content the server built
 * from the live sync), then a reload that finds everything again.
 */
const t = messages('en');

/** Type and box of each element, in order: what a layout decides. */
function shapeOf(children: readonly WireNode[] | undefined): string[] {
  return (children ?? [])
    .filter((node) => node.type !== 'Comment')
    .map(
      (node) => `${node.type}@${[node.props.x, node.props.y, node.props.width, node.props.height].join(',')}`,
    );
}

function childrenOf(album: WireAlbum, id: string): FlatNode[] {
  return nodesOf(album).filter((node) => node.parentId === id);
}

test('desktop: edit an album in every way and find it all again after a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const { session, entry, before, read } = await albumUnderTest(page, 'wedding');
  const spreadId = spreadsOf(before)[1]!.props.id;
  const png = await writePng(testInfo.outputPath('holiday.png'));
  const title = `Wedding ${Date.now() % 100_000}`;
  const typed = 'Hello from the end-to-end test';

  await openWorkspace(page, entry.id);

  await test.step('edit the title in place', async () => {
    await editTitle(page, title);
    await expect.poll(async () => (await read()).title).toBe(title);
  });

  let layoutId = '';
  await test.step('apply a layout to the second spread', async () => {
    await page.getByTestId('page-next').click();
    await expect(page.getByTestId('page-input')).not.toHaveValue('1');
    await page.getByRole('tab', { name: t['tabs.layouts'] }).click();
    await expect(page).toHaveURL(/\/layouts$/);
    await expect(page.getByTestId('layout-target')).toBeVisible();
    const item = page.getByTestId('layout-item').last();
    await expect(item.getByTestId('layout-apply')).toBeEnabled();
    layoutId = (await item.getAttribute('data-layout-id'))!;
    await item.getByTestId('layout-apply').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: t['layouts.apply.confirm.action'] }).click();
    await expect(dialog).toHaveCount(0);

    const { blueprint } = await api<{ blueprint: WireAlbum }>(
      page.request,
      session,
      'GET',
      `/blueprints/${before.blueprint_album_id}`,
    );
    const source = nodeById(blueprint, layoutId);
    expect(source?.type).toBe('Spread');
    const oldIds = childrenOf(before, spreadId).map((node) => node.props.id);
    await expect
      .poll(async () => shapeOf(childrenOf(await read(), spreadId)))
      .toEqual(shapeOf(source!.children));
    const now = childrenOf(await read(), spreadId).map((node) => node.props.id);
    expect(now.filter((id) => oldIds.includes(id))).toEqual([]);
  });

  let textId = '';
  let imageId = '';
  let imageElementId = '';
  await test.step('add a text, type into it, change its size and colour', async () => {
    await page.getByRole('tab', { name: t['tabs.images'] }).click();
    await expect(page).toHaveURL(/\/images$/);
    textId = await addText(page, t, await canvasPoint(page, 0.5, 0.25), typed);
    await styleText(page, t, 24, '#c0392b');
    await expect
      .poll(async () => {
        const node = nodeById(await read(), textId);
        return [node?.parentId, plainText(node), JSON.stringify(node?.props.text ?? null).toLowerCase()];
      })
      .toEqual([spreadId, typed, expect.stringMatching(/size-24.*color-#c0392b|color-#c0392b.*size-24/)]);
  });

  await test.step('upload a picture from disk, put it on the page and crop it', async () => {
    const textAt = await centreOf(page, textId);
    imageId = await uploadImage(page, png);
    expect((await read()).images.map((image) => image.id)).toContain(imageId);
    imageElementId = await placeImage(page, imageId);
    await expect.poll(async () => nodeById(await read(), imageElementId)?.props.image).toBe(imageId);
    await cropSelectedImage(page);
    await expect
      .poll(async () => Number(nodeById(await read(), imageElementId)?.props.cscale))
      .toBeGreaterThan(1.05);
    // Group, ungroup, undo and redo on the text and the picture.
    const imageAt = await centreOf(page, imageElementId);
    await selectBoth(page, textId, textAt, imageAt);
    const toolbar = page.getByTestId('floating-toolbar');
    await toolbar.getByTestId('group').click();
    await expect.poll(async () => (await selectedIds(page)).length).toBe(1);
    const [groupId] = await selectedIds(page);
    const parentsOf = async () => {
      const album = await read();
      return [nodeById(album, textId)?.parentId, nodeById(album, imageElementId)?.parentId];
    };
    await expect.poll(parentsOf).toEqual([groupId, groupId]);
    await expect(toolbar.getByTestId('ungroup')).toBeVisible();
    await toolbar.getByTestId('ungroup').click();
    await expect.poll(parentsOf).toEqual([spreadId, spreadId]);
    await page.getByTestId('undo').click();
    await expect.poll(parentsOf).toEqual([groupId, groupId]);
    await page.getByTestId('redo').click();
    await expect.poll(parentsOf).toEqual([spreadId, spreadId]);
    expect(nodeById(await read(), groupId!)).toBeUndefined();
  });

  let presetId = '';
  const fonts = { title: '', paragraph: '' };
  await test.step('choose another colour preset and other fonts', async () => {
    await page.getByRole('tab', { name: t['tabs.styles'] }).click();
    await expect(page).toHaveURL(/\/styles$/);
    await page.getByTestId('styles-open-color-presets').click();
    const preset = page.locator('[data-testid="color-preset"][aria-pressed="false"]').first();
    presetId = (await preset.getAttribute('data-preset-id'))!;
    await preset.click();
    await expect(page.locator(`[data-testid="color-preset"][data-preset-id="${presetId}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(async () => (await read()).colors).not.toEqual(before.colors);
    await page.getByTestId('styles-back').click();
    for (const role of ['title', 'paragraph'] as const) {
      await page.getByTestId(`font-role-${role}`).click();
      const choice = page.locator('[data-testid="font-option"][aria-pressed="false"]').nth(2);
      fonts[role] = (await choice.getAttribute('data-font'))!;
      const option = page.locator(`[data-testid="font-option"][data-font="${fonts[role]}"]`);
      await option.click();
      await expect(option).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('styles-back').click();
      await expect(page.getByTestId(`font-role-${role}`)).toContainText(fonts[role]);
    }
    await expect.poll(async () => (await read()).fonts).toMatchObject(fonts);
  });

  const saved = await test.step('everything reaches the server', async () => {
    await waitForSaved(page);
    return read();
  });

  await test.step('reload: every change is still there', async () => {
    await page.reload();
    await openWorkspace(page, entry.id, 'styles');
    await expect(page.getByTestId('album-title')).toContainText(title);
    await expect(page.getByTestId('undo')).toBeDisabled();
    await page.getByTestId('styles-open-color-presets').click();
    await expect(page.locator(`[data-testid="color-preset"][data-preset-id="${presetId}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByTestId('styles-back').click();
    await expect(page.getByTestId('font-role-title')).toContainText(fonts.title);
    await expect(page.getByTestId('font-role-paragraph')).toContainText(fonts.paragraph);
    await page.getByRole('tab', { name: t['tabs.images'] }).click();
    await expect(page.locator(`[data-testid="image-tile"][data-image-id="${imageId}"]`)).toBeVisible();

    const album = await read();
    // The reopened album is the one saved before the reload.
    expect(album.workspace).toEqual(saved.workspace);
    expect([album.colors, album.fonts, album.images]).toEqual([saved.colors, saved.fonts, saved.images]);
    expect(album.title).toBe(title);
    expect(album.fonts).toMatchObject(fonts);
    expect(album.colors).not.toEqual(before.colors);
    expect(plainText(nodeById(album, textId))).toBe(typed);
    expect(nodeById(album, textId)?.parentId).toBe(spreadId);
    const image = nodeById(album, imageElementId);
    expect(image).toMatchObject({ type: 'Image', parentId: spreadId, props: { image: imageId } });
    expect(Number(image?.props.cscale)).toBeGreaterThan(1.05);
    expect(album.images.map((i) => i.id)).toContain(imageId);
  });
});
