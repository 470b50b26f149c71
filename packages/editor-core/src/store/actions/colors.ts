/**
 * The colour palette. Colours 0 and 1 are locked (black and white by default): a change to either is refused as a
 * whole, so the UI can tell the user. Index 2 onward is free; the list may grow or shrink.
 */
import type { Reducer } from '../context';
import { refuse } from '../types';

/** Payload of `updateColors`: the whole new palette. */
export interface UpdateColorsPayload {
  /** The whole new list; its first two entries must equal the current ones. */
  colors: string[];
}

/** Replaces the palette; refused with `locked-color` when colour 0 or 1 would change. */
export const updateColors: Reducer<UpdateColorsPayload> = (draft, payload) => {
  const colors = payload?.colors;
  if (!Array.isArray(colors) || colors.length < 2 || !colors.every((c) => typeof c === 'string')) {
    return refuse('invalid-input');
  }
  if (colors[0] !== draft.colors[0] || colors[1] !== draft.colors[1]) return refuse('locked-color');
  for (let i = 2; i < colors.length; i++) {
    if (i >= draft.colors.length) draft.colors.push(colors[i]!);
    else if (draft.colors[i] !== colors[i]) draft.colors[i] = colors[i]!;
  }
  if (draft.colors.length > colors.length) draft.colors.splice(colors.length);
  return { ok: true };
};
