import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Button } from '../button/Button';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  test('shows a heading, description and a working action', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <EmptyState
        icon={<svg />}
        title="No images yet"
        description="Upload photos to place them on your pages."
        action={<Button onPress={onPress}>Upload</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No images yet' })).toBeInTheDocument();
    expect(screen.getByText('Upload photos to place them on your pages.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  test('has no serious axe violations', async () => {
    render(<EmptyState title="No images yet" description="Upload photos." />);
    await expectNoSeriousA11yViolations();
  });
});
