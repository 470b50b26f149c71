import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@album/api-client';
import en from '@album/i18n/messages/en.json';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { toastMessages } from '../../test/toasts';
import { StickerLinkTab } from './StickerLinkTab';
import type { ShareTarget } from './LinkCard';
import { createLinkTest } from './test-support';
import type { LinkTestOptions } from './test-support';

function setup(
  options: LinkTestOptions & { shareTarget?: ShareTarget; domains?: Array<string | null> } = {},
) {
  const test = createLinkTest(options);
  const shareTarget = options.shareTarget ?? { clipboard: { writeText: vi.fn(async () => undefined) } };
  const view = render(
    <StickerLinkTab
      onOpenTab={() => undefined}
      domains={options.domains ?? [null, 'sticker.example.com']}
      shareTarget={shareTarget}
    />,
    { wrapper: test.wrapper },
  );
  return { ...test, view, shareTarget, user: userEvent.setup() };
}

describe('StickerLinkTab', () => {
  it('turns the link on and off through the album settings', async () => {
    const { user, saved } = setup();
    const toggle = screen.getByRole('switch', { name: 'Sticker link active' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('The link is closed: visitors cannot send photos.')).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(saved).toEqual([{ stickerUploadEnabled: true }]);
    expect(screen.getByText('The link accepts photos.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the switch in the user’s language and keeps the saved state', async () => {
    const { user, services } = setup({
      update: () => Promise.reject(new ApiError(403, { code: 'forbidden', message: 'no' })),
    });
    const toggle = screen.getByRole('switch', { name: 'Sticker link active' });
    await user.click(toggle);
    await waitFor(() => expect(toastMessages(services)).toEqual([en['api.error.forbidden']]));
    expect(toggle).not.toBeChecked();
  });

  it('points out an open link without a message', async () => {
    const { user } = setup({ album: { stickerUploadContent: '' } });
    expect(screen.queryByText(/see no message yet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Sticker link active' }));
    expect(await screen.findByText(/see no message yet/)).toBeInTheDocument();
  });

  it('copies the full address and reports it', async () => {
    const writeText = vi.fn(async () => undefined);
    const { user } = setup({ shareTarget: { clipboard: { writeText } } });
    const field = screen.getByRole('textbox', { name: 'Address of the sticker link' });
    expect(field).toHaveValue(`${window.location.origin}/s/tok-123`);
    // Without the Web Share API there is no share button.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/tok-123`);
    expect(await screen.findByText('Link copied.')).toHaveAttribute('role', 'status');
  });

  it('shares through the Web Share API where the browser has it', async () => {
    const share = vi.fn(async () => undefined);
    const { user } = setup({ shareTarget: { share } });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Your sticker for FC Example 2026',
      text: 'Send your photo for the sticker album FC Example 2026.',
      url: `${window.location.origin}/s/tok-123`,
    });
  });

  it('says the link cannot be copied when the clipboard refuses', async () => {
    const { user } = setup({
      shareTarget: { clipboard: { writeText: () => Promise.reject(new Error('denied')) } },
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/could not be copied/)).toBeInTheDocument();
  });

  it('requires the message before saving', async () => {
    const { user, saved } = setup();
    const message = screen.getByRole('textbox', { name: /Message to contributors/ });
    await user.clear(message);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Write a message for the people you invite.')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('saves the message, white label, position and domain together; the link shows the chosen domain', async () => {
    const { user, saved } = setup();
    const message = screen.getByRole('textbox', { name: /Message to contributors/ });
    await user.clear(message);
    await user.type(message, 'Photos by Friday, please');
    await user.click(screen.getByRole('switch', { name: 'White label' }));
    await user.click(screen.getByRole('switch', { name: 'Ask for a position' }));
    await user.click(screen.getByRole('button', { name: /Domain of the link/ }));
    await user.click(await screen.findByRole('option', { name: 'sticker.example.com' }));
    expect(screen.getByRole('textbox', { name: 'Address of the sticker link' })).toHaveValue(
      'https://sticker.example.com/s/tok-123',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByText('Settings saved.')).toBeInTheDocument());
    expect(saved).toEqual([
      {
        stickerUploadContent: 'Photos by Friday, please',
        stickerUploadWhiteLabel: true,
        stickerUploadRequirePosition: true,
        stickerUploadCustomDomain: 'sticker.example.com',
      },
    ]);
    // Saved: nothing left to save.
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('shows a refused save under the form, translated', async () => {
    const { user } = setup({
      update: () => Promise.reject(new ApiError(423, { code: 'album_locked', message: 'locked' })),
    });
    await user.click(screen.getByRole('switch', { name: 'White label' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`The settings were not saved: ${en['api.error.album_locked']}`);
  });

  it('is read-only in preview mode', () => {
    setup({ mode: 'preview' });
    expect(screen.getByRole('switch', { name: 'Sticker link active' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('has no serious accessibility violations', async () => {
    const { view } = setup();
    await expectNoSeriousA11yViolations(view.container);
  });
});
