import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { sqrtScale } from './scale';
import { Slider } from './Slider';

describe('Slider', () => {
  test('is a labelled slider stepped by the arrow keys, with a value label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Slider label="Opacity" defaultValue={50} step={5} onChange={onChange} formatValue={(v) => `${v} %`} />,
    );
    const slider = screen.getByRole('slider', { name: 'Opacity' });
    expect(slider).toHaveAttribute('aria-valuetext', '50 %');
    expect(screen.getByRole('status')).toHaveTextContent('50 %');
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(60);
    expect(screen.getByRole('status')).toHaveTextContent('60 %');
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(100);
  });

  test('a square-root scale maps positions but keeps values, steps and labels in the value domain', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Slider
        label="Stroke width"
        defaultValue={25}
        maxValue={100}
        step={0.5}
        scale={sqrtScale}
        onChange={onChange}
        formatValue={(v) => `${v} pt`}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Stroke width' });
    // 25 sits at sqrt(25) / sqrt(100) = half the track.
    expect((container.querySelector('.ui-slider__thumb') as HTMLElement).style.left).toBe('50%');
    expect(slider).toHaveAttribute('aria-valuetext', '25 pt');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    // One step is a hundredth of the track: (5 - 0.1)^2 = 24.01, snapped to the 0.5 step.
    expect(onChange).toHaveBeenLastCalledWith(24);
    expect(slider).toHaveAttribute('aria-valuetext', '24 pt');
  });

  test('a controlled slider shows the value it is given', () => {
    render(<Slider label="Radius" value={12} maxValue={40} />);
    expect(screen.getByRole('status')).toHaveTextContent('12');
  });

  test('has no serious axe violations', async () => {
    render(<Slider label="Opacity" defaultValue={50} />);
    await expectNoSeriousA11yViolations();
  });
});
