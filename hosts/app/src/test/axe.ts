import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core inside `root` and fails with the list of serious or critical violations. Colour contrast is left out:
 * jsdom does not lay out or paint, so contrast needs a real browser.
 */
export async function expectNoSeriousA11yViolations(root: Element): Promise<void> {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  expect(blocking).toEqual([]);
}
