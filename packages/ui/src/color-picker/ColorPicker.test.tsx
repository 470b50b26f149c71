import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { ColorPicker, InlineColorPicker } from './ColorPicker';

const labels = { label: 'Fill colour', swatches: 'Album colours', hex: 'Hex' };
const palette = ['#E11D48', '#2563EB', '#16A34A'];

describe('ColorPicker', () => {
  test('opens from its swatch button; a palette swatch is chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorPicker labels={labels} defaultValue="#000000" swatches={palette} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Fill colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill colour' });
    const swatches = within(dialog).getByRole('listbox', { name: 'Album colours' });
    const options = within(swatches).getAllByRole('option');
    expect(options).toHaveLength(3);
    await user.click(options[1]!);
    expect(onChange).toHaveBeenLastCalledWith('#2563EB');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#16A34A');
  });

  test('the hex field sets the colour on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<InlineColorPicker labels={labels} defaultValue="#000000" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Hex' });
    await user.clear(field);
    await user.type(field, '#ff8800{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#FF8800');
  });

  test('the area and the hue slider are keyboard sliders', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<InlineColorPicker labels={labels} defaultValue="#ff0000" onChange={onChange} />);
    const hue = screen.getByRole('slider', { name: /hue/i });
    expect(screen.getAllByRole('slider').length).toBeGreaterThan(1);
    hue.focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.lastCall![0]).not.toBe('#FF0000');
  });

  test('has no serious axe violations, closed and open, and inline', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ColorPicker labels={labels} defaultValue="#2563eb" swatches={palette} />);
    await expectNoSeriousA11yViolations();
    await user.click(screen.getByRole('button', { name: 'Fill colour' }));
    await screen.findByRole('dialog');
    await expectNoSeriousA11yViolations();
    unmount();
    render(<InlineColorPicker labels={labels} defaultValue="#2563eb" swatches={palette} />);
    await expectNoSeriousA11yViolations();
  });
});
