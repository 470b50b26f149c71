/**
 * The six onboarding steps (spec section 4: each done, active — the first not done — or todo; the tab badge shows
 * the steps left and hides at zero). Their done state comes from the album's `onboardingState`, which the server
 * derives from the data and from recorded events; `liveOnboardingState` lays what the open editor already knows over
 * it, so a step turns done the moment the user does it.
 */
import type { OnboardingState } from '@album/api-client';
import type { AlbumDocument } from '@album/editor-core';
import type { HelpPage } from '../../topbar/help-links';
import type { TabKey } from '../../workspace/tabs';

export type OnboardingStepId = 'title' | 'sections' | 'stickers' | 'images' | 'stickerlink' | 'invitations';

export interface OnboardingStep {
  id: OnboardingStepId;
  /** The field of `OnboardingState` that says the step is done. */
  doneWhen: keyof OnboardingState;
  /** The tab where the step is done; null when it happens elsewhere (the title in the top bar). */
  tab: TabKey | null;
  /** The documentation page explaining the step. */
  help: HelpPage;
}

/** The steps in the order the user is led through them. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  { id: 'title', doneWhen: 'has_title_and_release_date', tab: null, help: 'start' },
  { id: 'sections', doneWhen: 'has_updated_section', tab: 'stickers', help: 'sections' },
  { id: 'stickers', doneWhen: 'has_sticker', tab: 'stickers', help: 'stickerPlacement' },
  { id: 'images', doneWhen: 'has_image', tab: 'images', help: 'images' },
  { id: 'stickerlink', doneWhen: 'has_updated_sticker_link_config', tab: 'stickerlink', help: 'stickerlink' },
  { id: 'invitations', doneWhen: 'has_invitations', tab: 'settings', help: 'start' },
];

export type OnboardingStepStatus = 'done' | 'active' | 'todo';

/** Each step with its status: done, active (the first step not done) or todo. */
export function onboardingStepStatuses(
  state: OnboardingState,
): Array<{ step: OnboardingStep; status: OnboardingStepStatus }> {
  let activeGiven = false;
  return ONBOARDING_STEPS.map((step) => {
    if (state[step.doneWhen]) return { step, status: 'done' };
    const status = activeGiven ? 'todo' : 'active';
    activeGiven = true;
    return { step, status };
  });
}

/** How many steps are not done yet: the number on the onboarding tab's badge (no badge at zero). */
export function onboardingStepsLeft(state: OnboardingState): number {
  return ONBOARDING_STEPS.filter((step) => !state[step.doneWhen]).length;
}

/** What the open album shows beyond the server's answer: its title and release date, stickers and images. */
export interface LiveAlbumFacts {
  title: string;
  releaseDate: string | null;
  document: Pick<AlbumDocument, 'stickers' | 'images'>;
}

/**
 * The server's state with the facts the editor knows now laid over it. Only turns steps done: the events the
 * server records (a section renamed, the sticker link saved, an invitation sent) are not visible in the document.
 */
export function liveOnboardingState(server: OnboardingState, live: LiveAlbumFacts): OnboardingState {
  const images = Object.values(live.document.images);
  return {
    ...server,
    has_title_and_release_date:
      server.has_title_and_release_date || (live.title.trim() !== '' && live.releaseDate !== null),
    has_sticker: server.has_sticker || Object.keys(live.document.stickers).length > 0,
    has_image:
      server.has_image || images.some((image) => image.model === 'image' && image.blueprint_image !== true),
  };
}

/** The state of an album that has done nothing yet (an answer without `onboardingState`). */
export const NOTHING_DONE: Readonly<OnboardingState> = Object.freeze({
  has_invitations: false,
  has_title_and_release_date: false,
  has_sticker: false,
  has_updated_section: false,
  has_updated_sticker_link_config: false,
  has_image: false,
});
