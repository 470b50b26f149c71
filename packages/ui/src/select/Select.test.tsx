import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { Select } from './Select';

const options = [
  { id: 'pdf', label: 'PDF' },
  { id: 'jpg', label: 'JPG' },
  { id: 'png', label: 'PNG' },
];

describe('Select', () => {
  test('opens a listbox from the keyboard; an option is chosen by press and the listbox closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Format" options={options} placeholder="Choose" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Format/ });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['PDF', 'JPG', 'PNG']);
    await user.click(screen.getByRole('option', { name: 'JPG' }));
    expect(onChange).toHaveBeenCalledWith('jpg');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('JPG');
  });

  test('type-ahead on the focused trigger selects without opening', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Format" options={options} onChange={onChange} />);
    await user.tab();
    await user.keyboard('pn');
    expect(onChange).toHaveBeenLastCalledWith('png');
    expect(screen.getByRole('button', { name: /Format/ })).toHaveTextContent('PNG');
  });

  test('shows the passed validation message', () => {
    render(<Select label="Format" options={options} isInvalid errorMessage="Pick a format" />);
    expect(screen.getByText('Pick a format')).toBeInTheDocument();
  });

  test('has no serious axe violations', async () => {
    render(<Select label="Format" options={options} defaultValue="pdf" />);
    await expectNoSeriousA11yViolations();
  });
});
