/**
 * The ProseMirror schema of the in-place text editor: one paragraph node per rich-text block (its key and
 * alignment as attributes) and one mark per inline style of the specification. On/off styles (BOLD, ITALIC,
 * UPPERCASE, AUTOSIZE) are plain marks; parametrised styles (FONT-*, SIZE-*, LINEHEIGHT-*, COLOR-*,
 * LETTERSPACING-*) are marks with a `value` that exclude themselves, so a character carries one value per family,
 * the way the canvas resolves overlapping ranges (the later range wins). A style the editor does not know is kept
 * in an `other` mark so it survives an edit unchanged.
 *
 * Marks render as spans carrying `data-album-style` and the CSS the canvas draws them with. Sizes are written
 * against CSS variables set on the editor's root (`--album-pt`: screen pixels per point at the current zoom,
 * `--album-font-<role>`: the album's font roles), so the schema is shared by every album and zoom.
 */
import { Schema } from 'prosemirror-model';
import type { DOMOutputSpec, Mark, MarkSpec, ParseRule } from 'prosemirror-model';
import { resolvePaletteColor } from '@album/editor-core';
import type { InlineStyle, TextAlign } from '@album/editor-core';
import { cssFamilyName } from './css-fonts';

/** On/off styles and their mark names. */
export const FLAG_MARKS = {
  BOLD: 'bold',
  ITALIC: 'italic',
  UPPERCASE: 'uppercase',
  AUTOSIZE: 'autosize',
} as const;

/** Parametrised style families and their mark names. */
export const VALUE_MARKS = {
  FONT: 'font',
  SIZE: 'size',
  LINEHEIGHT: 'lineHeight',
  COLOR: 'color',
  LETTERSPACING: 'letterSpacing',
} as const;

export type FlagStyle = keyof typeof FLAG_MARKS;
export type ValueFamily = keyof typeof VALUE_MARKS;

const ROLES = ['title', 'sub_title', 'paragraph'];
const ALIGNS: readonly string[] = ['left', 'center', 'right', 'justify'];

/** The CSS `font-family` of a FONT-* value (a family name or an album font role). */
export function cssFontFamily(value: string): string {
  if (ROLES.includes(value)) return `var(--album-font-${value})`;
  return `"${cssFamilyName(value)}", "${value.replace(/"/g, '')}", sans-serif`;
}

function finite(value: string): number | null {
  const n = Number(value);
  return value !== '' && Number.isFinite(n) ? n : null;
}

/** CSS declarations of one inline style (empty for styles without a visual effect here, such as AUTOSIZE). */
export function cssOfStyle(style: string): Record<string, string> {
  switch (style) {
    case 'BOLD':
      return { 'font-weight': '700' };
    case 'ITALIC':
      return { 'font-style': 'italic' };
    case 'UPPERCASE':
      return { 'text-transform': 'uppercase' };
  }
  const dash = style.indexOf('-');
  if (dash < 0) return {};
  const kind = style.slice(0, dash);
  const value = style.slice(dash + 1);
  const n = finite(value);
  switch (kind) {
    case 'FONT':
      return value ? { 'font-family': cssFontFamily(value) } : {};
    case 'SIZE':
      // Same guard as the canvas: a non-positive size is ignored.
      return n !== null && n > 0 ? { 'font-size': `calc(var(--album-pt) * ${n})` } : {};
    case 'LINEHEIGHT':
      return n !== null && n > 0 ? { 'line-height': `${n / 100}` } : {};
    case 'LETTERSPACING':
      return n !== null ? { 'letter-spacing': `calc(var(--album-pt) * ${n})` } : {};
    case 'COLOR': {
      // Read as the canvas reads it (hex or rgb(), as #rrggbbaa); an unreadable colour is ignored.
      const color = resolvePaletteColor(value, []);
      return color ? { color } : {};
    }
  }
  return {};
}

/** A CSS declaration list (`a: b; c: d`) of a set of declarations. */
export function cssText(css: Record<string, string>): string {
  return Object.entries(css)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
}

function styleSpan(style: string): DOMOutputSpec {
  return ['span', { 'data-album-style': style, style: cssText(cssOfStyle(style)) }, 0];
}

function flagMark(style: FlagStyle, extra: ParseRule[]): MarkSpec {
  return {
    parseDOM: [{ tag: `span[data-album-style="${style}"]` }, ...extra],
    toDOM: () => styleSpan(style),
  };
}

