import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastMessages } from '../test/toasts';
import { createTopBarTest } from '../topbar/test-support';
import { HANDOFF_DISMISSED_KEY } from './handoff';
import { MobileHandoff } from './MobileHandoff';

function memoryStorage(values: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(values));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function renderHandoff(storage = memoryStorage()) {
  const test = createTopBarTest({ isMobile: true });
  const user = userEvent.setup();
  render(<MobileHandoff storage={storage} />, { wrapper: test.wrapper });
  return { ...test, storage, user };
}

const albumUrl = `${window.location.origin}/album/album-1`;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('MobileHandoff', () => {
  it('offers to continue on a laptop with the album’s link', async () => {
    renderHandoff();
    const dialog = await screen.findByRole('dialog', { name: 'Continue on a laptop' });
    expect(dialog).toBeVisible();
    expect(screen.getByLabelText('Link to your album')).toHaveValue(albumUrl);
  });

  it('requests the link by an e-mail to the user’s own address', async () => {
    renderHandoff();
    const request = await screen.findByRole('link', { name: 'Email me the link' });
    const href = request.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:anna.schmidt@example.org?subject=Your%20album%20link&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1] ?? '')).toBe(
      `Open your album on a computer: ${albumUrl}`,
    );
  });

  it('copies the link and says so', async () => {
    const { user, services } = renderHandoff();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(albumUrl);
    await waitFor(() => expect(toastMessages(services)).toEqual(['Link copied']));
  });

  it('shares the link where the device can share, and closes afterwards', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const { user, storage } = renderHandoff();
    await user.click(await screen.findByRole('button', { name: 'Share link' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Your album link',
      text: `Open your album on a computer: ${albumUrl}`,
      url: albumUrl,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storage.getItem(HANDOFF_DISMISSED_KEY)).toBe('1');
  });

  it('has no share button where the device cannot share', async () => {
    renderHandoff();
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Share link' })).not.toBeInTheDocument();
  });

  it('closes on “continue on this device” and does not open again in this tab', async () => {
    const { user, storage } = renderHandoff();
    await user.click(await screen.findByRole('button', { name: 'Continue on this device' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storage.getItem(HANDOFF_DISMISSED_KEY)).toBe('1');
  });

  it('stays closed once dismissed', () => {
    renderHandoff(memoryStorage({ [HANDOFF_DISMISSED_KEY]: '1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { user, storage } = renderHandoff();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storage.getItem(HANDOFF_DISMISSED_KEY)).toBe('1');
  });
});
