import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  ADMIN,
  BROWSER_LOCALE,
  LANGUAGES,
  albumOf,
  albumsOf,
  api,
  apiSignIn,
  expectNoMissingMessages,
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsIn,
  signIn,
  waitForCanvas,
  watchMissingMessages,
} from './support';
import type { AppLanguage, Session } from './support';

/**
 * Every screen in all five languages (issues #15 and #23), desktop (1440 x 900): the browser's language picks the
 * interface language, as it does for a first visit, so each language runs in its own browser context. Each screen
 * is visited once and checked twice: axe-core (no serious or critical violation) and no missing message (no
 * `[i18n]` report on the console, no message id on screen). Public screens first (sign-in, sign-up, password reset,
 * the invitation landing page, the preview link, the sticker link page), then the demo user's (start page, wizard,
 * orders, an order, profile), then the admin's (dashboard, partners, and the demo album's workspace with every tab
 * of the strip, the settings and the checkout's three steps). The phone has its own spec (languages.phone.spec.ts).
 */

/** What the screens need, made once through the API: an album with an order, its links and an invitation. */
interface Fixtures {
  demo: Session;
  albumId: string;
  orderId: string;
  previewPath: string;
  stickerLinkPath: string;
  invitationPath: string;
}

let fixtures: Promise<Fixtures> | undefined;

