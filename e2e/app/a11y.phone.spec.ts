import { expect, test } from '@playwright/test';
import { continueOnPhone } from './flows';
import { albumOfCategory, expectNoSeriousA11yViolations, openWorkspace, signIn } from './support';

/**
 * axe-core on the phone workspace (390 x 844, de-DE): the hand-off offer, the canvas with no panel, then each tab
 * of the bottom bar open. No serious or critical violation is allowed.
 */
const PHONE_TABS = ['onboarding', 'images', 'stickerlink', 'styles', 'checkout'] as const;

test('accessibility, phone: the workspace and each tab of the bottom bar', async ({ page }) => {
  const session = await signIn(page);
  const album = await albumOfCategory(page.request, session, 'business');
  await openWorkspace(page, album.id);
  await expect(page.getByTestId('mobile-handoff')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'mobile hand-off');
  await continueOnPhone(page);
  const bar = page.getByRole('navigation').getByRole('tablist');
  await expect(bar.getByRole('tab')).toHaveCount(PHONE_TABS.length);
  await expectNoSeriousA11yViolations(page, 'phone workspace');
  for (const [index, key] of PHONE_TABS.entries()) {
    await bar.getByRole('tab').nth(index).tap();
    await expect(page).toHaveURL(new RegExp(`/${key}$`));
    const panel = page.locator('.mobile-tab-bar__panel[data-open]');
    await expect(panel).toBeVisible();
    await expect(panel.locator('.tab-panel__loading')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `phone tab ${key}`);
  }
});
