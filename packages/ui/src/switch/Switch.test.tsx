import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { Switch } from './Switch';

describe('Switch', () => {
  test('is a switch toggled by click and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Show stickers</Switch>);
    const control = screen.getByRole('switch', { name: 'Show stickers' });
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  test('a disabled switch does not toggle', async () => {
    const user = userEvent.setup();
    render(<Switch isDisabled>Locked</Switch>);
    await user.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(screen.getByRole('switch')).toBeDisabled();
  });

  test('has no serious axe violations', async () => {
    render(<Switch defaultSelected>Show stickers</Switch>);
    await expectNoSeriousA11yViolations();
  });
});
