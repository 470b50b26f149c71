import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { albumOf, expectNoSeriousA11yViolations, signIn } from './support';

// The creation wizard end to end: the wedding blueprint, one palette colour changed, the album created through
// /album/new/confirm, and the editor opening on an album with that palette. Screenshots of the wizard go to
// docs/screenshots/ for the documentation.
const CHANGED = '#123456';

test('a user picks the wedding blueprint, changes a colour and creates the album, which opens with those colours', async ({
  page,
}) => {
  const session = await signIn(page);
  await page.goto('/album/new/e2e');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your album' })).toBeVisible();
  // With one step the counter stays hidden; without a blueprint there is nothing to create.
  await expect(page.getByTestId('wizard-step-counter')).toHaveCount(0);
  await expect(page.getByTestId('wizard-create')).toBeDisabled();

  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'wizard with the cookie banner');
  await banner.getByRole('button', { name: 'Save my choice' }).click();
  await expect(banner).toHaveCount(0);

  await page.getByTestId('wizard-blueprint-wedding').first().click();
  await expect(page.getByTestId('wizard-preview-picture')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Colour 1' }).click();
  const hex = page.getByRole('textbox', { name: 'Hex code' });
  await hex.fill(CHANGED);
  await hex.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wizard-preview-picture')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page, 'wizard with a blueprint');

  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: 'docs/screenshots/wizard-desktop.png' });
  for (const [name, width, height] of [
    ['tablet', 900, 1000],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Under 1000 px the preview opens at spread 2 (index 1): wait for its own picture, not the cover's.
    await expect(page.getByTestId('wizard-preview-position')).toHaveText('Spread 2 of 10');
    await expect(page.getByTestId('wizard-preview-picture')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: `docs/screenshots/wizard-${name}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByTestId('wizard-create').click();
  await expect(page).toHaveURL(/\/album\/(?!new)[^/]+$/, { timeout: 60_000 });
  const albumId = new URL(page.url()).pathname.split('/')[2]!;
  const album = await albumOf(page.request, session, albumId);
  expect(album.colors[2]).toBe(CHANGED);
  await expect(page.locator('[data-album-canvas]').first()).toBeVisible({ timeout: 60_000 });
});
