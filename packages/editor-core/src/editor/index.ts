/**
 * The editor facade (`createEditor`) and the pure pieces it is built from: selection rules and modes, keyboard
 * mapping, permissions, clipboard.
 */
export { createEditor } from './create-editor';
export type { Editor, EditorEvents, EditorOptions, NodeIds } from './create-editor';
export { EMPTY_SELECTION } from './selection';
export type { EditorMode, Selection } from './selection';
/** The selection rules as pure functions of (selection, nodes), for hosts that keep their own selection. */
export * as selectionRules from './selection';
export { commandForKey } from './keyboard';
export type { KeyCommand, KeyPress } from './keyboard';
export { mayChange } from './permissions';
export type { EditorUser } from './permissions';
export { copyElements } from './clipboard';
export type { ClipboardData } from './clipboard';
