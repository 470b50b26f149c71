/**
 * Text layout through CanvasKit's Paragraph API (HarfBuzz shaping, Skia line breaking), exported as positioned
 * glyph runs: the screen and raster renderers draw them, and the PDF writer places the same glyph ids at the same
 * positions with the same font files.
 */
import type { TextItem, TextParagraph, TextRun } from '@album/editor-core';
import type { CanvasKit, Paragraph } from 'canvaskit-wasm';
import type { FontRegistry, LoadedFace } from '../fonts/font-registry';
import { TEXT_UNITS_PER_MM, textAlignFor, textStyleFor } from './text-style';

/** Glyphs of one source run on one line, drawn with one face. */
export interface LaidOutRun {
  /** Index of the paragraph and of the run inside it in the `TextItem`. */
  paragraph: number;
  /** Index of the run inside its paragraph. */
  run: number;
  /** The characters these glyphs stand for (for text extraction in PDF). */
  text: string;
  /** Catalogue family and file of the face that shaped the glyphs (after fallbacks). */
  family: string;
  /** The font file of the face (see `family`). */
  file: string;
  /** The weight of the face used. */
  weight: 400 | 700;
  /** Whether the face used is italic. */
  italic: boolean;
  /** The run asked for bold/italic that the family lacks: draw emboldened / slanted. */
  syntheticBold: boolean;
  /** The run asked for italic that the family lacks: draw slanted. */
  syntheticItalic: boolean;
  /** Font size in mm, after AUTOSIZE. */
  fontSize: number;
  /** Text colour (a CSS colour). */
  color: string;
  /** Glyph ids in the face's font file. */
  glyphs: Uint16Array;
  /** Glyph origins on the baseline in mm, in the text box's local space: x0, y0, x1, y1, ... */
  positions: Float32Array;
  /** UTF-16 offset of each glyph's first character in its paragraph's text. */
  offsets: Uint32Array;
}

/** One line of laid-out text (mm, text box local space). */
export interface LaidOutLine {
  /** Index of the paragraph the line belongs to. */
  paragraph: number;
  /** Top of the line box. */
  top: number;
  /** Bottom of the line box. */
  bottom: number;
  /** The baseline's y. */
  baseline: number;
  /** The glyph runs on the line. */
  runs: LaidOutRun[];
}

/** The layout of a text box. */
export interface TextLayout {
  /** Factor applied to font sizes and letter spacing (below 1 only with AUTOSIZE). */
  scale: number;
  /** Height of all paragraphs in mm. */
  height: number;
  /** Whether the text fits the box (height and longest word). */
  fits: boolean;
  /** The lines, top to bottom. */
  lines: LaidOutLine[];
}

/** The part of a text item that layout depends on. */
export type TextLayoutInput = Pick<TextItem, 'width' | 'height' | 'paragraphs' | 'autosize'>;

/** Smallest AUTOSIZE factor: text never shrinks below a twentieth of its size. */
export const MIN_AUTOSIZE_SCALE = 0.05;
const AUTOSIZE_STEPS = 12;
const FIT_TOLERANCE_MM = 0.01;

/** The style an empty paragraph takes its line height from: its first run, else the nearest run before it. */
function defaultRunFor(paragraphs: readonly TextParagraph[], index: number): TextRun | undefined {
  for (let i = index; i >= 0; i--) {
    const run = paragraphs[i]!.runs[0];
    if (run) return run;
  }
  return paragraphs.find((p) => p.runs.length > 0)?.runs[0];
}

/** UTF-8 byte offset to UTF-16 index of a string (CanvasKit reports glyph offsets in UTF-8). */
export function utf8ToUtf16Map(text: string): Uint32Array {
  const bytes = new TextEncoder().encode(text).length;
  const map = new Uint32Array(bytes + 1);
  let u8 = 0;
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i)!;
    const units = cp > 0xffff ? 2 : 1;
    const len = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    for (let k = 0; k < len; k++) map[u8 + k] = i;
    u8 += len;
    i += units;
  }
  map[bytes] = text.length;
  return map;
}

interface BuiltParagraph {
  paragraph: Paragraph;
  text: string;
  /** UTF-16 start of each source run (runs with empty text included), plus the text length. */
  starts: number[];
  faces: Array<LoadedFace | undefined>;
}

