import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { continueOnPhone } from './flows';
import {
  BROWSER_LOCALE,
  LANGUAGES,
  albumOf,
  albumsOf,
  api,
  apiSignIn,
  expectNoMissingMessages,
  expectNoSeriousA11yViolations,
  signIn,
  waitForCanvas,
  watchMissingMessages,
} from './support';
import type { AppLanguage } from './support';

/**
 * The phone's screens in all five languages (issues #15 and #23), 390 x 844 with touch: the start page, the
 * workspace's bottom tabs (the checkout tab included), the orders and the sticker link page, each checked with
 * axe-core (no serious or critical violation) and for missing messages (no `[i18n]` report, no message id on
 * screen). The browser's language picks the interface language, one browser context per language.
 */

/** The demo school album (also the desktop language spec's) with its sticker link on. */
interface Fixtures {
  albumId: string;
  stickerLinkPath: string;
}

let fixtures: Promise<Fixtures> | undefined;

async function makeFixtures(request: APIRequestContext): Promise<Fixtures> {
  const demo = await apiSignIn(request);
  const album = (await albumsOf(request, demo)).find((entry) => entry.category === 'school');
  expect(album, 'the demo school album').toBeDefined();
  await api(request, demo, 'PATCH', `/albums/${album!.id}`, { stickerUploadEnabled: true });
  const wire = (await albumOf(request, demo, album!.id)) as Awaited<ReturnType<typeof albumOf>> & {
    stickerUploadsPath: string | null;
  };
  expect(wire.stickerUploadsPath).toMatch(/^\/s\//);
  return { albumId: album!.id, stickerLinkPath: wire.stickerUploadsPath! };
}

/** Both checks on the screen as it is now, once nothing is loading any more. */
async function check(page: Page, reports: string[], screen: string, language: AppLanguage): Promise<void> {
  await page
    .waitForFunction(
      () => document.querySelector('.ui-skeleton, .tab-panel__loading, [aria-busy="true"]') === null,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const context = `phone ${screen} (${language})`;
  await expectNoSeriousA11yViolations(page, context);
  await expectNoMissingMessages(page, reports, context);
}

for (const language of LANGUAGES) {
  test.describe(language, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test(`the phone's screens in ${language}`, async ({ page }) => {
      test.setTimeout(120_000);
      fixtures ??= makeFixtures(page.request);
      const { albumId, stickerLinkPath } = await fixtures;
      const reports = watchMissingMessages(page);

      await page.goto(stickerLinkPath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, reports, 'sticker link page', language);

      await signIn(page);
      await page.goto('/start');
      await expect(page.getByTestId('album-tile').first()).toBeVisible();
      await check(page, reports, 'start page', language);
      await page.getByTestId('cookie-banner').getByRole('button').last().tap();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);

      await page.goto('/orders');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, reports, 'orders', language);

      await page.goto(`/album/${albumId}`);
      await waitForCanvas(page);
      await continueOnPhone(page);
      await check(page, reports, 'workspace', language);
      const bar = page.getByRole('navigation').getByRole('tablist');
      // Onboarding, images, sticker link, styles, checkout.
      await expect(bar.getByRole('tab')).toHaveCount(5);
      for (let index = 0; index < 5; index++) {
        await bar.getByRole('tab').nth(index).tap();
        const panel = page.locator('.mobile-tab-bar__panel[data-open]');
        await expect(panel).toBeVisible();
        await expect(panel.locator('.tab-panel__loading')).toHaveCount(0);
        const key = new URL(page.url()).pathname.split('/').at(-1)!;
        if (key === 'checkout') {
          await expect(page.getByTestId('checkout-spread')).toBeVisible({ timeout: 60_000 });
        }
        await check(page, reports, `tab ${key}`, language);
      }
    });
  });
}
