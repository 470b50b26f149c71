/**
 * Rich text resolved into paragraphs of styled runs.
 */
import type { Fonts, FontRole, TextBlock, TextProps } from '../model/types';
import { normalizeColor } from './color';
import type { TextParagraph, TextRun } from './types';

/** Millimetres per typographic point (1 pt = 1/72 inch). */
export const MM_PER_POINT = 25.4 / 72;

/** Text style defaults when no inline style says otherwise. */
export const TEXT_DEFAULTS = {
  /** Points. */
  fontSize: 12,
  /** Percent of the font size. */
  lineHeight: 120,
} as const;

const ROLES: readonly string[] = ['title', 'sub_title', 'paragraph'];

/** The style state of a run while inline styles are applied. */
interface RunStyle {
  family: string;
  bold: boolean;
  italic: boolean;
  uppercase: boolean;
  sizePt: number;
  lineHeightPct: number;
  letterSpacingPt: number;
  color: string;
}

/** What text resolution needs from the document. */
export interface TextEnvironment {
  fonts: Fonts;
  /** Colour of text without a COLOR-* style (`#rrggbbaa`). */
  defaultColor: string;
}

function positiveNumber(text: string): number | null {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Applies one inline style to a style state. Unknown or malformed styles are ignored. */
function applyStyle(style: RunStyle, inline: string, fonts: Fonts): void {
  switch (inline) {
    case 'BOLD':
      style.bold = true;
      return;
    case 'ITALIC':
      style.italic = true;
      return;
    case 'UPPERCASE':
      style.uppercase = true;
      return;
    case 'AUTOSIZE':
      return;
  }
  const dash = inline.indexOf('-');
  if (dash < 0) return;
  const kind = inline.slice(0, dash);
  const value = inline.slice(dash + 1);
  switch (kind) {
    case 'FONT':
      // FONT-title / FONT-sub_title / FONT-paragraph follow the album's font roles; anything else is a family name.
      if (value) style.family = ROLES.includes(value) ? fonts[value as FontRole] : value;
      return;
    case 'SIZE':
      style.sizePt = positiveNumber(value) ?? style.sizePt;
      return;
    case 'LINEHEIGHT':
      style.lineHeightPct = positiveNumber(value) ?? style.lineHeightPct;
      return;
    case 'LETTERSPACING': {
      const n = Number(value);
      if (value !== '' && Number.isFinite(n)) style.letterSpacingPt = n;
      return;
    }
    case 'COLOR':
      style.color = normalizeColor(value) ?? style.color;
      return;
  }
}

function toRun(text: string, style: RunStyle): TextRun {
  return {
    text: style.uppercase ? text.toUpperCase() : text,
    fontFamily: style.family,
    bold: style.bold,
    italic: style.italic,
    fontSize: style.sizePt * MM_PER_POINT,
    lineHeight: style.lineHeightPct / 100,
    letterSpacing: style.letterSpacingPt * MM_PER_POINT,
    color: style.color,
  };
}

function sameStyle(a: RunStyle, b: RunStyle): boolean {
  return (
    a.family === b.family &&
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.uppercase === b.uppercase &&
    a.sizePt === b.sizePt &&
    a.lineHeightPct === b.lineHeightPct &&
    a.letterSpacingPt === b.letterSpacingPt &&
    a.color === b.color
  );
}

function baseStyle(props: Pick<TextProps, 'fontRole'>, env: TextEnvironment): RunStyle {
  return {
    family: env.fonts[props.fontRole ?? 'paragraph'] ?? env.fonts.paragraph,
    bold: false,
    italic: false,
    uppercase: false,
    sizePt: TEXT_DEFAULTS.fontSize,
    lineHeightPct: TEXT_DEFAULTS.lineHeight,
    letterSpacingPt: 0,
    color: env.defaultColor,
  };
}

/** The style at `offset` of a block: ranges covering it, in range order (later ranges win). */
function styleAt(block: TextBlock, offset: number, base: RunStyle, fonts: Fonts): RunStyle {
  const style = { ...base };
  for (const range of block.inlineStyleRanges) {
    const covers =
      block.text.length === 0
        ? range.offset === 0
        : range.offset <= offset && offset < range.offset + range.length;
    if (covers) applyStyle(style, range.style, fonts);
  }
  return style;
}

/** Splits a block into runs at every style boundary, merging neighbours of the same style. */
function blockRuns(block: TextBlock, base: RunStyle, fonts: Fonts): TextRun[] {
  const length = block.text.length;
  if (length === 0) return [toRun('', styleAt(block, 0, base, fonts))];
  const cuts = new Set<number>([0, length]);
  for (const r of block.inlineStyleRanges) {
    if (r.offset > 0 && r.offset < length) cuts.add(r.offset);
    const end = r.offset + r.length;
    if (end > 0 && end < length) cuts.add(end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const runs: TextRun[] = [];
  let pending: { text: string; style: RunStyle } | null = null;
  for (let i = 0; i < points.length - 1; i++) {
    const start = points[i]!;
    const text = block.text.slice(start, points[i + 1]!);
    const style = styleAt(block, start, base, fonts);
    if (pending && sameStyle(pending.style, style)) {
      pending.text += text;
    } else {
      if (pending) runs.push(toRun(pending.text, pending.style));
      pending = { text, style };
    }
  }
  if (pending) runs.push(toRun(pending.text, pending.style));
  return runs;
}

/** True when any range of the text carries AUTOSIZE. */
export function hasAutosize(props: Pick<TextProps, 'text'>): boolean {
  return (props.text?.blocks ?? []).some((b) => b.inlineStyleRanges.some((r) => r.style === 'AUTOSIZE'));
}

/**
 * The paragraphs of a Text element. With `resolved` (automatic text) the whole text is replaced by that value, one
 * paragraph per line, each one run in the style and alignment of the first block's first character. Every
 * paragraph has at least one run, so an empty line still has a font size and line height.
 */
export function textParagraphs(
  props: Pick<TextProps, 'text' | 'fontRole'>,
  env: TextEnvironment,
  resolved: string | null,
): TextParagraph[] {
  const base = baseStyle(props, env);
  const blocks = props.text?.blocks ?? [];
  if (resolved !== null) {
    const first = blocks[0];
    const style = first ? styleAt(first, 0, base, env.fonts) : base;
    const align = first?.data?.textAlign ?? 'left';
    return resolved.split('\n').map((line) => ({ align, runs: [toRun(line, style)] }));
  }
  if (blocks.length === 0) return [{ align: 'left', runs: [toRun('', base)] }];
  return blocks.map((block) => ({
    align: block.data?.textAlign ?? 'left',
    runs: blockRuns(block, base, env.fonts),
  }));
}
