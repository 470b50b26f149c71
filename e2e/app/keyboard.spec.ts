import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  albumOf,
  apiSignIn,
  albumOfCategory,
  DEMO,
  expectNoSeriousA11yViolations,
  spreadsOf,
  waitForCanvas,
} from './support';
import type { WireNode } from './support';

/**
 * Issue #23: the album edited by keyboard alone, as a screen reader user does it. No mouse call at all: sign in,
 * the skip link to the canvas, the accessible mirror of a spread (walk to its second element, select it), move it
 * 3 mm, change its fill in the element toolbar, insert a rectangle with the rectangle tool, group two elements,
 * undo, delete. Each step reads the sentence of the polite live region and checks the mirror's ARIA snapshot
 * names the elements; axe runs once on the edited workspace.
 */
const SHAPES = new Set(['Rectangle', 'Circle']);
const ELEMENTS = new Set([
  'Group',
  'Circle',
  'Image',
  'Line',
  'Rectangle',
  'Sticker',
  'StickerCell',
  'Text',
  'Comment',
]);

/** The index of the first spread whose second element is a shape (it has a fill to change). */
function spreadWithShapeSecond(spreads: WireNode[]): number {
  return spreads.findIndex((spread) => {
    const elements = (spread.children ?? []).filter((child) => ELEMENTS.has(child.type));
    return elements.length >= 2 && SHAPES.has(elements[1]!.type);
  });
}

const announcer = (page: Page) => page.locator('[data-album-announcer]');
const mirror = (page: Page) => page.locator('[data-album-canvas] [role="listbox"]');
const focusedOption = (page: Page) => page.locator('[data-album-canvas] [role="option"]:focus');

/** Presses a key and expects the live region to say `sentence`. */
async function pressAndHear(page: Page, key: string, sentence: RegExp | string): Promise<void> {
  await page.keyboard.press(key);
  await expect(announcer(page)).toHaveText(sentence);
}

test('an album edited by keyboard alone, each step announced and mirrored', async ({ page }) => {
  const session = await apiSignIn(page.request);
  const entry = await albumOfCategory(page.request, session, 'sports');
  const spreads = spreadsOf(await albumOf(page.request, session, entry.id));
  const target = spreadWithShapeSecond(spreads);
  expect(target, 'a spread whose second element is a shape').toBeGreaterThanOrEqual(0);

  await test.step('sign in by keyboard and land in the workspace', async () => {
    await page.goto(`/album/${entry.id}`);
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(DEMO.email);
    await page.getByLabel('Password').focus();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/album/${entry.id}$`));
    await waitForCanvas(page);
    await expect(page.locator('.workspace[data-editor-ready]')).toBeVisible({ timeout: 60_000 });
  });

  await test.step('the skip link reaches the canvas, Page Down the spread, Tab its elements', async () => {
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to the album pages' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-album-canvas]')).toBeFocused();
    for (let i = 0; i < target; i++) await page.keyboard.press('PageDown');
    await page.keyboard.press('Tab');
    await expect(focusedOption(page)).toHaveCount(1);
  });

  let second = '';
  await test.step('select the second element', async () => {
    await page.keyboard.press('ArrowDown');
    // The option's name is its text (its description, position and size, is hidden text beside it).
    second = await focusedOption(page).innerText();
    expect(second).toMatch(/^(Rectangle|Circle)/);
    await pressAndHear(page, 'Enter', `${second} selected`);
    await expect(focusedOption(page)).toHaveAttribute('aria-selected', 'true');
    await expect(mirror(page)).toMatchAriaSnapshot(`
      - listbox /Elements on pages? /:
        - option
        - option "${second}" [selected]
    `);
  });

  await test.step('move it 3 mm right', async () => {
    const before = await focusedOption(page).getAttribute('aria-describedby');
    const describedBefore = await page.locator(`[id="${before}"]`).textContent();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await pressAndHear(page, 'ArrowRight', 'Moved 3 mm right');
    const x = (text: string | null) => Number(/^([\d.]+) mm from the left/.exec(text ?? '')?.[1]);
    await expect
      .poll(async () => x(await page.locator(`[id="${before}"]`).textContent()))
      .toBeCloseTo(x(describedBefore) + 3, 5);
  });

  await test.step('change its fill from the element toolbar (Alt+F10), back to the element with Escape', async () => {
    // The toolbar's code loads on the first selection.
    await expect(page.getByTestId('floating-toolbar')).toBeAttached();
    await page.keyboard.press('Alt+F10');
    const fill = page.getByTestId('fill-color');
    await expect(fill).toBeFocused();
    await page.keyboard.press('Enter');
    const hex = page.getByRole('dialog').getByLabel('Hex code');
    await expect(hex).toBeVisible();
    // Tab goes through every field of the popover: the tabs, the swatches, the colour area, the hex code.
    for (let i = 0; i < 30 && !(await hex.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(hex).toBeFocused();
    const colour = (await hex.inputValue()).toLowerCase() === '#1e88e5' ? '43a047' : '1e88e5';
    await page.keyboard.press('Control+a');
    await page.keyboard.type(`#${colour}`);
    await page.keyboard.press('Enter');
    await expect(announcer(page)).toHaveText(`Fill of ${second} changed`);
    await page.keyboard.press('Escape');
    await expect(fill).toBeFocused();
    await page.keyboard.press('Escape');
    if (await fill.evaluate((el) => el === document.activeElement)) await page.keyboard.press('Escape');
    await expect(focusedOption(page)).toHaveAccessibleName(second);
  });

  await test.step('choose the rectangle tool and insert a rectangle with Enter', async () => {
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    const tools = page.getByRole('radiogroup').or(page.getByTestId('tool-menu'));
    await expect(tools.locator(':focus')).toHaveCount(1);
    for (
      let i = 0;
      i < 8 && !(await page.getByTestId('tool-rectangle').evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(page.getByTestId('tool-rectangle')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('tool-rectangle')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(focusedOption(page)).toHaveCount(1);
    await pressAndHear(page, 'Enter', 'Rectangle inserted');
    await expect(focusedOption(page)).toHaveAccessibleName('Rectangle');
    await expect(focusedOption(page)).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('group it with the element before it', async () => {
    await page.keyboard.press('Shift+Tab');
    await pressAndHear(page, 'Shift+Enter', '2 elements selected');
    await pressAndHear(page, 'Control+g', 'Grouped 2 elements');
    await expect(focusedOption(page)).toHaveAccessibleName('Group, 2 elements');
    await expect(mirror(page)).toMatchAriaSnapshot(`
      - listbox:
        - option "${second}"
        - option "Group, 2 elements" [selected]
    `);
  });

  await test.step('undo the group', async () => {
    await pressAndHear(page, 'Control+z', 'Undone');
    await expect(mirror(page).getByRole('option', { name: 'Group, 2 elements' })).toHaveCount(0);
    await expect(mirror(page)).toMatchAriaSnapshot(`
      - listbox:
        - option "${second}"
        - option "Rectangle"
    `);
  });

  await test.step('delete the inserted rectangle', async () => {
    await page.keyboard.press('End');
    await expect(focusedOption(page)).toHaveAccessibleName('Rectangle');
    const count = await mirror(page).getByRole('option').count();
    await pressAndHear(page, 'Enter', 'Rectangle selected');
    await pressAndHear(page, 'Delete', 'Deleted 1 element');
    await expect(mirror(page).getByRole('option')).toHaveCount(count - 1);
    await expect(focusedOption(page)).toHaveCount(1);
  });

  await expectNoSeriousA11yViolations(page, 'workspace edited by keyboard');
});
