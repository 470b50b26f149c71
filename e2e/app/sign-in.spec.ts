import { expect, test } from '@playwright/test';
import { DEMO, waitForCanvas } from './support';

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
  await page.getByTestId('album-tile').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/album\/[0-9a-f-]+$/);
  await waitForCanvas(page);
});

test('an unknown tab key redirects to the album', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('album-tile').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/album\/[0-9a-f-]+$/);
  const albumUrl = new URL(page.url()).pathname;
  await page.goto(`${albumUrl}/nonsense?entrypoint=wedding`);
  await expect(page).toHaveURL(new RegExp(`${albumUrl}\\?entrypoint=wedding$`));
});