function buildParagraph(
  ck: CanvasKit,
  fonts: FontRegistry,
  paragraphs: readonly TextParagraph[],
  index: number,
  scale: number,
  widthUnits: number,
): BuiltParagraph | null {
  const source = paragraphs[index]!;
  const base = defaultRunFor(paragraphs, index);
  if (!base) return null;
  const baseFace = fonts.resolve(base.fontFamily, base);
  if (!baseFace) return null;
  const style = new ck.ParagraphStyle({
    textStyle: textStyleFor(base, baseFace.name, scale),
    textAlign: textAlignFor(ck, source.align),
    applyRoundingHack: false,
    disableHinting: true,
    replaceTabCharacters: true,
  });
  const builder = ck.ParagraphBuilder.MakeFromFontCollection(style, fonts.collection);
  const starts: number[] = [];
  const faces: Array<LoadedFace | undefined> = [];
  let text = '';
  for (const run of source.runs) {
    starts.push(text.length);
    const face = fonts.resolve(run.fontFamily, run);
    faces.push(face);
    if (!run.text || !face) continue;
    builder.pushStyle(new ck.TextStyle(textStyleFor(run, face.name, scale)));
    builder.addText(run.text);
    builder.pop();
    text += run.text;
  }
  starts.push(text.length);
  const paragraph = builder.build();
  builder.delete();
  paragraph.layout(widthUnits);
  return { paragraph, text, starts, faces };
}

function buildAll(
  ck: CanvasKit,
  fonts: FontRegistry,
  item: TextLayoutInput,
  scale: number,
): BuiltParagraph[] {
  const width = Math.max(item.width, 0.01) * TEXT_UNITS_PER_MM;
  const out: BuiltParagraph[] = [];
  for (let i = 0; i < item.paragraphs.length; i++) {
    const built = buildParagraph(ck, fonts, item.paragraphs, i, scale, width);
    if (built) out.push(built);
  }
  return out;
}

function dispose(built: BuiltParagraph[]): void {
  for (const b of built) b.paragraph.delete();
}

function measure(built: BuiltParagraph[], item: TextLayoutInput): { height: number; fits: boolean } {
  let height = 0;
  let widest = 0;
  for (const b of built) {
    height += b.paragraph.getHeight();
    if (b.text.length > 0) widest = Math.max(widest, b.paragraph.getMinIntrinsicWidth());
  }
  height /= TEXT_UNITS_PER_MM;
  widest /= TEXT_UNITS_PER_MM;
  return {
    height,
    fits: height <= item.height + FIT_TOLERANCE_MM && widest <= item.width + FIT_TOLERANCE_MM,
  };
}

/**
 * The AUTOSIZE factor: 1 when the text fits, else the largest factor (found by bisection, to 1/4096 of the range)
 * at which the paragraphs fit the box height and no word is wider than the box.
 */
