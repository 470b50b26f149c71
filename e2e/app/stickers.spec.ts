import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { albumUnderTest } from './flows';
import {
  api,
  confirmAddress,
  expectNoSeriousA11yViolations,
  messages,
  nodesOf,
  openWorkspace,
  signIn,
  spreadsOf,
  waitForSaved,
} from './support';
import type { WireAlbum } from './support';

/**
 * The stickers tab end to end (desktop, en-GB) on the demo sports album: two new chapters, 20 generated photos
 * uploaded in bulk (20 at once is refused with the maximum, then 15 and 5), a spread for a new chapter through the
 * spread creation modal and auto-place into it, auto-place into a freed cell, a chapter
 * moved by keyboard with the numbers following, a sticker made double (the next number skips one, the cell doubles
 * its width), face fit in the sticker form, a background colour, a chapter deleted after confirmation and brought back by undo, everything found
 * again after a reload; a chapter dragged by mouse; a second user (invited collaborator) sees the new chapters, the
 * uploads, the drag, the deletion and the undo live. axe-core checks
 * the tab, the sticker form and the bulk upload modal.
 */
const t = messages('en');
const fmt = (id: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), t[id]!);

/** `count` small distinct photos (alternating JPEG and PNG) named `<prefix> <n>`. */
async function photos(prefix: string, count: number, offset = 0) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const n = offset + i + 1;
      const png = n % 2 === 0;
      const image = sharp({
        create: { width: 240, height: 320, channels: 3, background: { r: (n * 37) % 256, g: 120, b: 200 } },
      });
      const buffer = png ? await image.png().toBuffer() : await image.jpeg({ quality: 80 }).toBuffer();
      return {
        name: `${prefix} ${n}.${png ? 'png' : 'jpg'}`,
        mimeType: png ? 'image/png' : 'image/jpeg',
        buffer,
      };
    }),
  );
}

/** The non-static sections of the album with their stickers, in album order. */
function chaptersOf(album: WireAlbum & { stickers?: Array<{ id: string; sectionId: string }> }) {
  return nodesOf(album)
    .filter((node) => node.type === 'Section' && !node.props.static)
    .map((node) => ({ id: node.props.id, name: String(node.props.name) }));
}

/** The sticker cell showing `stickerId`. */
function cellOf(album: WireAlbum, stickerId: string) {
  return nodesOf(album).find((node) => node.type === 'StickerCell' && node.props.stickerId === stickerId);
}

const tab = (page: Page) => page.locator('.stickers-tab');
/** The expand button of chapter `name` (a tile may start with the same words, e.g. a team photo). */
const chapterToggle = (page: Page, name: string) =>
  tab(page)
    .locator('.stickers-chapter__toggle')
    .filter({ has: page.locator('.stickers-chapter__name').getByText(name, { exact: true }) });
const tile = (page: Page, label: RegExp) => tab(page).getByRole('button', { name: label });
const numberOf = (page: Page, testId: string) =>
  tab(page).getByTestId(testId).locator('.sticker-tile__number');
/** The confirmation dialog (toasts are alert dialogs too, so it is found by its modal frame). */
const confirmation = (page: Page) => page.locator('.ui-modal__dialog[role="alertdialog"]');
const pad = (n: number) => String(n).padStart(3, '0');

/** The placed tile in view with the lowest number: its test id and number. */
async function lowestPlaced(page: Page): Promise<{ testId: string; number: string }> {
  const tiles = await tab(page)
    .locator('.sticker-tile[data-placed="true"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({
        testId: node.getAttribute('data-testid') ?? '',
        number: node.querySelector('.sticker-tile__number')?.textContent ?? '',
      })),
    );
  expect(tiles.length).toBeGreaterThan(0);
  return tiles.sort((a, b) => a.number.localeCompare(b.number))[0]!;
}

