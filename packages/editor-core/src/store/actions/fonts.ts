/**
 * The album's font families by role (title, sub title, paragraph).
 */
import type { Fonts } from '../../model/types';
import type { Reducer } from '../context';
import { refuse } from '../types';

/** Payload of `updateFonts`: the roles to change (title, sub title, paragraph). */
export interface UpdateFontsPayload {
  fonts: Partial<Fonts>;
}

const ROLES: ReadonlyArray<keyof Fonts> = ['title', 'sub_title', 'paragraph'];

/** Sets the font family of one or more roles. */
export const updateFonts: Reducer<UpdateFontsPayload> = (draft, payload) => {
  const fonts = payload?.fonts;
  if (typeof fonts !== 'object' || fonts === null) return refuse('invalid-input');
  const roles = ROLES.filter((role) => typeof fonts[role] === 'string' && fonts[role] !== '');
  if (roles.length === 0) return refuse('invalid-input');
  for (const role of roles) if (draft.fonts[role] !== fonts[role]) draft.fonts[role] = fonts[role]!;
  return { ok: true };
};
