/**
 * The chosen sticker template and its options.
 */
import type { StickerTemplateSettings } from '../../model/types';
import type { Reducer } from '../context';
import { refuse } from '../types';

/** Payload of `updateStickerTemplateSettings`: the settings to change. */
export interface UpdateStickerTemplateSettingsPayload {
  settings: Partial<StickerTemplateSettings>;
}

/** Changes the chosen sticker template and its options; refused with `invalid-input` when nothing valid is given. */
export const updateStickerTemplateSettings: Reducer<UpdateStickerTemplateSettingsPayload> = (
  draft,
  payload,
) => {
  const settings = payload?.settings;
  if (typeof settings !== 'object' || settings === null) return refuse('invalid-input');
  let changed = 0;
  if (typeof settings.id === 'string' && settings.id !== '') {
    draft.stickerTemplateSettings.id = settings.id;
    changed++;
  }
  if (typeof settings.blank_enabled === 'boolean') {
    draft.stickerTemplateSettings.blank_enabled = settings.blank_enabled;
    changed++;
  }
  return changed > 0 ? { ok: true } : refuse('invalid-input');
};
