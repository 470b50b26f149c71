/**
 * The editor facade (`createEditor`) and the pure pieces it is built from: selection rules and modes, keyboard
 * mapping, permissions, clipboard.
 */
export * from './create-editor';
export { EMPTY_SELECTION } from './selection';
export type { EditorMode, Selection } from './selection';
/** The selection rules as pure functions of (selection, nodes), for hosts that keep their own selection. */
export * as selectionRules from './selection';
export * from './keyboard';
export * from './permissions';
export { copyElements } from './clipboard';
export type { ClipboardData } from './clipboard';
