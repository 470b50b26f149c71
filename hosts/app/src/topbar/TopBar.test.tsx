import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar';
import { toastMessages } from '../test/toasts';
import { createTopBarTest, syncStatusOf } from './test-support';
import type { TopBarTestOptions } from './test-support';

function renderTopBar(options: TopBarTestOptions = {}) {
  const test = createTopBarTest(options);
  const onOpenTab = vi.fn();
  const user = userEvent.setup();
  render(<TopBar onOpenTab={onOpenTab} />, { wrapper: test.wrapper });
  return { ...test, onOpenTab, user };
}

describe('TopBar title', () => {
  it('shows the title cut to 20 characters and the release date as d.M.yyyy', () => {
    renderTopBar();
    const title = screen.getByTestId('album-title');
    expect(title).toHaveTextContent('Sommerfest Fußballve…');
    expect(screen.getByTestId('release-date')).toHaveTextContent('3.7.2026');
    expect(title).toHaveAccessibleName('Sommerfest Fußballve… 3.7.2026');
    expect(title).toHaveAccessibleDescription(/Sommerfest Fußballverein 2026/);
  });

  it('edits the title and the date in place and saves on Enter', async () => {
    const { user, updateAlbum } = renderTopBar();
    await user.click(screen.getByTestId('album-title'));
    const input = screen.getByTestId('album-title-input');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Sommerfest Fußballverein 2026');
    expect(screen.getByTestId('release-date-input')).toHaveValue('3.7.2026');
    await user.clear(input);
    await user.type(input, '  Abschlussfeier  ');
    await user.clear(screen.getByTestId('release-date-input'));
    await user.type(screen.getByTestId('release-date-input'), '1.8.2026{Enter}');
    expect(updateAlbum).toHaveBeenCalledWith({ title: 'Abschlussfeier', releaseDate: '2026-08-01' });
    await waitFor(() => expect(screen.getByTestId('album-title')).toHaveTextContent('Abschlussfeier'));
    expect(screen.getByTestId('release-date')).toHaveTextContent('1.8.2026');
    expect(screen.queryByTestId('album-title-input')).not.toBeInTheDocument();
  });

  it('keeps the keyboard on the title through a slow save', async () => {
    let finish: () => void = () => undefined;
    const { user, updateAlbum } = renderTopBar();
    const saved = updateAlbum.getMockImplementation()!;
    updateAlbum.mockImplementation(
      (patch) => new Promise((resolve) => (finish = () => resolve(saved(patch)))),
    );
    await act(async () => screen.getByTestId('album-title').focus());
    await user.keyboard('{Enter}');
    await user.type(screen.getByTestId('album-title-input'), '!{Enter}');
    // Read-only (no button) while the save runs; the focus comes back to the title button when it is through.
    await act(async () => new Promise(requestAnimationFrame));
    await act(async () => finish());
    await waitFor(() => expect(screen.getByTestId('album-title')).toHaveFocus());
  });

  it('saves when the fields lose focus', async () => {
    const { user, updateAlbum } = renderTopBar();
    await user.click(screen.getByTestId('album-title'));
    await user.type(screen.getByTestId('album-title-input'), '!');
    await user.click(document.body);
    expect(updateAlbum).toHaveBeenCalledWith({
      title: 'Sommerfest Fußballverein 2026!',
      releaseDate: '2026-07-03',
    });
  });

  it('cancels with Escape, keeping the saved values and returning focus to the title', async () => {
    const { user, updateAlbum } = renderTopBar();
    await user.click(screen.getByTestId('album-title'));
    await user.type(screen.getByTestId('album-title-input'), ' changed');
    await user.keyboard('{Escape}');
    expect(updateAlbum).not.toHaveBeenCalled();
    expect(screen.getByTestId('album-title')).toHaveTextContent('Sommerfest Fußballve…');
    await waitFor(() => expect(screen.getByTestId('album-title')).toHaveFocus());
  });

  it('sends nothing when nothing changed', async () => {
    const { user, updateAlbum } = renderTopBar();
    await user.click(screen.getByTestId('album-title'));
    await user.keyboard('{Enter}');
    expect(updateAlbum).not.toHaveBeenCalled();
    expect(screen.queryByTestId('album-title-input')).not.toBeInTheDocument();
  });

  it('marks an empty title invalid with its message and saves nothing, on Enter or on blur', async () => {
    const { user, updateAlbum } = renderTopBar();
    await user.click(screen.getByTestId('album-title'));
    const input = screen.getByTestId('album-title-input');
    await user.clear(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The album needs a title.');
    await user.keyboard('{Enter}');
    await user.click(document.body);
    expect(updateAlbum).not.toHaveBeenCalled();
    expect(screen.getByTestId('album-title-input')).toBeInTheDocument();
  });

  it('names a date that does not exist and saves nothing', async () => {
    const { user, updateAlbum } = renderTopBar();
    await user.click(screen.getByTestId('album-title'));
    const date = screen.getByTestId('release-date-input');
    await user.clear(date);
    await user.type(date, '31.2.2026{Enter}');
    expect(updateAlbum).not.toHaveBeenCalled();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('“31.2.2026” is not a valid date. Use the form d.m.yyyy.');
  });

  it('shows the generic error and the previous title when saving fails', async () => {
    const { user, services } = renderTopBar({ updateAlbum: () => Promise.reject(new Error('500')) });
    await user.click(screen.getByTestId('album-title'));
    await user.type(screen.getByTestId('album-title-input'), ' X{Enter}');
    await waitFor(() => expect(toastMessages(services)).toEqual(['An error occurred. Please try again.']));
    expect(screen.getByTestId('album-title')).toHaveTextContent('Sommerfest Fußballve…');
  });

  it('cannot be edited before the editor is ready, in preview mode or on a locked album', () => {
    for (const options of [{ ready: false }, { mode: 'preview' as const }, { locked: true }]) {
      const { unmount } = render(<TopBar onOpenTab={() => undefined} />, {
        wrapper: createTopBarTest(options).wrapper,
      });
      expect(screen.getByTestId('album-title').tagName).toBe('H1');
      expect(screen.queryByRole('button', { name: /Sommerfest/ })).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('TopBar sync indicator', () => {
  it('follows the sync status and names the state', () => {
    const { syncStatus } = renderTopBar();
    const indicator = screen.getByTestId('sync-indicator');
    expect(indicator).toHaveAttribute('data-state', 'saved');
    expect(indicator).toHaveAccessibleName('Sync status: All changes saved');
    act(() => syncStatus.setState({ hasUnsavedChanges: true }));
    expect(indicator).toHaveAttribute('data-state', 'unsaved');
    act(() => syncStatus.setState({ saving: true }));
    expect(indicator).toHaveAttribute('data-state', 'saving');
    act(() =>
      syncStatus.setState({
        saving: false,
        errors: [{ kind: 'save', messageKey: 'sync.error.save', at: Date.UTC(2026, 5, 2) }],
      }),
    );
    expect(indicator).toHaveAttribute('data-state', 'error');
    act(() => syncStatus.setState(syncStatusOf({ online: false })));
    expect(indicator).toHaveAttribute('data-state', 'offline');
  });

  it('shows the last saved date when pressed', async () => {
    const { user } = renderTopBar();
    await user.click(screen.getByTestId('sync-indicator'));
    const dialog = await screen.findByRole('dialog', { name: 'Sync status' });
    expect(within(dialog).getByTestId('sync-last-saved')).toHaveTextContent(/Last saved on 1\.6\.2026/);
  });
});

describe('TopBar order button', () => {
  it('opens the checkout tab', async () => {
    const { user, onOpenTab } = renderTopBar();
    await user.click(screen.getByTestId('order-button'));
    expect(onOpenTab).toHaveBeenCalledWith('checkout');
  });

  it('shows the preflight warning icon with the number of problems, listing them when pressed', async () => {
    const { user, checkout } = renderTopBar({
      preflight: [{ key: 'checkout.preflight.missingReleaseDate' }, { key: 'preflight.noStickers' }],
    });
    const warning = await screen.findByTestId('preflight-warning');
    expect(checkout).toHaveBeenCalledWith('album-1');
    expect(warning).toHaveTextContent('2');
    expect(warning).toHaveAccessibleName('Please check your album before ordering: 2 problems found.');
    await user.click(warning);
    const list = await screen.findByTestId('preflight-messages');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Set a release date for the album.', 'The album has no stickers yet.']);
  });

  it('shows no warning when the preflight finds nothing', async () => {
    const { checkout } = renderTopBar({ preflight: [] });
    await waitFor(() => expect(checkout).toHaveBeenCalled());
    expect(screen.queryByTestId('preflight-warning')).not.toBeInTheDocument();
  });

  it('is left out on phones, where checkout is a tab of the bottom bar', () => {
    const { checkout } = renderTopBar({ isMobile: true, preflight: [{ key: 'preflight.noStickers' }] });
    expect(screen.queryByTestId('order-button')).not.toBeInTheDocument();
    expect(checkout).not.toHaveBeenCalled();
    expect(screen.getByTestId('album-title')).toBeInTheDocument();
    expect(screen.getByTestId('help-menu')).toBeInTheDocument();
    expect(screen.getByTestId('user-menu')).toBeInTheDocument();
  });
});

describe('TopBar help menu', () => {
  it('opens by keyboard with the help links of the language and product variant', async () => {
    const { user } = renderTopBar({ category: 'wedding' });
    await act(async () => screen.getByTestId('help-menu').focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Help' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Help centre', 'https://help.example.org/en/wedding/start'],
      ['Contact us', 'mailto:support@example.org?subject=Question%20about%20my%20album%20album-1'],
      ['Terms and conditions', 'https://help.example.org/en/terms'],
      ['Customer information', 'https://help.example.org/en/customer-information'],
    ]);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('target', '_blank');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('help-menu')).toHaveFocus());
  });
});

describe('TopBar user menu', () => {
  it('shows the initials and opens settings by keyboard', async () => {
    const { user, onOpenTab } = renderTopBar();
    const trigger = screen.getByTestId('user-menu');
    expect(trigger).toHaveTextContent('AS');
    // The initials it shows are part of its name (label in name: speech input users say what they see).
    expect(trigger).toHaveAccessibleName('User menu: Anna Schmidt, AS');
    await act(async () => trigger.focus());
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('anna.schmidt@example.org')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Log out']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onOpenTab).toHaveBeenCalledWith('settings');
  });

  it('shows the user’s picture instead of the initials', () => {
    renderTopBar({
      user: {
        ...createTopBarTest().session.user!,
        picture: 'https://example.org/anna.png',
      },
    });
    const picture = screen.getByTestId('user-menu').querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://example.org/anna.png');
    expect(screen.getByTestId('user-menu')).not.toHaveTextContent('AS');
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('User menu: Anna Schmidt');
  });

  it('logs out through the session', async () => {
    const { user, services } = renderTopBar();
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(services.session.getState()).toEqual({ token: null, user: null });
  });

  it('is not shown on a shared preview link, and neither are the sync indicator and the order button', () => {
    renderTopBar({ previewLink: true, mode: 'preview' });
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sync-indicator')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-button')).not.toBeInTheDocument();
    expect(screen.getByTestId('help-menu')).toBeInTheDocument();
  });
});