/** Collapses every chapter, then opens `name` alone (the list is virtualised: only rows in view exist). */
async function showOnly(page: Page, name: string): Promise<void> {
  await tab(page).getByRole('button', { name: t['stickers.collapseAll'] }).click();
  await chapterToggle(page, name).click();
  await expect(chapterToggle(page, name)).toHaveAttribute('aria-expanded', 'true');
}

async function bulkUpload(
  page: Page,
  chapter: string,
  files: Awaited<ReturnType<typeof photos>>,
  modal: Locator,
) {
  await modal.getByRole('button', { name: new RegExp(t['stickers.bulk.chapter']!) }).click();
  await page.getByRole('option', { name: chapter, exact: true }).click();
  await modal.locator('input[type="file"]').setInputFiles(files);
  await expect(modal.getByRole('listitem')).toHaveCount(files.length);
  await modal.getByRole('button', { name: `Create ${files.length} stickers` }).click();
  await expect(modal).toHaveCount(0, { timeout: 60_000 });
}

test('stickers tab: chapters, bulk upload, numbering, double sticker, background, delete and undo', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const { entry, before, read, session } = await albumUnderTest(page, 'sports');
  const demo = chaptersOf(before);
  expect(demo.length).toBeGreaterThanOrEqual(2);
  const [first, second] = demo as [(typeof demo)[0], (typeof demo)[0]];
  let doubleId = '';
  await openWorkspace(page, entry.id, 'stickers');
  await expect(tab(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'stickers tab');

  // A second user, invited by the owner and accepted, watches the same tab in a second browser.
  const account = { email: `sticker-watcher-${Date.now()}@example.com`, password: 'watch-along-7' };
  expect((await page.request.post('/api/v1/auth/sign_up', { data: account })).status()).toBe(201);
  const { invitation } = await api<{ invitation: { accept_path: string } }>(
    page.request,
    session,
    'POST',
    `/albums/${entry.id}/invitations`,
    { email: account.email },
  );
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const other = await context.newPage();
  const watcher = await signIn(other, account);
  await confirmAddress(other.request, watcher);
  await api(other.request, watcher, 'POST', `/invitations/${invitation.accept_path.split('/')[2]!}/confirm`);
  await openWorkspace(other, entry.id, 'stickers');

  await test.step('two new chapters from the last row', async () => {
    await tab(page).getByRole('button', { name: t['stickers.collapseAll'] }).click();
    const name = tab(page).getByRole('textbox', { name: t['stickers.addChapter.name'] });
    for (const chapter of ['E2E Alpha', 'E2E Beta']) {
      await name.fill(chapter);
      await name.press('Enter');
      await expect(chapterToggle(page, chapter)).toBeVisible();
    }
    // The second window sees them arrive (all chapters collapsed there, so every header is in view).
    await tab(other).getByRole('button', { name: t['stickers.collapseAll'] }).click();
    await expect(chapterToggle(other, 'E2E Alpha')).toBeVisible();
    await expect(chapterToggle(other, 'E2E Beta')).toBeVisible();
  });

  await test.step('20 photos at once are refused; 15 and 5 become stickers named after their files', async () => {
    await tab(page)
      .locator('input[type="file"]')
      .setInputFiles(await photos('Player', 20));
    const modal = page.getByRole('dialog', { name: t['stickers.bulk.title'] });
    await expect(modal.getByRole('alert')).toContainText(
      fmt('stickers.bulk.tooMany', { count: 20, max: 15 }).split(';')[0]!,
    );
    await expectNoSeriousA11yViolations(page, 'bulk upload modal');
    await bulkUpload(page, 'E2E Alpha', await photos('Player', 15), modal);
    await expect(chapterToggle(page, 'E2E Alpha')).toContainText('15 stickers');
    await tab(page)
      .locator('input[type="file"]')
      .setInputFiles(await photos('Guest', 5, 15));
    await bulkUpload(page, 'E2E Beta', await photos('Guest', 5, 15), modal);
    await tab(page).getByRole('button', { name: t['stickers.collapseAll'] }).click();
    await expect(chapterToggle(page, 'E2E Beta')).toContainText('5 stickers');
    await showOnly(page, 'E2E Alpha');
    await expect(tile(page, /^Player 1, not placed$/)).toBeVisible();
  });

  await test.step('the second window sees the new stickers; a chapter dragged by mouse moves', async () => {
    await tab(other).getByRole('button', { name: t['stickers.collapseAll'] }).click();
    await expect(chapterToggle(other, 'E2E Alpha')).toContainText('15 stickers');
    await expect(chapterToggle(other, 'E2E Beta')).toContainText('5 stickers');
    await tab(page).getByRole('button', { name: t['stickers.collapseAll'] }).click();
    const handle = tab(page).getByRole('button', {
      name: fmt('stickers.chapter.drag', { name: 'E2E Beta' }),
    });
    const from = (await handle.boundingBox())!;
    const to = (await chapterToggle(page, 'E2E Alpha').boundingBox())!;
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(
        start.x + ((end.x - start.x) * step) / 12,
        start.y + ((end.y - start.y) * step) / 12,
      );
    }
    await page.mouse.up();
    const order = async (album: Promise<WireAlbum>) =>
      chaptersOf(await album)
        .map((chapter) => chapter.name)
        .filter((name) => name.startsWith('E2E'));
    await expect.poll(() => order(read()), { timeout: 30_000 }).toEqual(['E2E Beta', 'E2E Alpha']);
    // And in the second window: Beta's header now comes first.
    await expect
      .poll(() =>
        tab(other)
          .locator('.stickers-chapter__name')
          .allTextContents()
          .then((names) => names.filter((name) => name.startsWith('E2E'))),
      )
      .toEqual(['E2E Beta', 'E2E Alpha']);
  });

  await test.step('a spread for a new chapter through the modal; auto-place puts its stickers in', async () => {
    await page.getByTestId('insert-spread').click();
    const dialog = page.getByRole('dialog', { name: t['spreads.create.title'] });
    // The last layout is a grid of sticker cells.
    await dialog.getByRole('option').last().click();
    await dialog.getByRole('button', { name: t['spreads.create.next'] }).click();
    await dialog.getByRole('button', { name: new RegExp(t['spreads.create.chapter']!) }).click();
    await page.getByRole('option', { name: 'E2E Beta', exact: true }).click();
    await dialog.getByRole('button', { name: t['spreads.create.create'] }).click();
    await expect(dialog).toHaveCount(0, { timeout: 60_000 });
    await showOnly(page, 'E2E Beta');
    await tab(page)
      .getByRole('button', { name: new RegExp(`^${t['stickers.autoPlace']}`) })
      .click();
    await expect(tile(page, /^Guest \d+, number \d{3}$/)).toHaveCount(5);
    await expect(tile(page, /^Guest \d+, not placed$/)).toHaveCount(0);
  });

  await test.step('a freed cell of a demo chapter takes an auto-placed sticker', async () => {
    await showOnly(page, first.name);
    const placed = tab(page)
      .getByRole('button', { name: /, number \d{3}$/ })
      .first();
    await placed.dblclick();
    const form = page.getByRole('dialog', { name: t['stickerForm.title.edit'] });
    // react-aria's live announcer holds a toast's announcement for a while as an unnamed role=img: axe checks the
    // form once it has cleared.
    await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'sticker form');
    await form.getByRole('button', { name: t['stickerForm.delete'] }).click();
    await confirmation(page).getByRole('button', { name: t['common.delete'] }).click();
    await expect(form).toHaveCount(0);
    // Upload one photo into this chapter through the bulk modal (two files: one stays unplaced).
    await tab(page)
      .locator('input[type="file"]')
      .setInputFiles(await photos('Keeper', 2, 20));
    const modal = page.getByRole('dialog', { name: t['stickers.bulk.title'] });
    await bulkUpload(page, first.name, await photos('Keeper', 2, 20), modal);
    await showOnly(page, first.name);
    await tab(page)
      .getByRole('button', { name: new RegExp(`^${t['stickers.autoPlace']}`) })
      .click();
    // One cell was freed: one of the two new stickers takes it (auto-place's order), the other stays unplaced.
    await expect(tile(page, /^Keeper 2[12], number \d{3}$/)).toHaveCount(1);
    await expect(tile(page, /^Keeper 2[12], not placed$/)).toHaveCount(1);
  });

  await test.step('moving a chapter up by keyboard renumbers its stickers', async () => {
    await showOnly(page, second.name);
    const lowest = await lowestPlaced(page);
    expect(lowest.number).not.toBe('001');
    await tab(page)
      .getByRole('button', { name: fmt('stickers.chapter.drag', { name: second.name }) })
      .focus();
    await page.keyboard.press('ArrowUp');
    // A double sticker shows both its numbers (001-002).
    await expect(numberOf(page, lowest.testId)).toHaveText(/^001(-002)?$/);
  });

  await test.step('a double sticker: the next number skips one and its cell doubles its width', async () => {
    const single = tab(page).locator('.sticker-tile[data-placed="true"][data-double="false"]').first();
    doubleId = ((await single.getAttribute('data-testid')) ?? '').replace(/^sticker-/, '');
    const number = Number(await numberOf(page, `sticker-${doubleId}`).textContent());
    const next = tab(page)
      .locator('.sticker-tile[data-placed="true"]')
      .filter({ has: page.locator('.sticker-tile__number', { hasText: pad(number + 1) }) });
    const nextId = (await next.getAttribute('data-testid')) ?? '';
    await single.dblclick();
    const form = page.getByRole('dialog', { name: t['stickerForm.title.edit'] });
    // The switch's input is visually hidden; its label toggles it, as a pointer user does.
    await form.getByText(t['stickerForm.double']!).click();
    await expect(form.getByRole('switch', { name: t['stickerForm.double'] })).toBeChecked();
    await form.getByRole('button', { name: t['common.save'] }).click();
    await expect(form).toHaveCount(0);
    // Closing the popup returns focus into the list, which may scroll it: back to the chapter's first rows.
    await showOnly(page, second.name);
    await tab(page)
      .locator('.stickers-list')
      .evaluate((list) => list.scrollTo({ top: 0 }));
    await expect(tab(page).getByTestId(`sticker-${doubleId}`)).toHaveAttribute('data-double', 'true');
    await expect(numberOf(page, nextId)).toHaveText(pad(number + 2));
  });

  await test.step('face fit in the sticker form moves the crop to the face', async () => {
    const form = page.getByRole('dialog', { name: t['stickerForm.title.edit'] });
    await tab(page).getByTestId(`sticker-${doubleId}`).dblclick();
    await expect(form).toBeVisible();
    // On the demo portrait: the server finds the face and the crop moves to put it at 0.47 / 0.36.
    const crop = async () => {
      const album = (await read()) as WireAlbum & { stickers: Array<{ id: string; cx: number; cy: number }> };
      const sticker = album.stickers.find((s) => s.id === doubleId)!;
      return { cx: sticker.cx, cy: sticker.cy };
    };
    const unfitted = await crop();
    const cropY = form.getByRole('slider', { name: t['stickerForm.crop.y'] });
    const yBefore = await cropY.inputValue();
    const detected = page.waitForResponse((response) => response.url().includes('/images/face_detection'));
    await form.getByRole('button', { name: t['stickerForm.faceFit'] }).click();
    expect((await detected).status()).toBe(200);
    // The form's crop moves once the answer is in.
    await expect.poll(() => cropY.inputValue()).not.toBe(yBefore);
    await form.getByRole('button', { name: t['common.save'] }).click();
    await expect(form).toHaveCount(0);
    await expect.poll(crop, { timeout: 30_000 }).not.toEqual(unfitted);
  });

  await test.step('a background colour for the spread in view', async () => {
    await page.getByRole('tablist').getByRole('tab', { name: t['tabs.background'] }).click();
    const panel = page.locator('.background-tab');
    await expect(panel).toBeVisible();
    const hex = panel.getByRole('textbox', { name: t['toolbar.color.hex'] });
    await hex.fill('#336699');
    await hex.press('Enter');
    await expect(panel.getByTestId('background-current')).toContainText('#336699');
    await page.getByRole('tablist').getByRole('tab', { name: t['tabs.stickers'] }).click();
    await expect(tab(page)).toBeVisible();
  });

  await test.step('deleting a chapter asks first; the other window sees it go; undo brings it back', async () => {
    // The lists are virtualised: with every chapter collapsed, all chapter rows are in view in both windows.
    await tab(page).getByRole('button', { name: t['stickers.collapseAll'] }).click();
    await tab(other).getByRole('button', { name: t['stickers.collapseAll'] }).click();
    await expect(chapterToggle(other, 'E2E Alpha')).toContainText('15 stickers');
    await tab(page)
      .getByRole('button', { name: fmt('stickers.chapter.menu', { name: 'E2E Alpha' }) })
      .click();
    await page.getByRole('menuitem', { name: t['stickers.chapter.delete'] }).click();
    const confirm = confirmation(page);
    await expect(confirm).toContainText('15 stickers');
    await confirm.getByRole('button', { name: t['common.delete'] }).click();
    await expect(chapterToggle(page, 'E2E Alpha')).toHaveCount(0);
    await expect(chapterToggle(other, 'E2E Alpha')).toHaveCount(0);
    await page.getByTestId('undo').click();
    await expect(chapterToggle(page, 'E2E Alpha')).toContainText('15 stickers');
    // The undone deletion reaches the server and the other window (section, spreads, stickers and their cells).
    await expect(chapterToggle(other, 'E2E Alpha')).toContainText('15 stickers');
  });

  await test.step('saved: the server and a reload show chapters, order, double sticker and background', async () => {
    await waitForSaved(page);
    const after = (await read()) as WireAlbum & {
      stickers: Array<{ id: string; name: string; sectionId: string; doubleSticker: boolean }>;
    };
    const chapters = chaptersOf(after);
    expect(chapters.map((c) => c.name)).toEqual(
      expect.arrayContaining(['E2E Alpha', 'E2E Beta', first.name, second.name]),
    );
    expect(chapters.findIndex((c) => c.id === second.id)).toBeLessThan(
      chapters.findIndex((c) => c.id === first.id),
    );
    const beta = chapters.find((c) => c.name === 'E2E Beta')!;
    expect(
      after.stickers
        .filter((s) => s.sectionId === beta.id)
        .map((s) => s.name)
        .sort(),
    ).toEqual(['Guest 16', 'Guest 17', 'Guest 18', 'Guest 19', 'Guest 20']);
    expect(after.stickers.find((s) => s.id === doubleId)?.doubleSticker).toBe(true);
    const cell = cellOf(after, doubleId);
    const beforeCell = cellOf(before, doubleId);
    expect(Number(cell?.props.width)).toBeCloseTo(2 * Number(beforeCell?.props.width), 3);
    expect(spreadsOf(after).some((s) => s.props.fill === '#336699')).toBe(true);
    await page.reload();
    await expect(page.locator('.workspace[data-editor-ready]')).toBeVisible({ timeout: 60_000 });
    await tab(page).getByRole('button', { name: t['stickers.collapseAll'] }).click();
    await expect(chapterToggle(page, 'E2E Beta')).toContainText('5 stickers');
    await expect(chapterToggle(page, second.name)).toBeVisible();
  });
  await context.close();
});
