import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  test('steps with the arrow keys and clamps to the bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Page" defaultValue={2} minValue={1} maxValue={3} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Page' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('3');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  test('the stepper buttons change the value', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Page" defaultValue={2} />);
    const [decrement, increment] = screen.getAllByRole('button');
    await user.click(increment!);
    expect(screen.getByRole('textbox')).toHaveValue('3');
    await user.click(decrement!);
    await user.click(decrement!);
    expect(screen.getByRole('textbox')).toHaveValue('1');
  });

  test('shows the passed validation message', () => {
    render(<NumberField label="Page" isInvalid errorMessage="Page 9 does not exist" />);
    expect(screen.getByRole('textbox', { name: 'Page' })).toHaveAccessibleDescription(
      'Page 9 does not exist',
    );
  });

  test('has no serious axe violations', async () => {
    render(<NumberField label="Page" defaultValue={1} />);
    await expectNoSeriousA11yViolations();
  });
});