/** The app's catalogue of `language`. */
function catalogue(language: AppLanguage): Record<string, string> {
  const file = new URL(`../../packages/i18n/messages/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** `yyyy-mm-dd`, `days` from today. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo user's school album (no other spec orders it) with an order placed through the API as the checkout
 * would (so the review tab shows), its sticker link on, and a pending invitation to it.
 */
async function makeFixtures(request: APIRequestContext): Promise<Fixtures> {
  const demo = await apiSignIn(request);
  const album = (await albumsOf(request, demo)).find((entry) => entry.category === 'school');
  expect(album, 'the demo school album').toBeDefined();
  const albumId = album!.id;
  const { order } = await api<{ order: { id: string } }>(request, demo, 'POST', '/orders', {
    album_id: albumId,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `languages-${Date.now()}@example.com`,
    phone: '0049 1701234567',
    address1: 'Hauptstraße 1',
    zip_code: '10115',
    city: 'Berlin',
    country_code: 'DE',
    no_albums: 50,
    order_features: [],
    sticker_packaging_type: 'stickerpack',
    release_date: dayFromNow(90),
    print_consent: true,
  });
  await api(request, demo, 'PATCH', `/albums/${albumId}`, { stickerUploadEnabled: true });
  const wire = (await albumOf(request, demo, albumId)) as Awaited<ReturnType<typeof albumOf>> & {
    stickerUploadsPath: string | null;
  };
  const { invitation } = await api<{ invitation: { accept_path: string } }>(
    request,
    demo,
    'POST',
    `/albums/${albumId}/invitations`,
    { email: `invited-${Date.now()}@example.com` },
  );
  expect(wire.stickerUploadsPath).toMatch(/^\/s\//);
  return {
    demo,
    albumId,
    orderId: order.id,
    previewPath: wire.albumPreviewPath!,
    stickerLinkPath: wire.stickerUploadsPath!,
    invitationPath: invitation.accept_path,
  };
}

/** Waits until nothing on the page is loading any more (skeletons, tab panels, busy regions). */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.querySelector('.ui-skeleton, .tab-panel__loading, [aria-busy="true"]') === null,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/**
 * Both checks on the screen as it is now. `part` limits axe to the part that changed since the last full check (a
 * tab's panel, a step of the checkout): axe is most of the test's time, and the rest of the page was checked.
 */
async function check(
  page: Page,
  reports: string[],
  screen: string,
  language: AppLanguage,
  part?: string,
): Promise<void> {
  await settled(page);
  const context = `${screen} (${language})`;
  if (part) await expectNoSeriousA11yViolationsIn(page, part, context);
  else await expectNoSeriousA11yViolations(page, context);
  await expectNoMissingMessages(page, reports, context);
}

/** Goes to `path`, waits for `ready`, checks the screen. */
async function visit(
  page: Page,
  reports: string[],
  language: AppLanguage,
  path: string,
  ready: Locator,
): Promise<void> {
  await page.goto(path);
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await check(page, reports, path, language);
}

for (const language of LANGUAGES) {
  test.describe(language, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test(`every screen in ${language}`, async ({ page }) => {
      test.setTimeout(180_000);
      fixtures ??= makeFixtures(page.request);
      const { albumId, orderId, previewPath, stickerLinkPath, invitationPath } = await fixtures;
      const reports = watchMissingMessages(page);
      const h1 = page.getByRole('heading', { level: 1 });

      await test.step('public screens', async () => {
        await visit(page, reports, language, '/sign-in', page.getByTestId('cookie-banner'));
        // The consent choice is stored in the browser: made once, the banner leaves the later screens.
        await page.getByTestId('cookie-banner').getByRole('button').last().click();
        await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
        await visit(page, reports, language, '/sign-up', h1);
        await visit(page, reports, language, '/reset-password', h1);
        await visit(page, reports, language, invitationPath, page.getByRole('button').first());
        await page.goto(previewPath);
        await waitForCanvas(page);
        await expect(page.getByTestId('preview-notice')).toBeVisible();
        await check(page, reports, 'preview link', language);
        // The sticker link page is its own bundle (hosts/upload) with its own catalogue.
        await visit(page, reports, language, stickerLinkPath, h1);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });

      await test.step('the demo user’s screens', async () => {
        await signIn(page);
        await visit(page, reports, language, '/start', page.getByTestId('album-tile').first());
        await visit(page, reports, language, '/album/new', page.getByRole('radio').first());
        await visit(page, reports, language, '/orders', page.getByTestId('order-card').first());
        await visit(page, reports, language, `/orders/${orderId}`, page.getByTestId('order-detail'));
        await visit(page, reports, language, '/profile', page.getByTestId('profile-orders'));
      });

      await test.step('the admin’s screens', async () => {
        await signIn(page, ADMIN);
        await visit(page, reports, language, '/dashboard', page.getByTestId('orders-table'));
        await visit(page, reports, language, '/affiliate', h1);
      });

      await test.step('the workspace with each tab, the settings and the checkout', async () => {
        await page.goto(`/album/${albumId}`);
        await waitForCanvas(page);
        await expect(page.locator('.workspace[data-editor-ready]')).toBeVisible({ timeout: 60_000 });
        const tabs = page.locator('.sidebar [role="tablist"]').first().getByRole('tab');
        // The admin sees jobs, and the album's order brings the review tab.
        await expect(tabs).toHaveCount(9);
        await check(page, reports, 'workspace', language);
        for (let index = 1; index < 9; index++) {
          await tabs.nth(index).click();
          await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
          const panel = page.locator('.sidebar__panel[role="tabpanel"]');
          await expect(panel).toBeVisible();
          await expect(panel.locator('.tab-panel__loading')).toHaveCount(0);
          const key = new URL(page.url()).pathname.split('/').at(-1)!;
          await check(page, reports, `tab ${key}`, language, '.sidebar');
        }

        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem').nth(1).click();
        await expect(page).toHaveURL(/\/settings/);
        const settings = page.getByRole('dialog');
        await expect(settings).toBeVisible();
        await check(page, reports, 'settings, general', language);
        await settings.getByRole('tab').nth(1).click();
        await expect(page).toHaveURL(/\/settings\/users$/);
        await check(page, reports, 'settings, users', language, '.settings-modal');
        await page.keyboard.press('Escape');
        await expect(settings).toHaveCount(0);

        await page.getByTestId('order-button').click();
        const checkout = page.getByTestId('checkout');
        await expect(checkout.getByTestId('checkout-spread')).toBeVisible({ timeout: 60_000 });
        await check(page, reports, 'checkout preview', language);
        await checkout.getByTestId('checkout-next').click();
        await expect(checkout.getByRole('slider').first()).toBeVisible();
        // The server words the order in the reader's language, not the (English) album's.
        await expect(checkout.locator('.checkout-summary')).toContainText(
          catalogue(language)['checkout.product.album.title']!,
        );
        await check(page, reports, 'checkout product', language, '[data-testid="checkout"]');
        await checkout.getByTestId('checkout-next').click();
        await expect(checkout.getByTestId('checkout-submit')).toBeVisible();
        await check(page, reports, 'checkout contact', language, '[data-testid="checkout"]');
      });
    });
  });
}
