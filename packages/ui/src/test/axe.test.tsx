import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';

test('the axe check fails on a button without an accessible name', async () => {
  render(
    <button type="button">
      <svg />
    </button>,
  );
  await expect(expectNoSeriousA11yViolations()).rejects.toThrow(/button-name/);
});
