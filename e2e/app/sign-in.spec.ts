import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO, waitForCanvas } from './support';

/**
 * The consent banner appears 500 ms after the start page (bottom left, over the first tile on a short window): answered
 * first, so a click on a tile never lands on the banner as it appears.
 */
async function answerCookieBanner(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Accept all' })
    .click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
}

test('a new visitor signs in with the demo account, lands on the start page and opens an album', async ({
  page,
}) => {
  await page.goto('/album/nowhere/stickers');
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\?next=%2F$/);
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sticker albums' })).toBeVisible();
  await answerCookieBanner(page);
  await page.getByTestId('album-tile').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/album\/[0-9a-f-]+$/);
  await waitForCanvas(page);
});

test('an unknown tab key redirects to the album', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answerCookieBanner(page);
  await page.getByTestId('album-tile').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/album\/[0-9a-f-]+$/);
  const albumUrl = new URL(page.url()).pathname;
  await page.goto(`${albumUrl}/nonsense?entrypoint=wedding`);
  await expect(page).toHaveURL(new RegExp(`${albumUrl}\\?entrypoint=wedding$`));
});
