import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { albumOfCategory, api, messages, openWorkspace, signIn } from './support';
import type { Session } from './support';

/**
 * Settings, invitations and the preview link (desktop, en-GB): the demo user invites a new person from the settings
 * modal; a third account cannot use that personal link; the invitee signs up from the invitation page and lands in
 * the album, which GET /albums then lists for them; the owner renews the preview link and the old one leads to `/`.
 * axe-core checks the modal and the invitation page; screenshots at 1440 and 390 px go to the test's output.
 */
const t = messages('en');
/** A demo album no other spec edits or shares (collab.spec takes the first free one in another order). */
const CATEGORY = 'community';

/** axe on one part of the page: no serious or critical violation (soft, so every screen reports). */
async function expectAccessible(page: Page, selector: string, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect.soft(serious, `axe violations on ${context}`).toEqual([]);
}

/**
 * Screenshots of the page at desktop and phone width, back to desktop afterwards; into SCREENSHOT_DIR when set
 * (the shared output folder is emptied by every run), else the test's output.
 */
async function screenshots(page: Page, name: string, outputPath: (file: string) => string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  const path = (file: string) => (dir ? `${dir}/${file}` : outputPath(file));
  await page.screenshot({ path: path(`${name}-1440.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path(`${name}-390.png`) });
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  return context.newPage();
}

test('invite from the settings, accept as the invited address only, renew the preview link', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const owner = await signIn(page);
  const entry = await albumOfCategory(request, owner, CATEGORY);
  const stamp = Date.now();
  const invitee = { email: `invitee-${stamp}@example.com`, password: 'invited to 1 album' };
  const third = { email: `third-${stamp}@example.com`, password: 'not invited 2' };
  expect((await request.post('/api/v1/auth/sign_up', { data: third })).status()).toBe(201);
  const dialog = page.getByRole('dialog', { name: t['settings.title'] });

  await test.step('the owner opens the settings from the user menu and invites someone', async () => {
    await openWorkspace(page, entry.id);
    await page.getByRole('button', { name: new RegExp(`^${t['user.menu']}`) }).click();
    await page.getByRole('menuitem', { name: t['user.settings'] }).click();
    await expect(page).toHaveURL(new RegExp(`/album/${entry.id}/settings/general$`));
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: t['settings.tab.users'] }).click();
    await expect(page).toHaveURL(new RegExp(`/album/${entry.id}/settings/users$`));
    await expect(dialog.getByTestId('settings-user').first()).toContainText(owner.user.email);
    await expect(dialog.getByTestId('settings-user').first()).toContainText(t['settings.users.owner']!);

    await dialog.getByRole('button', { name: t['settings.invite.toggle'] }).click();
    const send = dialog.getByRole('button', { name: t['settings.invite.send'] });
    await expect(send).toBeDisabled();
    // The owner is a user already: the form says so and stays disabled.
    await dialog.getByRole('textbox', { name: t['settings.invite.email'] }).fill(owner.user.email);
    await expect(dialog.getByText(t['api.error.already_member']!)).toBeVisible();
    await expect(send).toBeDisabled();
    await dialog.getByRole('textbox', { name: t['settings.invite.email'] }).fill(invitee.email);
    await send.click();
    await expect(dialog.getByRole('status')).toContainText(invitee.email);
    await expect(dialog.getByTestId('settings-invitation').filter({ hasText: invitee.email })).toBeVisible();
    await expectAccessible(page, '.settings-modal', 'the settings modal, users tab');
    await screenshots(page, 'settings-users', (file) => testInfo.outputPath(file));
  });

  const { invitations } = await api<{ invitations: Array<{ email: string; accept_path: string }> }>(
    request,
    owner,
    'GET',
    `/albums/${entry.id}/invitations`,
  );
  const acceptPath = invitations.find((invitation) => invitation.email === invitee.email)!.accept_path;
  const token = acceptPath.split('/')[2]!;

  await test.step('a third account cannot use the personal link', async () => {
    const other = await newPage(browser);
    const session: Session = await signIn(other, third);
    await other.goto(acceptPath);
    await expect(other.getByText(`You are signed in as ${third.email}`)).toBeVisible();
    await expect(other.getByRole('button', { name: t['invitation.accept'] })).toHaveCount(0);
    await other.goto(`/invitations/${token}/confirm`);
    await expect(other.getByRole('alert')).toContainText(t['api.error.invitation_for_other_email']!);
    const albums = await api<{ albums: Array<{ id: string }> }>(other.request, session, 'GET', '/albums');
    expect(albums.albums.map((album) => album.id)).not.toContain(entry.id);
    await other.context().close();
  });

  await test.step('the invitee signs up from the invitation page and lands in the album', async () => {
    const guest = await newPage(browser);
    await guest.goto(acceptPath);
    await expect(guest.getByRole('heading', { name: t['invitation.title'] })).toBeVisible();
    await expect(guest.getByText(entry.title)).toBeVisible();
    await expectAccessible(guest, 'main', 'the invitation page');
    await screenshots(guest, 'invitation-accept', (file) => testInfo.outputPath(file));
    await guest.getByRole('button', { name: t['invitation.signUp'] }).click();
    await expect(guest).toHaveURL(/\/sign-up\?/);
    await expect(guest.getByRole('textbox', { name: t['auth.email'] })).toHaveValue(invitee.email);
    await guest.getByLabel(t['auth.password']!, { exact: true }).fill(invitee.password);
    await guest.getByRole('button', { name: t['auth.signUp.submit'] }).click();
    await expect(guest).toHaveURL(new RegExp(`/album/${entry.id}$`), { timeout: 30_000 });
    await expect(guest.getByTestId('album-title')).toContainText(entry.title);
    const session = await guest.evaluate(
      () => JSON.parse(localStorage.getItem('album.session') ?? '{}') as Session,
    );
    const albums = await api<{ albums: Array<{ id: string }> }>(guest.request, session, 'GET', '/albums');
    expect(albums.albums.map((album) => album.id)).toContain(entry.id);
    await guest.context().close();
  });

  await test.step('the owner renews the preview link; the old one leads to the start', async () => {
    await dialog.getByRole('tab', { name: t['settings.tab.general'] }).click();
    await expect(page).toHaveURL(new RegExp(`/album/${entry.id}/settings/general$`));
    const previewSwitch = dialog.getByRole('switch', { name: t['settings.preview.label'] });
    // The switch's input is visually hidden under its drawn track: press the label, as people do.
    await dialog.getByText(t['settings.preview.label']!, { exact: true }).click();
    await expect(previewSwitch).toBeChecked();
    const field = dialog.getByRole('textbox', { name: t['settings.preview.url'] });
    const oldUrl = await field.inputValue();
    expect(oldUrl).toMatch(new RegExp(`/album/${entry.id}/preview/[\\w-]+$`));
    await expectAccessible(page, '.settings-modal', 'the settings modal, general tab');
    await screenshots(page, 'settings-general', (file) => testInfo.outputPath(file));
    await dialog.getByRole('button', { name: t['settings.preview.rotate'] }).click();
    await expect(field).not.toHaveValue(oldUrl);
    const newUrl = await field.inputValue();
    await dialog.getByRole('button', { name: t['common.close'] }).click();
    await expect(page).toHaveURL(new RegExp(`/album/${entry.id}$`));

    const visitor = await newPage(browser);
    await visitor.goto(oldUrl);
    await expect(visitor).not.toHaveURL(/\/preview\//);
    expect(new URL(visitor.url()).pathname).toMatch(/^\/(sign-in|start)?$/);
    await visitor.goto(newUrl);
    await expect(visitor.locator('.workspace')).toHaveAttribute('data-mode', 'preview', { timeout: 60_000 });
    await visitor.context().close();
  });
});
