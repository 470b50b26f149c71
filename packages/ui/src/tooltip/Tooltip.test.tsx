import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { IconButton } from '../button/IconButton';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_HIDE_AFTER_MS } from './Tooltip';

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows after 3 s of hovering, describes its trigger, and hides after 5 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <Tooltip content="Last saved 21.11.2026">
        <IconButton icon={<svg />} aria-label="Sync status" />
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Sync status' });
    // react-aria shows hover tooltips only once the pointer is the input modality, as after any real mouse use.
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    await user.hover(trigger);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 200);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Last saved 21.11.2026');
    expect(trigger).toHaveAccessibleDescription('Last saved 21.11.2026');
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_HIDE_AFTER_MS);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('the immediate variant shows without delay', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <Tooltip content="Outside the print area" immediate>
        <IconButton icon={<svg />} aria-label="Danger zone" />
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Danger zone' }));
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Outside the print area');
  });

  test('keyboard focus shows it at once and Escape hides it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <Tooltip content="Undo">
        <IconButton icon={<svg />} aria-label="Undo" />
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Undo');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('has no serious axe violations while shown', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <Tooltip content="Undo">
        <IconButton icon={<svg />} aria-label="Undo" />
      </Tooltip>,
    );
    await user.tab();
    vi.useRealTimers();
    await expectNoSeriousA11yViolations();
  });
});
