/**
 * Pasted text takes the look of the text it is pasted into. The schema's parse rules already reduce pasted HTML
 * to the supported inline styles (bold, italic and uppercase from other programs; every style from the editor's
 * own spans); what arrives without a font, size, line height, colour or letter spacing takes the caret's, so a
 * line pasted into a 36 pt title is not 12 pt in the default font.
 */
import { Fragment, Slice } from 'prosemirror-model';
import type { Mark, Node as PmNode } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';
import { VALUE_MARKS, textSchema } from './pm-schema';

const VALUE_TYPES = Object.values(VALUE_MARKS).map((name) => textSchema.marks[name]!);

/** The parametrised styles at the caret (or the start of the selection). */
function caretValueMarks(state: EditorState): Mark[] {
  const marks = state.storedMarks ?? state.selection.$from.marks();
  return marks.filter((mark) => VALUE_TYPES.includes(mark.type));
}

function mapText(fragment: Fragment, fn: (node: PmNode) => PmNode): Fragment {
  const out: PmNode[] = [];
  fragment.forEach((node) => {
    out.push(node.isText ? fn(node) : node.copy(mapText(node.content, fn)));
  });
  return Fragment.from(out);
}

/** `slice` with the caret's parametrised styles added to every text that has none of that family. */
export function withCaretStyles(slice: Slice, state: EditorState): Slice {
  const caret = caretValueMarks(state);
  if (caret.length === 0) return slice;
  const content = mapText(slice.content, (text) => {
    let marks = text.marks;
    for (const mark of caret) if (!mark.type.isInSet(marks)) marks = mark.addToSet(marks);
    return text.mark(marks);
  });
  return new Slice(content, slice.openStart, slice.openEnd);
}
