import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { Button } from './Button';
import { IconButton } from './IconButton';

describe('Button', () => {
  test('is a button named by its label, pressed by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button variant="primary" onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.dataset.variant).toBe('primary');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  test('a disabled button cannot be pressed or focused', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    await user.tab();
    expect(onPress).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  test('an icon-only button is named by aria-label and hides its icon', () => {
    render(<Button icon={<svg data-testid="icon" />} aria-label="Delete" variant="danger" />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.dataset.iconOnly).toBe('true');
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  test('IconButton defaults to the ghost variant', () => {
    render(<IconButton icon={<svg />} aria-label="Undo" />);
    expect(screen.getByRole('button', { name: 'Undo' }).dataset.variant).toBe('ghost');
  });

  test('has no serious axe violations in its default states', async () => {
    render(
      <div>
        <Button>Save</Button>
        <IconButton icon={<svg />} aria-label="Undo" />
      </div>,
    );
    await expectNoSeriousA11yViolations();
  });
});
