/**
 * The toolbar's text controls while a text is edited in place: they read the styles of the selected words and
 * apply to them (or to what is typed next, with a caret), through the editor's own transactions, so the change
 * is an undo step inside the text and part of the one album step written when editing ends. Without an open
 * editor for the selected text the whole-text controls are answered unchanged.
 */
import type { ActionResult, AnyNode, TextAlign } from '@album/editor-core';
import type { Transaction } from 'prosemirror-state';
import { alignAt, flagAt, setAlign, setFlag, setValue, valueAt } from './pm-commands';
import type { FlagStyle, ValueFamily } from './pm-schema';
import type { TextSessionSnapshot } from './text-session';

/** The styling part of `useElementProps`' text controls. */
export interface TextControls {
  fontFamily: { value: string | null; set(family: string): ActionResult };
  fontSize: { value: number | null; options: readonly number[]; set(size: number): ActionResult };
  lineHeight: { value: number | null; options: readonly number[]; set(percent: number): ActionResult };
  color: { value: string | null; set(hex: string): ActionResult };
  bold: { value: boolean; set(on: boolean): ActionResult };
  italic: { value: boolean; set(on: boolean): ActionResult };
  uppercase: { value: boolean; set(on: boolean): ActionResult };
  align: { value: TextAlign; set(align: TextAlign): ActionResult };
}

/**
 * `whole` (the controls over whole texts), or, when `snapshot` holds an open editor for the only selected text,
 * the same controls over the editor's selection.
 */
export function sessionTextControls<T extends TextControls>(
  snapshot: TextSessionSnapshot,
  texts: readonly AnyNode[],
  whole: T,
): T {
  const session = snapshot.session;
  if (!session || texts.length !== 1 || texts[0]!.id !== session.nodeId) return whole;
  const { view } = session;
  const state = view.state;
  const run = (make: () => Transaction): ActionResult => {
    view.dispatch(make());
    // The toolbar took the focus: typing goes on in the text.
    view.focus();
    return { ok: true, ids: [session.nodeId] };
  };
  const flag = (style: FlagStyle) => ({
    value: flagAt(state, style),
    set: (on: boolean) => run(() => setFlag(view.state, style, on)),
  });
  const value = (family: ValueFamily) => valueAt(state, family);
  const number = (family: ValueFamily) => {
    const v = value(family);
    return v === null ? null : Number(v);
  };
  return {
    ...whole,
    fontFamily: {
      value: value('FONT'),
      set: (family: string) => {
        session.loadFamily(family);
        return run(() => setValue(view.state, 'FONT', family));
      },
    },
    fontSize: {
      ...whole.fontSize,
      value: number('SIZE'),
      set: (size: number) => run(() => setValue(view.state, 'SIZE', size)),
    },
    lineHeight: {
      ...whole.lineHeight,
      value: number('LINEHEIGHT'),
      set: (percent: number) => run(() => setValue(view.state, 'LINEHEIGHT', percent)),
    },
    color: { value: value('COLOR'), set: (hex: string) => run(() => setValue(view.state, 'COLOR', hex)) },
    bold: flag('BOLD'),
    italic: flag('ITALIC'),
    uppercase: flag('UPPERCASE'),
    align: { value: alignAt(state), set: (align: TextAlign) => run(() => setAlign(view.state, align)) },
  };
}
