/**
 * Stacking shortcuts of the canvas: Ctrl+Shift+] brings the selection to the front, Ctrl+Shift+[ sends it to the
 * back, Ctrl+] and Ctrl+[ move it one step (Cmd on a Mac). The physical bracket keys are read (`code`): with Shift,
 * or on layouts where brackets need AltGr (German, French), `key` names another character.
 */
import type { Editor } from '@album/editor-core';

/** The stacking actions the shortcuts run. */
export type LayerCommand = 'sendToFront' | 'sendToBack' | 'bringForward' | 'sendBackward';

interface LayerKey {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The stacking action of a key press, or null when it is none. */
export function layerCommandForKey(e: LayerKey): LayerCommand | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const right = e.code === 'BracketRight' || e.key === ']' || e.key === '}';
  const left = e.code === 'BracketLeft' || e.key === '[' || e.key === '{';
  if (right) return e.shiftKey ? 'sendToFront' : 'bringForward';
  if (left) return e.shiftKey ? 'sendToBack' : 'sendBackward';
  return null;
}

/**
 * Runs the stacking shortcut of `e` on the selected elements (one history step); answers whether the key was one
 * (then the browser's own meaning of it is prevented, even when nothing is selected).
 */
export function handleLayerKey(editor: Editor, e: LayerKey & { preventDefault(): void }): boolean {
  const command = layerCommandForKey(e);
  if (!command) return false;
  e.preventDefault();
  const selection = editor.getSelection();
  if (selection.ids.length === 0 || selection.mode === 'text-edit') return true;
  editor.dispatch({ type: command, ids: [...selection.ids] });
  return true;
}
