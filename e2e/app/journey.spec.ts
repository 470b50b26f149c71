import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Browser, Page, Request } from '@playwright/test';
import { addText, canvasPoint } from './flows';
import {
  albumOf,
  api,
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsIn,
  mailTo,
  messages,
  selectedIds,
  signIn,
  storedSession,
  waitForCanvas,
} from './support';
import type { Session, WireAlbum } from './support';

/**
 * The way in, as a new user takes it (desktop, en-GB), in one journey: a visitor arriving from a partner's link
 * signs up and confirms the address from the mail; picks the wedding blueprint, changes a colour and the sticker
 * design in the wizard and creates the album; invites a second person, who signs up from the invitation mail,
 * confirms the address (the confirmation link goes on to the invitation) and edits the album while the owner
 * watches in a second browser (no reload); a third account cannot use that personal link; an anonymous browser sees
 * the album read-only through the preview link; the owner renews the link (the old one then leads to `/`) and
 * deletes the album from the start page. axe-core checks each page once on the way.
 * With DOCS_SCREENSHOTS=1 the start page and the wizard are photographed for docs/screenshots/ (1440, 900, 390 px).
 */
const t = messages('en');
const CHANGED = '#123456';
const PARTNER = 'partner-e2e-7';

const screenshots = process.env.DOCS_SCREENSHOTS === '1';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  return context.newPage();
}

/** Waits until the workspace has drawn the album and the live sync made it writable. */
async function workspaceReady(page: Page): Promise<void> {
  await waitForCanvas(page);
  await expect(page.locator('.workspace[data-editor-ready]')).toBeVisible({ timeout: 60_000 });
}

/**
 * The page at desktop, tablet and phone width into docs/screenshots/`name`-*.png (`ready` waits for each width),
 * from its top; `fullPage` takes all of a page taller than the window.
 */
