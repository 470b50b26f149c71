import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { albumUnderTest } from './flows';
import { expectNoSeriousA11yViolations, messages, nodesOf, openWorkspace } from './support';

/**
 * The sticker link end to end, with two browsers: the organiser (desktop, en-GB, demo account) turns the link on
 * in the sticker link panel; an anonymous German phone (390 px) opens `/s/:token`, enters a name and a chapter and
 * sends a photo from the gallery (its first upload attempt loses the connection and is retried); the organiser
 * sees the new upload's badge, collects it, and the sticker appears in its chapter, numbered once placed in a
 * cell. axe-core checks the public page on each step.
 */
const en = messages('en');
const de = messages('de');
/** The message `text` with `values` (plurals included), as the page and the app show it. */
const fmt = (text: string, values: Record<string, string | number>, locale = 'en') =>
  String(new IntlMessageFormat(text, locale).format(values));

/**
 * A real portrait, larger than the page sends (it is scaled down in the browser first): the middle person of a group
 * photo of the offline library (photo 43, MIT), cut to 3:4 around her face and enlarged to 2400 × 3200.
 */
function portrait() {
  const photo = join(
    dirname(fileURLToPath(import.meta.url)),
    '../../hosts/server/assets/stock/43-friends-in-costumes.jpg',
  );
  return sharp(photo)
    .extract({ left: 384, top: 120, width: 360, height: 480 })
    .resize(2400, 3200)
    .jpeg({ quality: 85 })
    .toBuffer();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('sticker link: the organiser opens it, a phone sends a photo, the organiser collects the sticker', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const { entry, read, session } = await albumUnderTest(page, 'wedding');
  const chapter = 'Friends';
  const tab = page.locator('.stickers-tab');

  let link = '';
  await test.step('the organiser turns the link on in the sticker link panel', async () => {
    await openWorkspace(page, entry.id, 'stickerlink');
    const toggle = page.getByRole('switch', { name: en['stickerLink.status.switch'] });
    await expect(toggle).not.toBeChecked();
    // The switch's input is visually hidden under its drawn track: press the label, as people do.
    await page.getByText(en['stickerLink.status.switch']!, { exact: true }).click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText(en['stickerLink.status.active']!)).toBeVisible();
    link = await page.getByRole('textbox', { name: en['stickerLink.link.url'] }).inputValue();
    expect(link).toMatch(/\/s\/[A-Za-z0-9_-]+$/);
    expect(((await read()) as { stickerUploadEnabled?: boolean }).stickerUploadEnabled).toBe(true);
  });

  await test.step('an anonymous German phone sends a photo with name and chapter', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'de-DE',
      isMobile: true,
      hasTouch: true,
    });
    const guest = await phone.newPage();
    await guest.goto(new URL(link).pathname);
    await expect(heading(guest)).toHaveText('Our Wedding');
    await expect(guest.getByText(de['upload.public.brand']!)).toBeVisible();
    await expectNoSeriousA11yViolations(guest, 'sticker link intro');
    await guest.getByRole('button', { name: de['upload.public.intro.start'] }).tap();

    await expect(heading(guest)).toHaveText(de['upload.public.name.heading']!);
    await expect(heading(guest)).toBeFocused();
    await guest.getByLabel(de['upload.public.name.first']!).fill('Ada');
    await guest.getByLabel(de['upload.public.name.last']!).fill('Lovelace');
    await expectNoSeriousA11yViolations(guest, 'sticker link name step');
    await guest.getByRole('button', { name: de['upload.public.next'] }).tap();

    await expect(heading(guest)).toHaveText(de['upload.public.chapter.heading']!);
    await guest.getByRole('radio', { name: chapter }).check();
    await expectNoSeriousA11yViolations(guest, 'sticker link chapter step');
    await guest.getByRole('button', { name: de['upload.public.next'] }).tap();

    await expect(heading(guest)).toHaveText(de['upload.public.photo.heading']!);
    await guest.getByTestId('photo-input').setInputFiles({
      name: 'ich.jpg',
      mimeType: 'image/jpeg',
      buffer: await portrait(),
    });
    // Scaled down in the browser before it is sent: 2400 × 3200 becomes 1800 × 2400.
    await expect(
      guest.getByText(fmt(de['upload.public.photo.size']!, { width: 1800, height: 2400 }, 'de')),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(guest, 'sticker link photo step');
    // The first attempt to send the bytes loses its connection: the page tries again by itself.
    let dropped = 0;
    await guest.route('**/api/v1/uploads/*', async (route) => {
      if (route.request().method() === 'PUT' && dropped++ === 0) await route.abort('connectionreset');
      else await route.continue();
    });
    await guest.getByRole('button', { name: de['upload.public.photo.send'] }).tap();

    // Where the photo check finds something to improve, its hints come first and the guest sends anyway.
    const done = guest.getByRole('heading', { name: de['upload.public.done.heading'] });
    const tips = guest.getByRole('heading', { name: de['upload.public.check.heading'] });
    await expect(done.or(tips)).toBeVisible({ timeout: 60_000 });
    if (await tips.isVisible()) {
      await expectNoSeriousA11yViolations(guest, 'sticker link photo check');
      await guest.getByRole('button', { name: de['upload.public.check.sendAnyway'] }).tap();
    }
    await expect(done).toBeVisible({ timeout: 60_000 });
    await expect(done).toBeFocused();
    expect(dropped).toBe(2);
    await expectNoSeriousA11yViolations(guest, 'sticker link done');
    await phone.close();
  });

  await test.step('the organiser sees the badge and collects the upload', async () => {
    await page.getByRole('tab', { name: new RegExp(`^${en['tabs.stickers']}`) }).click();
    const badge = page.getByLabel(fmt(en['stickerUploads.card.badge']!, { count: 1 }));
    // The uploads are polled every 30 s.
    await expect(badge).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: en['stickerUploads.card.collect'] }).click();
    const modal = page.getByRole('dialog', { name: en['stickerUploads.modal.title'] });
    await expect(modal.getByText('Ada')).toBeVisible();
    await modal.getByRole('button', { name: fmt(en['stickerUploads.submit']!, { count: 1 }) }).click();
    await expect(modal).toHaveCount(0, { timeout: 30_000 });
    await expect(badge).toHaveCount(0);
    type Face = { x: number; y: number; width: number; height: number };
    type Collected = Awaited<ReturnType<typeof read>> & {
      stickers: Array<{ name: string; sectionId: string; cx: number; cy: number }>;
    };
    const album = (await read()) as Collected;
    const friends = nodesOf(album).find((node) => node.type === 'Section' && node.props.name === chapter);
    expect(album.stickers.find((s) => s.name === 'Ada Lovelace')?.sectionId).toBe(friends?.props.id);
    // Face fit: the photo check found the face (in 0..1 of the photo), and the crop puts it at 0.47 of the sticker's
    // width and 0.36 of its height: the crop centre sits about level with the face across and clearly below it.
    const uploads = await page.request.get(`/api/v1/albums/${entry.id}/sticker_uploads`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const listed = (
      (await uploads.json()) as {
        data: { sticker_uploads: Array<{ name: string; photo_check: { face?: Face } | null }> };
      }
    ).data.sticker_uploads;
    const face = listed.find((upload) => upload.name === 'Ada')?.photo_check?.face;
    expect(face, 'the photo check finds the face of the portrait').toBeDefined();
    const faceX = face!.x + face!.width / 2;
    const faceY = face!.y + face!.height / 2;
    await expect
      .poll(
        async () => {
          const now = (await read()) as Collected;
          const sticker = now.stickers.find((s) => s.name === 'Ada Lovelace')!;
          return {
            // A new sticker's crop is centred (0.5 / 0.5) until face fit moves it.
            moved: sticker.cx !== 0.5 || sticker.cy !== 0.5,
            across: Math.abs(sticker.cx - faceX) < 0.08,
            belowFace: sticker.cy - faceY > 0.05 && sticker.cy - faceY < 0.3,
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({ moved: true, across: true, belowFace: true });
  });

  await test.step('the sticker is in its chapter and gets a number once placed', async () => {
    await tab.getByRole('button', { name: en['stickers.collapseAll'] }).click();
    const chapterToggle = tab
      .locator('.stickers-chapter__toggle')
      .filter({ has: page.locator('.stickers-chapter__name').getByText(chapter, { exact: true }) });
    await chapterToggle.click();
    await expect(tab.getByRole('button', { name: 'Ada Lovelace, not placed' })).toBeVisible();
    // Every cell of the demo chapter holds a sticker: one is deleted to make room, then auto-place fills it.
    await tab
      .getByRole('button', { name: /, number \d{3}$/ })
      .first()
      .dblclick();
    const form = page.getByRole('dialog', { name: en['stickerForm.title.edit'] });
    await form.getByRole('button', { name: en['stickerForm.delete'] }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en['common.delete'] }).click();
    await expect(form).toHaveCount(0);
    await tab.getByRole('button', { name: new RegExp(`^${en['stickers.autoPlace']}`) }).click();
    await expect(tab.getByRole('button', { name: /^Ada Lovelace, number \d{3}$/ })).toBeVisible();
  });
});
