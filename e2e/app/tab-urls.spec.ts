import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { albumUnderTest } from './flows';
import { messages } from './support';

/**
 * Tab URLs the user may not see (an old link, jobs for a non-admin, a desktop-only tab on a phone or in a window
 * that narrows under 1000 px) land on the album instead of crashing the workspace, and an error inside a route shows
 * the app's error screen and is reported to the server. The demo user is not an admin.
 */
const en = messages('en');

async function expectWorkspaceAt(page: Page, albumId: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/album/${albumId}(\\?|$)`));
  await expect(page.locator('.workspace')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.error-screen')).toHaveCount(0);
}

test('an unknown tab and the jobs tab of a non-admin go to the album, replacing the history entry', async ({
  page,
}) => {
  const { entry } = await albumUnderTest(page, 'wedding');
  for (const tab of ['no-such-tab', 'jobs']) {
    await page.goto(`/album/${entry.id}/${tab}?entrypoint=wedding`);
    await expectWorkspaceAt(page, entry.id);
    expect(new URL(page.url()).search).toBe('?entrypoint=wedding');
  }
});

test('a window narrowing under 1000 px on a desktop-only tab goes to the album without a crash', async ({
  page,
}) => {
  const { entry } = await albumUnderTest(page, 'wedding');
  await page.goto(`/album/${entry.id}/layouts`);
  await expect(page.locator('.workspace[data-layout="desktop"]')).toBeVisible({ timeout: 60_000 });
  await page.setViewportSize({ width: 900, height: 900 });
  await expectWorkspaceAt(page, entry.id);
  await expect(page.locator('.workspace')).toHaveAttribute('data-layout', 'mobile');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the layouts tab goes to the album', async ({ page }) => {
    const { entry } = await albumUnderTest(page, 'wedding');
    await page.goto(`/album/${entry.id}/layouts`);
    await expectWorkspaceAt(page, entry.id);
  });
});

test("an error inside a route shows the app's error screen and is reported", async ({ page }) => {
  const { entry } = await albumUnderTest(page, 'wedding');
  // The workspace chunk fails to load, as after a deploy replaced it: the route's lazy import throws.
  await page.route(/\/assets\/WorkspaceRoute-[^/]*\.js$/, (route) => route.abort());
  const report = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/client_errors') && request.method() === 'POST',
  );
  await page.goto(`/album/${entry.id}`);
  await expect(page.getByRole('heading', { level: 1, name: en['error.screen.title'] })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('WorkspaceRoute');
  await expect(page.getByRole('button', { name: en['error.screen.reload'] })).toBeVisible();
  const sent = JSON.parse((await report).postData() ?? '{}') as { message?: string; url?: string };
  expect(sent.message).toContain('WorkspaceRoute');
  expect(sent.url).toBe(`/album/${entry.id}`);
});
