import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Button } from '../button/Button';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { Card } from './Card';

describe('Card', () => {
  test('with a title it is a region named by its heading', () => {
    render(
      <Card title="Sticker link" headingLevel={2} footer={<Button>Copy</Button>} isSelected>
        Share this link with your team.
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Sticker link' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sticker link' })).toBeInTheDocument();
    expect(card).toHaveAttribute('data-selected', 'true');
    expect(card).toHaveTextContent('Share this link with your team.');
  });

  test('without a title it is a plain container', () => {
    render(<Card>Body</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });

  test('has no serious axe violations', async () => {
    render(<Card title="Fonts">Title, subtitle and paragraph fonts.</Card>);
    await expectNoSeriousA11yViolations();
  });
});
