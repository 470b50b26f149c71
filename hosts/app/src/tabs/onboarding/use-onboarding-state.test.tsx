import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OnboardingState } from '@album/api-client';
import { createEditor, createEmptyDocument } from '@album/editor-core';
import { createTestAlbum } from '../layouts/test-support';
import { NOTHING_DONE } from './onboarding-steps';
import { useOnboardingState } from './use-onboarding-state';

function setup(answer: () => Promise<OnboardingState>, mode: 'edit' | 'preview' = 'edit') {
  const onboardingState = vi.fn(answer);
  const album = createTestAlbum({
    editor: createEditor({ document: createEmptyDocument() }),
    api: { albums: { onboardingState } },
    album: { onboardingState: NOTHING_DONE },
    mode,
  });
  return { ...album, onboardingState };
}

/** The tab (asking the server) and the tab badge (asking nothing) side by side, as the workspace renders them. */
function useTabAndBadge() {
  return { tab: useOnboardingState({ refresh: true }), badge: useOnboardingState() };
}

describe('useOnboardingState', () => {
  it('asks nothing for the badge alone, which counts the album answer’s state', () => {
    const { wrapper, onboardingState } = setup(() => Promise.resolve(NOTHING_DONE));
    const { result } = renderHook(() => useOnboardingState(), { wrapper });
    expect(result.current.has_updated_section).toBe(false);
    expect(onboardingState).not.toHaveBeenCalled();
  });

  it('shares what the tab fetched with the badge', async () => {
    const { wrapper, onboardingState } = setup(() =>
      Promise.resolve({ ...NOTHING_DONE, has_updated_section: true }),
    );
    const { result } = renderHook(useTabAndBadge, { wrapper });
    await waitFor(() => expect(result.current.badge.has_updated_section).toBe(true));
    expect(result.current.tab.has_updated_section).toBe(true);
    expect(onboardingState).toHaveBeenCalledTimes(1);
    expect(onboardingState).toHaveBeenCalledWith('album-1');
  });

  it('keeps the album answer’s state when the server cannot be asked', async () => {
    const { wrapper, onboardingState } = setup(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useOnboardingState({ refresh: true }), { wrapper });
    await waitFor(() => expect(onboardingState).toHaveBeenCalled());
    expect(result.current).toMatchObject({ has_updated_section: false, has_invitations: false });
  });

  it('asks nothing on a shared preview link', () => {
    const { wrapper, onboardingState } = setup(() => Promise.resolve(NOTHING_DONE), 'preview');
    renderHook(() => useOnboardingState({ refresh: true }), { wrapper });
    expect(onboardingState).not.toHaveBeenCalled();
  });
});
