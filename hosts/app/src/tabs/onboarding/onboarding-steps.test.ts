import { describe, expect, it } from 'vitest';
import type { OnboardingState } from '@album/api-client';
import type { AlbumImage } from '@album/editor-core';
import {
  liveOnboardingState,
  NOTHING_DONE,
  ONBOARDING_STEPS,
  onboardingStepStatuses,
  onboardingStepsLeft,
} from './onboarding-steps';

const ALL_DONE: OnboardingState = {
  has_invitations: true,
  has_title_and_release_date: true,
  has_sticker: true,
  has_updated_section: true,
  has_updated_sticker_link_config: true,
  has_image: true,
};

const noFacts = { title: '', releaseDate: null, document: { stickers: {}, images: {} } };

describe('onboarding steps', () => {
  it('has six steps, one per field of the state', () => {
    expect(ONBOARDING_STEPS).toHaveLength(6);
    expect(new Set(ONBOARDING_STEPS.map((s) => s.doneWhen))).toEqual(new Set(Object.keys(NOTHING_DONE)));
  });

  it('counts the steps left, zero when all are done', () => {
    expect(onboardingStepsLeft(NOTHING_DONE)).toBe(6);
    expect(onboardingStepsLeft({ ...NOTHING_DONE, has_sticker: true, has_image: true })).toBe(4);
    expect(onboardingStepsLeft(ALL_DONE)).toBe(0);
  });

  it('makes the first step not done the active one, and the later ones todo', () => {
    const statuses = onboardingStepStatuses({
      ...NOTHING_DONE,
      has_title_and_release_date: true,
      has_image: true,
    });
    expect(statuses.map(({ step, status }) => `${step.id}:${status}`)).toEqual([
      'title:done',
      'sections:active',
      'stickers:todo',
      'images:done',
      'stickerlink:todo',
      'invitations:todo',
    ]);
    expect(onboardingStepStatuses(ALL_DONE).every(({ status }) => status === 'done')).toBe(true);
  });

  it('turns steps done from what the editor knows', () => {
    const image = (id: string, extra: Partial<AlbumImage> = {}) =>
      ({ id, model: 'image', blob: {}, details: { width: 1, height: 1 }, ...extra }) as AlbumImage;
    const live = liveOnboardingState(NOTHING_DONE, {
      title: 'Team',
      releaseDate: '2026-06-01',
      document: { stickers: { a: {} as never }, images: { i: image('i') } },
    });
    expect(live).toEqual({
      ...NOTHING_DONE,
      has_title_and_release_date: true,
      has_sticker: true,
      has_image: true,
    });
    // Blueprint pictures and sticker photos are not the user's uploads; a title alone is not enough.
    const other = liveOnboardingState(NOTHING_DONE, {
      title: 'Team',
      releaseDate: null,
      document: {
        stickers: {},
        images: { b: image('b', { blueprint_image: true }), s: image('s', { model: 'sticker' }) },
      },
    });
    expect(other).toEqual(NOTHING_DONE);
  });

  it('never turns a step back to not done', () => {
    expect(liveOnboardingState(ALL_DONE, noFacts)).toEqual(ALL_DONE);
  });
});
