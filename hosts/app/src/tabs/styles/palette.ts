/**
 * The album palette as the styles panel sees it (spec section 3: colours 0 and 1 are locked, index 2 onward is the
 * palette). A colour preset fills indexes 2-6; the custom colours primary, secondary and tertiary are indexes 2-4.
 * Pure functions of the colour list; the panel hands their results to `editor.updateColors`.
 */
import { DEFAULT_COLORS } from '@album/editor-core';

/** First palette index after the two locked colours. */
export const FIRST_PALETTE_INDEX = 2;

/** The custom colour roles and the palette index each one edits. */
export const CUSTOM_COLOR_ROLES = ['primary', 'secondary', 'tertiary'] as const;
export type CustomColorRole = (typeof CUSTOM_COLOR_ROLES)[number];

export function paletteIndexOf(role: CustomColorRole): number {
  return FIRST_PALETTE_INDEX + CUSTOM_COLOR_ROLES.indexOf(role);
}

/** A colour preset: an id and its colours (five in the product). */
export interface PaletteColors {
  id: string;
  colors: readonly string[];
}

function same(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}

/** `colors` made at least `length` long, missing entries taken from the default palette. */
function padded(colors: readonly string[], length: number): string[] {
  const out = [...colors];
  for (let i = out.length; i < length; i++) out.push(DEFAULT_COLORS[i] ?? '#ffffff');
  return out;
}

/** The palette with `preset` laid over indexes 2 onward; the locked colours and any later entries are kept. */
export function withPreset(colors: readonly string[], preset: PaletteColors): string[] {
  const out = padded(colors, FIRST_PALETTE_INDEX + preset.colors.length);
  preset.colors.forEach((colour, i) => (out[FIRST_PALETTE_INDEX + i] = colour));
  return out;
}

/** The palette with one custom colour changed. */
export function withCustomColor(colors: readonly string[], role: CustomColorRole, hex: string): string[] {
  const index = paletteIndexOf(role);
  const out = padded(colors, index + 1);
  out[index] = hex;
  return out;
}

/** The custom colour of `role` (the default palette's when the album has none there). */
export function customColor(colors: readonly string[], role: CustomColorRole): string {
  const index = paletteIndexOf(role);
  return colors[index] ?? DEFAULT_COLORS[index] ?? '#ffffff';
}

/** Whether the album's palette is `preset` (compared without regard to case). */
export function isPresetActive(colors: readonly string[], preset: PaletteColors): boolean {
  return preset.colors.every((colour, i) => same(colors[FIRST_PALETTE_INDEX + i], colour));
}

/** The palette colours after the locked ones, as shown in the main view. */
export function paletteOf(colors: readonly string[]): string[] {
  return colors.slice(FIRST_PALETTE_INDEX);
}