function valueMark(family: ValueFamily): MarkSpec {
  const prefix = `${family}-`;
  return {
    attrs: { value: { validate: 'string' } },
    parseDOM: [
      {
        tag: 'span[data-album-style]',
        // Only the editor's own spans carry values: foreign colours, fonts and sizes are dropped on paste.
        getAttrs: (node: HTMLElement) => {
          const style = node.getAttribute('data-album-style') ?? '';
          return style.startsWith(prefix) ? { value: style.slice(prefix.length) } : false;
        },
      },
    ],
    toDOM: (mark: Mark) => styleSpan(`${prefix}${mark.attrs.value as string}`),
  };
}

const KNOWN_PREFIXES = Object.keys(VALUE_MARKS).map((f) => `${f}-`);

/** The editor's schema. */
export const textSchema = new Schema({
  nodes: {
    doc: { content: 'paragraph+' },
    paragraph: {
      content: 'text*',
      // `align` null: the block had no alignment data (drawn left). `emptyStyles`: styles of an empty block (they
      // set its line's size on the canvas), kept so an untouched empty line keeps them.
      attrs: {
        key: { default: null },
        align: { default: null },
        emptyStyles: { default: null },
      },
      parseDOM: [
        {
          tag: 'p',
          getAttrs: (node: HTMLElement) => {
            const align = node.style.textAlign;
            return { align: ALIGNS.includes(align) ? align : null };
          },
        },
        { tag: 'div', getAttrs: () => ({ align: null }) },
      ],
      toDOM: (node) => {
        const align = (node.attrs.align as TextAlign | null) ?? 'left';
        return ['p', { style: `margin: 0; text-align: ${align}`, 'data-align': align }, 0];
      },
    },
    text: {},
  },
  marks: {
    bold: flagMark('BOLD', [
      // Google Docs wraps whole pastes in <b style="font-weight: normal">.
      { tag: 'b', getAttrs: (node: HTMLElement) => node.style.fontWeight !== 'normal' && null },
      { tag: 'strong' },
      {
        style: 'font-weight',
        getAttrs: (value: string) => (value === 'bold' || value === 'bolder' || Number(value) >= 600) && null,
      },
    ]),
    italic: flagMark('ITALIC', [{ tag: 'i' }, { tag: 'em' }, { style: 'font-style=italic' }]),
    uppercase: flagMark('UPPERCASE', [{ style: 'text-transform=uppercase' }]),
    autosize: flagMark('AUTOSIZE', []),
    font: valueMark('FONT'),
    size: valueMark('SIZE'),
    lineHeight: valueMark('LINEHEIGHT'),
    color: valueMark('COLOR'),
    letterSpacing: valueMark('LETTERSPACING'),
    other: {
      attrs: { style: { validate: 'string' } },
      // Several unknown styles can cover the same character.
      excludes: '',
      parseDOM: [
        {
          tag: 'span[data-album-style]',
          getAttrs: (node: HTMLElement) => {
            const style = node.getAttribute('data-album-style') ?? '';
            const known = style in FLAG_MARKS || KNOWN_PREFIXES.some((p) => style.startsWith(p));
            return style && !known ? { style } : false;
          },
        },
      ],
      toDOM: (mark) => styleSpan(mark.attrs.style as string),
    },
  },
});

/** The mark of an inline style. */
export function markOfStyle(style: InlineStyle | string): Mark {
  if (style in FLAG_MARKS) return textSchema.marks[FLAG_MARKS[style as FlagStyle]]!.create();
  const dash = style.indexOf('-');
  const family = dash < 0 ? '' : style.slice(0, dash);
  if (family in VALUE_MARKS) {
    return textSchema.marks[VALUE_MARKS[family as ValueFamily]]!.create({ value: style.slice(dash + 1) });
  }
  return textSchema.marks.other!.create({ style });
}

const FLAG_BY_MARK = new Map<string, string>(Object.entries(FLAG_MARKS).map(([s, m]) => [m, s]));
const FAMILY_BY_MARK = new Map<string, string>(Object.entries(VALUE_MARKS).map(([f, m]) => [m, f]));

/** The inline style of a mark. */
export function styleOfMark(mark: Mark): InlineStyle {
  const flag = FLAG_BY_MARK.get(mark.type.name);
  if (flag) return flag as InlineStyle;
  const family = FAMILY_BY_MARK.get(mark.type.name);
  if (family) return `${family}-${mark.attrs.value as string}` as InlineStyle;
  return mark.attrs.style as InlineStyle;
}