async function documentScreens(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  fullPage = false,
): Promise<void> {
  if (!screenshots) return;
  mkdirSync('docs/screenshots', { recursive: true });
  for (const [size, width, height] of [
    ['desktop', 1440, 900],
    ['tablet', 900, 1000],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await ready();
    if (fullPage) {
      // A window as tall as the page, rather than Playwright's full-page capture: that one draws the sticky action
      // bar where the window's bottom was, over the middle of the page.
      const tall = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height: Math.max(height, tall) });
      await ready();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/screenshots/${name}-${size}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The collaborator's highlight on a page: the outline of what they selected, drawn once the element is there. */
const highlightOf = (page: Page, userId: string) =>
  page.locator(`[data-album-overlay] [data-collaborator="${userId}"]`);

test('the way in: sign up, wizard, invite a collaborator who edits live, share the preview, delete', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const owner = { email: `owner-${stamp}@example.com`, password: 'sticker album 2026' };
  const invitee = { email: `invitee-${stamp}@example.com`, password: 'invited to 1 album' };
  const third = { email: `third-${stamp}@example.com`, password: 'not invited 2' };
  let session: Session;
  let albumId = '';
  let acceptPath = '';

  if (screenshots) {
    await test.step('the start page of the demo account, for the documentation', async () => {
      const demo = await newPage(browser);
      await signIn(demo);
      await demo.goto('/start');
      await demo.getByTestId('cookie-banner').getByRole('button', { name: 'Save my choice' }).click();
      await documentScreens(demo, 'start', async () => {
        await expect(demo.getByTestId('album-tile').first()).toBeVisible();
        // Covers are drawn in the browser: wait until every tile shows its picture.
        await expect(demo.locator('.album-tile .ui-skeleton')).toHaveCount(0, { timeout: 60_000 });
        await demo.evaluate(() => document.fonts.ready);
      });
      await demo.context().close();
    });
  }

  await test.step('a visitor from a partner link signs up and confirms the address from the mail', async () => {
    await page.goto(`/start?hint=signup&ref=${PARTNER}&aud=wedding`);
    await expect(page).toHaveURL(/\/sign-up\?next=/);
    await expect(page.getByRole('heading', { level: 1, name: t['auth.signUp.title'] })).toBeVisible();
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-up with the cookie banner');
    await banner.getByRole('button', { name: 'Save my choice' }).click();
    await page.getByRole('textbox', { name: t['auth.email'] }).fill(owner.email);
    await page.getByRole('textbox', { name: t['auth.password'] }).fill('short');
    await page.getByRole('button', { name: t['auth.signUp.submit'] }).click();
    await expect(page.getByText('The password does not meet all the rules below.')).toBeVisible();
    await page.getByRole('textbox', { name: t['auth.password'] }).fill(owner.password);
    const signUp = page.waitForRequest(
      (sent: Request) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/v1/auth/sign_up',
    );
    await page.getByRole('button', { name: t['auth.signUp.submit'] }).click();
    // The partner link of the first page travels with the sign-up.
    expect((await signUp).postDataJSON()).toMatchObject({
      analytics_metadata: { partner_token: PARTNER, source: 'wedding' },
    });

    await expect(page).toHaveURL(/\/start\?hint=signup/);
    await expect(page.getByText(`we sent a link to ${owner.email}`)).toBeVisible();
    const mail = await mailTo(owner.email, 'signUpConfirmation');
    const link = new URL(mail.values.link!);
    expect(link.pathname).toBe('/profile/activate');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByText('Your account is activated.')).toBeVisible();
    await expect(page.getByTestId('album-tile')).toHaveCount(0);
    await expect(page.getByTestId('price-label')).toContainText('285');
    await expect(page.getByRole('link', { name: 'Imprint' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'start page');
    session = await storedSession(page);
  });

  await test.step('the wizard: wedding blueprint, a colour, a sticker design; the album is created', async () => {
    await page.getByTestId('create-album').click();
    await expect(page).toHaveURL(/\/album\/new/);
    await expect(page.getByRole('heading', { level: 1, name: t['wizard.title'] })).toBeVisible();
    // With one step the counter stays hidden; without a blueprint there is nothing to create.
    await expect(page.getByTestId('wizard-step-counter')).toHaveCount(0);
    await expect(page.getByTestId('wizard-create')).toBeDisabled();
    await page.getByTestId('wizard-blueprint-wedding').first().click();
    const preview = page.getByTestId('wizard-preview-picture');
    await expect(preview).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Colour 1' }).click();
    const hex = page.getByRole('textbox', { name: t['wizard.colors.hex'] });
    await hex.fill(CHANGED);
    await hex.press('Enter');
    await page.keyboard.press('Escape');
    // The sticker designs are a radio group: arrow keys walk it, as on the phone's carousel.
    const designs = page.getByRole('radiogroup', { name: t['wizard.stickerDesign'] });
    await designs.getByRole('radio', { name: t['styles.template.default'] }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(designs.getByRole('radio', { name: t['styles.template.gold'] })).toBeChecked();
    await expect(preview).toBeVisible({ timeout: 60_000 });
    await expectNoSeriousA11yViolations(page, 'wizard');
    await documentScreens(
      page,
      'wizard',
      async () => {
        await expect(preview).toBeVisible({ timeout: 60_000 });
        await expect(page.locator('.wizard-design .ui-skeleton')).toHaveCount(0, { timeout: 60_000 });
      },
      true,
    );

    const creation = page.waitForRequest(
      (sent: Request) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/v1/albums',
    );
    await page.getByTestId('wizard-create').click();
    const body = (await creation).postDataJSON() as { analytics_metadata?: Record<string, unknown> };
    // The partner link of the first page travels with the new album.
    expect(body.analytics_metadata).toMatchObject({ partner_token: PARTNER, source: 'wedding' });
    await expect(page).toHaveURL(/\/album\/(?!new)[0-9a-f-]+$/, { timeout: 60_000 });
    albumId = new URL(page.url()).pathname.split('/')[2]!;
    const album = (await albumOf(request, session, albumId)) as WireAlbum & {
      stickerTemplateSettings: { id: string };
    };
    expect(album.colors[2]).toBe(CHANGED);
    expect(album.stickerTemplateSettings.id).toBe('gold');
    await workspaceReady(page);
  });

  const dialog = page.getByRole('dialog', { name: t['settings.title'] });
  await test.step('the owner invites someone from the settings; the mail carries the personal link', async () => {
    await page.getByRole('button', { name: new RegExp(`^${t['user.menu']}`) }).click();
    await page.getByRole('menuitem', { name: t['user.settings'] }).click();
    await expect(page).toHaveURL(new RegExp(`/album/${albumId}/settings/general$`));
    await dialog.getByRole('tab', { name: t['settings.tab.users'] }).click();
    await expect(page).toHaveURL(new RegExp(`/album/${albumId}/settings/users$`));
    await expect(dialog.getByTestId('settings-user').first()).toContainText(owner.email);
    await expect(dialog.getByTestId('settings-user').first()).toContainText(t['settings.users.owner']!);
    await dialog.getByRole('button', { name: t['settings.invite.toggle'] }).click();
    const send = dialog.getByRole('button', { name: t['settings.invite.send'] });
    await expect(send).toBeDisabled();
    // The owner is a user already: the form says so and stays disabled.
    const email = dialog.getByRole('textbox', { name: t['settings.invite.email'] });
    await email.fill(owner.email);
    await expect(dialog.getByText(t['api.error.already_member']!)).toBeVisible();
    await expect(send).toBeDisabled();
    await email.fill(invitee.email);
    await send.click();
    await expect(dialog.getByRole('status')).toContainText(invitee.email);
    await expect(dialog.getByTestId('settings-invitation').filter({ hasText: invitee.email })).toBeVisible();
    await expectNoSeriousA11yViolationsIn(page, '.settings-modal', 'the settings, users tab');
    const mail = await mailTo(invitee.email, 'invitation');
    acceptPath = new URL(mail.values.link!).pathname;
    expect(acceptPath).toMatch(/^\/invitations\/[\w-]+\/accept$/);
    await dialog.getByRole('button', { name: t['common.close'] }).click();
    await expect(page).toHaveURL(new RegExp(`/album/${albumId}$`));
  });

  await test.step('a third account cannot use the personal link', async () => {
    expect((await request.post('/api/v1/auth/sign_up', { data: third })).status()).toBe(201);
    const other = await newPage(browser);
    const thirdSession = await signIn(other, third);
    await other.goto(acceptPath);
    await expect(other.getByText(`You are signed in as ${third.email}`)).toBeVisible();
    await expect(other.getByRole('button', { name: t['invitation.accept'] })).toHaveCount(0);
    await other.goto(acceptPath.replace(/accept$/, 'confirm'));
    await expect(other.getByRole('alert')).toContainText(t['api.error.invitation_for_other_email']!);
    const listed = await api<{ albums: Array<{ id: string }> }>(
      other.request,
      thirdSession,
      'GET',
      '/albums',
    );
    expect(listed.albums.map((album) => album.id)).not.toContain(albumId);
    await other.context().close();
  });

  await test.step('the invitee signs up from the mail and edits the album while the owner watches', async () => {
    const guest = await newPage(browser);
    await guest.goto(acceptPath);
    await expect(guest.getByRole('heading', { name: t['invitation.title'] })).toBeVisible();
    await expect(guest.locator('main')).toContainText(owner.email);
    await expectNoSeriousA11yViolationsIn(guest, 'main', 'the invitation page');
    await guest.getByRole('button', { name: t['invitation.signUp'] }).click();
    await expect(guest).toHaveURL(/\/sign-up\?/);
    await expect(guest.getByRole('textbox', { name: t['auth.email'] })).toHaveValue(invitee.email);
    await guest.getByRole('textbox', { name: t['auth.password'] }).fill(invitee.password);
    await guest.getByRole('button', { name: t['auth.signUp.submit'] }).click();
    // A new account has not proven its address: the invitation waits for the link of the confirmation mail.
    await expect(guest).toHaveURL(/\/invitations\/[\w-]+\/confirm$/);
    await expect(guest.getByRole('heading', { level: 1, name: t['activate.title'] })).toBeVisible();
    await expect(guest.getByRole('alert')).toContainText(
      t['invitation.activateFirst']!.replace('{email}', invitee.email),
    );
    await expectNoSeriousA11yViolationsIn(guest, 'main', 'the invitation waiting for the confirmed address');
    const confirmation = new URL((await mailTo(invitee.email, 'signUpConfirmation')).values.link!);
    // The confirmation link goes on to the invitation that waited for it, which is then accepted.
    await guest.goto(`${confirmation.pathname}${confirmation.search}`);
    await expect(guest).toHaveURL(new RegExp(`/album/${albumId}$`), { timeout: 30_000 });
    await workspaceReady(guest);
    const guestSession = await storedSession(guest);
    const listed = await api<{ albums: Array<{ id: string }> }>(
      guest.request,
      guestSession,
      'GET',
      '/albums',
    );
    expect(listed.albums.map((album) => album.id)).toContain(albumId);

    const at = await canvasPoint(guest, 0.7, 0.6);
    const text = 'Written by the invitee';
    const textId = await addText(guest, t, at, text);
    // The owner's editor receives the new element live: the invitee's selection is drawn around it, and the
    // owner's own canvas selects it where the invitee put it.
    await expect(highlightOf(page, guestSession.user.id)).toBeVisible();
    await expect(highlightOf(page, guestSession.user.id).locator('title')).toHaveText(invitee.email);
    const ownerAt = await canvasPoint(page, 0.7, 0.6);
    await page.keyboard.press('Escape');
    await page.mouse.click(ownerAt.x, ownerAt.y);
    await expect.poll(() => selectedIds(page)).toEqual([textId]);
    await guest.context().close();
  });

  await test.step('an anonymous browser sees the album read-only through the preview link', async () => {
    await page.getByRole('button', { name: new RegExp(`^${t['user.menu']}`) }).click();
    await page.getByRole('menuitem', { name: t['user.settings'] }).click();
    await expect(dialog).toBeVisible();
    // The switch's input is visually hidden under its drawn track: press the label, as people do.
    await dialog.getByText(t['settings.preview.label']!, { exact: true }).click();
    await expect(dialog.getByRole('switch', { name: t['settings.preview.label'] })).toBeChecked();
    const field = dialog.getByRole('textbox', { name: t['settings.preview.url'] });
    const oldUrl = await field.inputValue();
    expect(oldUrl).toMatch(new RegExp(`/album/${albumId}/preview/[\\w-]+$`));

    const visitor = await newPage(browser);
    await visitor.goto(oldUrl);
    await waitForCanvas(visitor);
    await expect(visitor.locator('.workspace')).toHaveAttribute('data-mode', 'preview');
    await expect(visitor.getByTestId('preview-notice')).toBeVisible();
    await expect(visitor.getByRole('tablist')).toHaveCount(0);
    await visitor.getByTestId('album-title').click();
    await expect(visitor.getByTestId('album-title-input')).toHaveCount(0);

    await test.step('the owner renews the link: the old one leads to the start', async () => {
      await dialog.getByRole('button', { name: t['settings.preview.rotate'] }).click();
      await expect(field).not.toHaveValue(oldUrl);
      await dialog.getByRole('button', { name: t['common.close'] }).click();
      await visitor.goto(oldUrl);
      await expect(visitor).not.toHaveURL(/\/preview\//);
      // `/` asks an anonymous visitor to sign in first.
      expect(new URL(visitor.url()).pathname).toMatch(/^\/(sign-in|start)?$/);
    });
    await visitor.context().close();
  });

  await test.step('the owner deletes the album from the start page', async () => {
    await page.goto('/start');
    const tile = page.locator(`[data-album-id="${albumId}"]`);
    await expect(tile).toBeVisible();
    await tile.hover();
    await tile.getByTestId('album-delete').click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this album?' });
    await confirm.getByRole('button', { name: t['common.delete'] }).click();
    await expect(tile).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('album-tile')).toHaveCount(0);
  });
});
