import axe from 'axe-core';
import { expect } from 'vitest';

/** Impacts the kit never accepts. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core over `root` (the rendered component, in the DOM test environment) and fails with the rule ids and
 * offending nodes when a serious or critical violation is found. Colour contrast needs real layout and paint, which
 * the DOM test environment lacks; it is checked in the browser end-to-end tests instead.
 */
export async function expectNoSeriousA11yViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect(blocking, `axe violations: ${blocking.join('; ')}`).toHaveLength(0);
}
