/**
 * The toolbar's text styling inside the in-place editor: styles apply to the selected range (or, with a caret, to
 * what is typed next), alignment to the selected paragraphs. Pure functions over the ProseMirror state; the
 * readers tell the toolbar what the selection carries.
 */
import type { Mark, MarkType } from 'prosemirror-model';
import type { EditorState, Transaction } from 'prosemirror-state';
import type { TextAlign } from '@album/editor-core';
import { FLAG_MARKS, VALUE_MARKS, textSchema } from './pm-schema';
import type { FlagStyle, ValueFamily } from './pm-schema';

function flagType(flag: FlagStyle): MarkType {
  return textSchema.marks[FLAG_MARKS[flag]]!;
}

function valueType(family: ValueFamily): MarkType {
  return textSchema.marks[VALUE_MARKS[family]]!;
}

/** Marks at a caret: the stored marks, else those of the text before it (what typing continues with). */
function caretMarks(state: EditorState): readonly Mark[] {
  return state.storedMarks ?? state.selection.$from.marks();
}

/** Sets (or removes) a mark type on the selection; with a caret, on the text typed next. */
function applyMark(state: EditorState, type: MarkType, mark: Mark | null): Transaction {
  const tr = state.tr;
  const { empty, ranges } = state.selection;
  if (empty) {
    const marks = type.removeFromSet(caretMarks(state));
    return tr.setStoredMarks(mark ? mark.addToSet(marks) : marks);
  }
  for (const { $from, $to } of ranges) {
    tr.removeMark($from.pos, $to.pos, type);
    if (mark) tr.addMark($from.pos, $to.pos, mark);
  }
  return tr.scrollIntoView();
}

/** Turns an on/off style on or off for the selection. */
export function setFlag(state: EditorState, flag: FlagStyle, on: boolean): Transaction {
  const type = flagType(flag);
  return applyMark(state, type, on ? type.create() : null);
}

/** Sets a parametrised style (`SIZE` 24, `FONT` Oswald, ...) on the selection, or removes it with null. */
export function setValue(
  state: EditorState,
  family: ValueFamily,
  value: string | number | null,
): Transaction {
  const type = valueType(family);
  return applyMark(state, type, value === null ? null : type.create({ value: String(value) }));
}

/** Sets the alignment of every paragraph the selection touches. */
export function setAlign(state: EditorState, align: TextAlign): Transaction {
  const tr = state.tr;
  const { from, to } = state.selection;
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (node.type.name !== 'paragraph') return true;
    if (node.attrs.align !== align) tr.setNodeMarkup(pos, undefined, { ...node.attrs, align });
    return false;
  });
  return tr;
}

/** True when the whole selection (or the caret) carries the style. */
export function flagAt(state: EditorState, flag: FlagStyle): boolean {
  const type = flagType(flag);
  if (state.selection.empty) return type.isInSet(caretMarks(state)) !== undefined;
  let all = true;
  let any = false;
  const { from, to } = state.selection;
  state.doc.nodesBetween(from, to, (node) => {
    if (!node.isText) return true;
    any = true;
    if (!type.isInSet(node.marks)) all = false;
    return false;
  });
  return any && all;
}

/** The value of a style family at the start of the selection, or null. */
export function valueAt(state: EditorState, family: ValueFamily): string | null {
  const type = valueType(family);
  const { selection } = state;
  const marks = selection.empty ? caretMarks(state) : (selection.$from.nodeAfter?.marks ?? caretMarks(state));
  const mark = type.isInSet(marks);
  return mark ? (mark.attrs.value as string) : null;
}

/** The alignment of the paragraph at the start of the selection. */
export function alignAt(state: EditorState): TextAlign {
  return (state.selection.$from.parent.attrs.align as TextAlign | null) ?? 'left';
}