export function autosizeScale(ck: CanvasKit, fonts: FontRegistry, item: TextLayoutInput): number {
  const fitsAt = (scale: number) => {
    const built = buildAll(ck, fonts, item, scale);
    const { fits } = measure(built, item);
    dispose(built);
    return fits;
  };
  if (fitsAt(1)) return 1;
  let lo = MIN_AUTOSIZE_SCALE;
  let hi = 1;
  for (let i = 0; i < AUTOSIZE_STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (fitsAt(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

function runIndexAt(starts: number[], offset: number): number {
  // Last run whose start is at or before the offset and which is not empty.
  let found = 0;
  for (let i = 0; i < starts.length - 1; i++) {
    if (starts[i]! <= offset && starts[i + 1]! > offset) return i;
    if (starts[i]! <= offset) found = i;
  }
  return found;
}

function concat<T extends Uint16Array | Uint32Array | Float32Array>(a: T, b: T): T {
  const out = new (a.constructor as new (n: number) => T)(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function extractLines(
  built: BuiltParagraph,
  paragraphIndex: number,
  top: number,
  source: TextParagraph,
  scale: number,
) {
  const lines: LaidOutLine[] = [];
  const map = utf8ToUtf16Map(built.text);
  const toU16 = (u8: number) => map[Math.min(u8, map.length - 1)]!;
  const metrics = built.paragraph.getLineMetrics();
  let lineTop = top;
  built.paragraph.getShapedLines().forEach((shaped, index) => {
    // Line boxes come from the line metrics (full line height, half-leading included); shaped lines only know
    // their glyphs' extent.
    const height = (metrics[index]?.height ?? shaped.bottom - shaped.top) / TEXT_UNITS_PER_MM;
    const line: LaidOutLine = {
      paragraph: paragraphIndex,
      top: lineTop,
      bottom: lineTop + height,
      baseline: top + shaped.baseline / TEXT_UNITS_PER_MM,
      runs: [],
    };
    lineTop += height;
    for (const glyphRun of shaped.runs) {
      const n = glyphRun.glyphs.length;
      let g = 0;
      while (g < n) {
        const runIndex = runIndexAt(built.starts, toU16(glyphRun.offsets[g]!));
        let end = g + 1;
        while (end < n && runIndexAt(built.starts, toU16(glyphRun.offsets[end]!)) === runIndex) end++;
        const keep: number[] = [];
        // Glyph 0 is .notdef: a character the face lacks is left out rather than drawn as a box.
        for (let k = g; k < end; k++) if (glyphRun.glyphs[k] !== 0) keep.push(k);
        const run = source.runs[runIndex];
        const face = built.faces[runIndex];
        if (keep.length > 0 && run && face) {
          const positions = new Float32Array(keep.length * 2);
          keep.forEach((k, i) => {
            positions[i * 2] = glyphRun.positions[k * 2]! / TEXT_UNITS_PER_MM;
            positions[i * 2 + 1] = top + glyphRun.positions[k * 2 + 1]! / TEXT_UNITS_PER_MM;
          });
          const startU16 = toU16(glyphRun.offsets[g]!);
          const endU16 = toU16(glyphRun.offsets[end]!);
          const glyphs = Uint16Array.from(keep.map((k) => glyphRun.glyphs[k]!));
          const offsets = Uint32Array.from(keep.map((k) => toU16(glyphRun.offsets[k]!)));
          const previous = line.runs.at(-1);
          if (previous && previous.run === runIndex && previous.file === face.file.file) {
            // Shaping splits a run around characters the face lacks: join the pieces back into one run.
            previous.text = built.text.slice(previous.offsets[0]!, Math.max(startU16, endU16));
            previous.glyphs = concat(previous.glyphs, glyphs);
            previous.positions = concat(previous.positions, positions);
            previous.offsets = concat(previous.offsets, offsets);
            g = end;
            continue;
          }
          line.runs.push({
            paragraph: paragraphIndex,
            run: runIndex,
            text: built.text.slice(Math.min(startU16, endU16), Math.max(startU16, endU16)),
            family: face.file.family,
            file: face.file.file,
            weight: face.file.weight,
            italic: face.file.italic,
            syntheticBold: face.file.syntheticBold,
            syntheticItalic: face.file.syntheticItalic,
            fontSize: run.fontSize * scale,
            color: run.color,
            glyphs,
            positions,
            offsets,
          });
        }
        g = end;
      }
    }
    lines.push(line);
  });
  return lines;
}

/**
 * Lays out a text item: paragraphs stacked from the top of the box, each wrapped to the box width with its own
 * alignment, sizes shrunk by AUTOSIZE until the text fits. Needs the item's fonts registered (`FontRegistry.ensure`);
 * a face that is not loaded is replaced by the default family's, and with no font loaded at all the layout is empty.
 */
export function layoutText(ck: CanvasKit, fonts: FontRegistry, item: TextLayoutInput): TextLayout {
  const scale = item.autosize ? autosizeScale(ck, fonts, item) : 1;
  const built = buildAll(ck, fonts, item, scale);
  const { height, fits } = measure(built, item);
  const lines: LaidOutLine[] = [];
  let top = 0;
  let builtIndex = 0;
  for (let p = 0; p < item.paragraphs.length; p++) {
    // buildAll skips paragraphs only when no font is loaded at all, in which case `built` is empty.
    const b = built[builtIndex];
    if (!b) break;
    builtIndex++;
    lines.push(...extractLines(b, p, top, item.paragraphs[p]!, scale));
    top += b.paragraph.getHeight() / TEXT_UNITS_PER_MM;
  }
  dispose(built);
  return { scale, height, fits, lines };
}
