import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { ProgressBar } from './ProgressBar';
import { Spinner } from './Spinner';

describe('ProgressBar and Spinner', () => {
  test('a progress bar exposes its value and label', () => {
    const { container } = render(<ProgressBar label="photo.jpg" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'photo.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40%');
    expect((container.querySelector('.ui-progress__fill') as HTMLElement).style.width).toBe('40%');
  });

  test('the spinner is an indeterminate, named progressbar', () => {
    render(<Spinner aria-label="Loading images" />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading images' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
  });

  test('have no serious axe violations', async () => {
    render(
      <div>
        <ProgressBar label="photo.jpg" value={40} />
        <ProgressBar label="Rendering" isIndeterminate />
        <Spinner aria-label="Loading images" />
      </div>,
    );
    await expectNoSeriousA11yViolations();
  });
});
