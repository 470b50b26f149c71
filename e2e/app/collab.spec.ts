import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addText, canvasPoint } from './flows';
import type { Point } from './flows';
import {
  albumOf,
  albumsOf,
  api,
  confirmAddress,
  messages,
  nodeById,
  openWorkspace,
  plainText,
  selectedIds,
  signIn,
  waitForSaved,
} from './support';
import type { Session } from './support';

/**
 * Live collaboration in two browser contexts (desktop, en-GB): the demo user invites a second user to one of the demo
 * albums, both open it, and each adds a text. Each sees the other's new element in its own editor (its canvas
 * selects it where the other put it) and the other's selection drawn in the other's colour with their avatar; both
 * sync indicators end on saved.
 */
const t = messages('en');
/** Categories whose demo album other specs edit: this one takes another album. */
const TAKEN = new Set(['wedding', 'business', 'school']);

/** The collaborator's highlight in a page: the outline of what they selected, with their avatar. */
const highlightOf = (page: Page, userId: string) =>
  page.locator(`[data-album-overlay] [data-collaborator="${userId}"]`);

/** Clicks an element at `at` with the select tool and answers what got selected. */
async function selectAt(page: Page, at: Point): Promise<string[]> {
  await page.keyboard.press('Escape');
  await page.mouse.click(at.x, at.y);
  await expect.poll(() => selectedIds(page)).toHaveLength(1);
  return selectedIds(page);
}

test('two users edit one album and see each other live', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  const owner = await signIn(page);
  const entry = (await albumsOf(request, owner)).find((album) => !TAKEN.has(album.category ?? ''));
  expect(entry, 'a demo album no other spec edits').toBeDefined();
  const albumId = entry!.id;

  // A second user, invited to the album by the demo user, who accepts.
  const account = { email: `collaborator-${Date.now()}@example.com`, password: 'collaborate-1' };
  const signedUp = await request.post('/api/v1/auth/sign_up', { data: account });
  expect(signedUp.status()).toBe(201);
  const { invitation } = await api<{ invitation: { accept_path: string } }>(
    request,
    owner,
    'POST',
    `/albums/${albumId}/invitations`,
    { email: account.email },
  );
  const token = invitation.accept_path.split('/')[2]!;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const other = await context.newPage();
  const guest: Session = await signIn(other, account);
  await confirmAddress(other.request, guest);
  await api(other.request, guest, 'POST', `/invitations/${token}/confirm`);

  await openWorkspace(page, albumId);
  await openWorkspace(other, albumId);

  const ownerAt = await canvasPoint(page, 0.3, 0.3);
  const guestAt = await canvasPoint(other, 0.7, 0.6);
  const ownerText = 'Written by the owner';
  const guestText = 'Written by the collaborator';
  let ownerTextId = '';
  let guestTextId = '';

  await test.step('the owner adds a text: the collaborator sees it and the owner selecting it', async () => {
    ownerTextId = await addText(page, t, ownerAt, ownerText);
    // Drawn only once the collaborator's editor holds the new element (the outline is its box there).
    await expect(highlightOf(other, owner.user.id)).toBeVisible();
    await expect(highlightOf(other, owner.user.id).locator('title')).toHaveText(owner.user.email);
    await expect
      .poll(async () => plainText(nodeById(await albumOf(request, owner, albumId), ownerTextId)))
      .toBe(ownerText);
  });

  await test.step('the collaborator adds a text: the owner sees it and the collaborator selecting it', async () => {
    guestTextId = await addText(other, t, guestAt, guestText);
    await expect(highlightOf(page, guest.user.id)).toBeVisible();
    await expect(highlightOf(page, guest.user.id).locator('title')).toHaveText(account.email);
  });

  await test.step("each selects the other's element on its own canvas", async () => {
    expect(await selectAt(other, ownerAt)).toEqual([ownerTextId]);
    expect(await selectAt(page, guestAt)).toEqual([guestTextId]);
    // Each now has the other's element selected, and each sees that in the other's colour.
    await expect(highlightOf(page, guest.user.id)).toBeVisible();
    await expect(highlightOf(other, owner.user.id)).toBeVisible();
    const colours = await Promise.all(
      [highlightOf(page, guest.user.id), highlightOf(other, owner.user.id)].map((highlight) =>
        highlight.locator('polygon').first().getAttribute('stroke'),
      ),
    );
    expect(colours[0]).toMatch(/^#|^rgb|^hsl/);
    expect(colours[1]).toMatch(/^#|^rgb|^hsl/);
  });

  await test.step('both have saved everything', async () => {
    await waitForSaved(page);
    await waitForSaved(other);
    const album = await albumOf(request, owner, albumId);
    expect(plainText(nodeById(album, ownerTextId))).toBe(ownerText);
    expect(plainText(nodeById(album, guestTextId))).toBe(guestText);
  });

  await context.close();
});
