import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { createToastQueue, showToast, TOAST_TIMEOUT_MS } from './toast-queue';
import { ToastRegion } from './ToastRegion';

describe('Toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows the type label and message in a named region and hides after 10 s', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} aria-label="Notifications" closeLabel="Close" />);
    act(() => {
      showToast(queue, { type: 'error', label: 'Fehler', message: 'Ein Fehler ist aufgetreten.' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: 'Fehler' });
    expect(toast).toHaveAccessibleDescription('Ein Fehler ist aufgetreten.');
    expect(toast).toHaveAttribute('data-type', 'error');
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100);
    });
    expect(screen.queryByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(TOAST_TIMEOUT_MS).toBe(10_000);
  });

  test('timeout 0 keeps the toast until its close button is pressed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const queue = createToastQueue();
    const onClose = vi.fn();
    render(<ToastRegion queue={queue} aria-label="Notifications" closeLabel="Close" />);
    act(() => {
      showToast(queue, { type: 'warning', label: 'Warnung', message: 'photo.png' }, { timeout: 0, onClose });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alertdialog', { name: 'Warnung' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('stacks toasts of each type', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} aria-label="Notifications" closeLabel="Close" />);
    act(() => {
      showToast(queue, { type: 'info', label: 'Info', message: 'Saved' });
      showToast(queue, { type: 'warning', label: 'Warnung', message: 'Slow' });
    });
    expect(screen.getAllByRole('alertdialog').map((toast) => toast.dataset.type)).toEqual([
      'warning',
      'info',
    ]);
  });

  test('has no serious axe violations with a toast shown', async () => {
    vi.useRealTimers();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} aria-label="Notifications" closeLabel="Close" />);
    act(() => {
      showToast(queue, { type: 'info', label: 'Info', message: 'Saved' });
    });
    await expectNoSeriousA11yViolations();
  });
});
