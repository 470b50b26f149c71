import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { albumOfCategory, expectNoSeriousA11yViolations, openWorkspace, signIn } from './support';

/**
 * axe-core on the desktop workspace (1440 x 900, en-GB): the workspace as it opens and with each tab of the sidebar
 * open; the title being edited, the help, user and zoom menus, the history panel and the element toolbar. No serious
 * or critical violation is allowed.
 */
const DESKTOP_TABS = [
  'onboarding',
  'layouts',
  'images',
  'background',
  'stickers',
  'stickerlink',
  'styles',
] as const;

/** Opens a tab by its strip entry and waits until its panel has loaded. */
async function openTab(page: Page, key: string): Promise<void> {
  await page
    .locator('.sidebar [role="tablist"]')
    .first()
    .getByRole('tab')
    .nth(DESKTOP_TABS.indexOf(key as never))
    .click();
  await expect(page).toHaveURL(new RegExp(`/${key}$`));
  // The sidebar's own panel: a tab may hold tabs of its own (the background tab's colour, gradient and image).
  const panel = page.locator('.sidebar__panel[role="tabpanel"]');
  await expect(panel).toBeVisible();
  await expect(panel.locator('.tab-panel__loading')).toHaveCount(0);
}

test.describe('accessibility, desktop', () => {
  test('the workspace and each of its tabs', async ({ page }) => {
    const session = await signIn(page);
    const album = await albumOfCategory(page.request, session, 'business');
    await openWorkspace(page, album.id);
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveCount(DESKTOP_TABS.length);
    await expectNoSeriousA11yViolations(page, 'workspace');
    for (const key of DESKTOP_TABS) {
      await openTab(page, key);
      await expectNoSeriousA11yViolations(page, `tab ${key}`);
    }
  });

  test('the title editor, the menus, the history panel and the element toolbar', async ({ page }) => {
    const session = await signIn(page);
    const album = await albumOfCategory(page.request, session, 'business');
    await openWorkspace(page, album.id);
    await page.getByTestId('album-title').click();
    await expect(page.getByTestId('album-title-input')).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'title editor');
    await page.keyboard.press('Escape');
    for (const menu of ['help-menu', 'user-menu', 'zoom-menu']) {
      await page.getByTestId(menu).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(page, menu);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
    await page.getByTestId('history-toggle').click();
    await expect(page.getByTestId('history-panel')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'history panel');
    await page.getByTestId('panel-close').click();
    await expect(page.getByTestId('history-panel')).toHaveCount(0);
    // Select all of the cover: the floating toolbar of a multiple selection.
    await page.locator('[data-album-canvas]').focus();
    await page.keyboard.press('Control+a');
    await expect(page.getByTestId('floating-toolbar')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'floating toolbar');
  });
});
