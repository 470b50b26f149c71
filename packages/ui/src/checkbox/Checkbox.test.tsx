import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  test('is a checkbox toggled by click and Space after tabbing to it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Include cover</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Include cover' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  test('reports the indeterminate state', () => {
    render(<Checkbox isIndeterminate>All</Checkbox>);
    expect((screen.getByRole('checkbox') as HTMLInputElement).indeterminate).toBe(true);
  });

  test('has no serious axe violations', async () => {
    render(<Checkbox>Include cover</Checkbox>);
    await expectNoSeriousA11yViolations();
  });
});
