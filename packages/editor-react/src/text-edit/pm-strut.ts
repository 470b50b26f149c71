/**
 * Gives each paragraph of the in-place editor the font metrics the canvas lays the paragraph out with. The canvas
 * (CanvasKit's paragraph) takes an empty line's height from the paragraph's first run, else from the nearest run
 * before it; in CSS a paragraph's own font sets the minimum line box (its "strut"). Setting that font to the first
 * run's makes both agree: an empty line is as tall as on the canvas, and a line of small text is not stretched by
 * the editor's default font.
 */
import { Plugin } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';
import type { Node as PmNode } from 'prosemirror-model';
import { cssOfStyle, cssText, styleOfMark } from './pm-schema';

/** The styles a paragraph's first run carries (an empty paragraph: its kept styles), or null when unknown. */
function firstRunStyles(paragraph: PmNode): string[] | null {
  const first = paragraph.firstChild;
  if (first) return first.marks.map(styleOfMark);
  const kept = paragraph.attrs.emptyStyles as string[] | null;
  return kept ?? null;
}

/** The strut CSS of every paragraph of `doc`, in document order. */
export function strutStyles(doc: PmNode): string[] {
  const out: string[] = [];
  let previous: string[] = [];
  doc.forEach((paragraph) => {
    const styles = firstRunStyles(paragraph) ?? previous;
    previous = styles;
    const css: Record<string, string> = {};
    for (const style of styles) Object.assign(css, cssOfStyle(style));
    // Colour and decoration do not change line metrics.
    delete css.color;
    out.push(cssText(css));
  });
  return out;
}

function decorations(doc: PmNode): DecorationSet {
  const styles = strutStyles(doc);
  const decos: Decoration[] = [];
  let i = 0;
  doc.forEach((paragraph, offset) => {
    const style = styles[i++];
    if (style) decos.push(Decoration.node(offset, offset + paragraph.nodeSize, { style }));
  });
  return DecorationSet.create(doc, decos);
}

/** The plugin that keeps each paragraph's strut in step with its first run. */
export function strutPlugin(): Plugin {
  return new Plugin({
    props: {
      decorations: (state) => decorations(state.doc),
    },
  });
}
