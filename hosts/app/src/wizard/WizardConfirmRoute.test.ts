import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureAlbum } from '@album/editor-core/testing';
import { captureReferral } from '../analytics/referral';
import { createInput } from './WizardConfirmRoute';
import type { WizardState } from './wizard-storage';

const album = fixtureAlbum();
const state: WizardState = {
  blueprintId: 'bp-wedding',
  blueprintCategory: 'wedding',
  workspace: album.workspace,
  colors: album.colors,
  fonts: album.fonts,
  stickerTemplateSettings: { id: 'gold', blank_enabled: false },
  edited: true,
};

beforeEach(() => localStorage.clear());

describe('the album creation body of a wizard state', () => {
  it('carries the chosen sticker design as its id and settings', () => {
    const body = createInput(state, { language: 'en' });
    expect(body.stickerTemplateId).toBe('gold');
    expect(body.stickerTemplateSettings).toEqual({ id: 'gold', blank_enabled: false });
    expect(body.album).toEqual({ language: 'en' });
    expect(body.analytics_metadata).toEqual({ source: 'wizard', edited: true });
  });

  it('leaves the design to the blueprint for a state saved before the wizard offered it', () => {
    const { stickerTemplateSettings: _none, ...older } = state;
    const body = createInput(older, undefined);
    expect(body).not.toHaveProperty('stickerTemplateId');
    expect(body).not.toHaveProperty('stickerTemplateSettings');
  });

  it('names the partner of a remembered partner link, with its audience as the source', () => {
    captureReferral('?ref=partner-7&aud=business', localStorage);
    expect(createInput(state, undefined).analytics_metadata).toEqual({
      source: 'business',
      partner_token: 'partner-7',
      edited: true,
    });
  });
});
