/**
 * CSS for the in-place text editor's runs: the inline styles of the rich-text document in the element's own
 * units (the editor element is transformed by the element's matrix on screen, so 1 CSS px = 1 mm there).
 */
import { MM_PER_POINT, TEXT_DEFAULTS } from '@album/editor-core';
import type { Fonts, InlineStyle } from '@album/editor-core';
import { cssFamilyName } from './css-fonts';

const ROLES = ['title', 'sub_title', 'paragraph'];

/** The family a run with `styles` is drawn in. */
export function familyOfStyles(styles: readonly InlineStyle[], fonts: Fonts, baseFamily: string): string {
  let family = baseFamily;
  for (const style of styles) {
    if (style.startsWith('FONT-')) {
      const value = style.slice(5);
      if (value) family = ROLES.includes(value) ? fonts[value as keyof Fonts] : value;
    }
  }
  return family;
}

/** CSS properties of a run with `styles`, for an album with `fonts`. */
export function cssForStyles(
  styles: readonly InlineStyle[],
  fonts: Fonts,
  baseFamily: string,
): Record<string, string> {
  const css: Record<string, string> = {};
  let family = baseFamily;
  let size: number = TEXT_DEFAULTS.fontSize;
  let lineHeight: number = TEXT_DEFAULTS.lineHeight;
  for (const style of styles) {
    if (style === 'BOLD') css['font-weight'] = '700';
    else if (style === 'ITALIC') css['font-style'] = 'italic';
    else if (style === 'UPPERCASE') css['text-transform'] = 'uppercase';
    else {
      const dash = style.indexOf('-');
      const kind = style.slice(0, dash);
      const value = style.slice(dash + 1);
      if (kind === 'FONT' && value) family = ROLES.includes(value) ? fonts[value as keyof Fonts] : value;
      else if (kind === 'SIZE' && Number(value) > 0) size = Number(value);
      else if (kind === 'LINEHEIGHT' && Number(value) > 0) lineHeight = Number(value);
      else if (kind === 'COLOR') css.color = value;
      else if (kind === 'LETTERSPACING' && Number.isFinite(Number(value))) {
        css['letter-spacing'] = `${Number(value) * MM_PER_POINT}px`;
      }
    }
  }
  css['font-family'] = `"${cssFamilyName(family)}", "${family}", sans-serif`;
  css['font-size'] = `${size * MM_PER_POINT}px`;
  css['line-height'] = `${lineHeight / 100}`;
  return css;
}
