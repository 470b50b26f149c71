import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { Badge } from './Badge';

describe('Badge', () => {
  test('shows its text with the tone', () => {
    render(<Badge tone="warning">Draft</Badge>);
    expect(screen.getByText('Draft')).toHaveAttribute('data-tone', 'warning');
  });

  test('an aria-label replaces a bare count for screen readers', () => {
    render(
      <Badge tone="primary" aria-label="3 new stickers">
        3
      </Badge>,
    );
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 new stickers')).toHaveClass('ui-visually-hidden');
  });

  test('has no serious axe violations', async () => {
    render(<Badge aria-label="3 new stickers">3</Badge>);
    await expectNoSeriousA11yViolations();
  });
});
