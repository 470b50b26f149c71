import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingState } from '@album/api-client';
import { createEditor, createEmptyDocument } from '@album/editor-core';
import { stubMatchMedia } from '../../test/match-media';
import { createTestAlbum } from '../layouts/test-support';
import { NOTHING_DONE } from './onboarding-steps';
import { OnboardingTab } from './OnboardingTab';

let phone = false;
beforeEach(() => {
  phone = false;
  stubMatchMedia(() => phone);
});
afterEach(() => vi.unstubAllGlobals());

function setup(server: OnboardingState, fetched: OnboardingState = server) {
  const onOpenTab = vi.fn();
  const onboardingState = vi.fn(() => Promise.resolve(fetched));
  const album = createTestAlbum({
    editor: createEditor({ document: createEmptyDocument() }),
    api: { albums: { onboardingState } },
    album: { onboardingState: server, category: 'wedding', hasOrder: false },
  });
  render(<OnboardingTab onOpenTab={onOpenTab} />, { wrapper: album.wrapper });
  return { ...album, onOpenTab, onboardingState };
}

const steps = () => screen.getAllByTestId('onboarding-step');

describe('OnboardingTab', () => {
  it('shows the six steps with their done state and the progress', async () => {
    const { onboardingState } = setup({ ...NOTHING_DONE, has_title_and_release_date: true });
    expect(steps().map((s) => [s.dataset.step, s.dataset.done, s.dataset.status])).toEqual([
      ['title', 'true', 'done'],
      ['sections', 'false', 'active'],
      ['stickers', 'false', 'todo'],
      ['images', 'false', 'todo'],
      ['stickerlink', 'false', 'todo'],
      ['invitations', 'false', 'todo'],
    ]);
    expect(screen.getByRole('progressbar', { name: 'Steps done' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('1 of 6 steps done')).toBeInTheDocument();
    expect(onboardingState).toHaveBeenCalledWith('album-1');
  });

  it('takes the steps the server recorded since the album was opened', async () => {
    setup(NOTHING_DONE, { ...NOTHING_DONE, has_updated_section: true });
    await waitFor(() => expect(steps()[1]).toHaveAttribute('data-done', 'true'));
    expect(steps()[0]).toHaveAttribute('data-status', 'active');
  });

  it('opens the tab of a step', async () => {
    const { onOpenTab } = setup(NOTHING_DONE);
    await userEvent.click(within(steps()[3]!).getByRole('button', { name: 'Open Images' }));
    expect(onOpenTab).toHaveBeenCalledWith('images');
  });

  it('offers no button for a tab the phone does not show', () => {
    phone = true;
    setup(NOTHING_DONE);
    // Stickers is a desktop tab; images is on both.
    expect(within(steps()[2]!).queryByRole('button')).toBeNull();
    expect(within(steps()[3]!).getByRole('button', { name: 'Open Images' })).toBeInTheDocument();
  });

  it('links to the documentation of the album’s variant in the user’s language', () => {
    setup(NOTHING_DONE);
    expect(screen.getByTestId('onboarding-link-faq')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/en\/wedding\/faq$/),
    );
    expect(screen.getByTestId('onboarding-link-budget').getAttribute('href')).toMatch(
      /\/en\/wedding\/budget$/,
    );
    expect(screen.getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('says so when every step is done', async () => {
    const all = Object.fromEntries(
      Object.keys(NOTHING_DONE).map((k) => [k, true]),
    ) as unknown as OnboardingState;
    setup(all);
    expect(screen.getByText(/All steps done/)).toBeInTheDocument();
    expect(steps().every((s) => s.dataset.done === 'true')).toBe(true);
  });
});
