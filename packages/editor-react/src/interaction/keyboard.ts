/**
 * Keyboard and clipboard of the canvas (specification section 9): editor-core's `commandForKey` mapping through
 * `editor.handleKey` (delete, duplicate, group, ungroup, undo, redo, select all, escape, arrow nudges), space held
 * to pan, escape cancelling a drag, Enter starting text editing, zoom shortcuts, and copy/cut/paste of the clipboard
 * format (`sst-editor-public/1.0`; the older tag is read too). Keys typed into an input or the text editor are
 * left alone, and paste there is the input's own.
 */
import { serializeClipboard } from '@album/editor-core';
import type { ActionResult } from '@album/editor-core';
import type { GestureEnv } from './gestures/gesture';
import type { PointerController } from './pointer-controller';

/** True for events typed into a field (inputs, text areas, content-editable regions). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

export interface KeyboardCallbacks {
  /** A paste was refused (unknown format, or blocked by the selection); the host may tell the user. */
  onPasteRefused?: (result: ActionResult) => void;
}

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  repeat?: boolean;
  preventDefault(): void;
}

interface ClipboardLike {
  target: EventTarget | null;
  clipboardData: Pick<DataTransfer, 'getData' | 'setData'> | null;
  preventDefault(): void;
}

export function createKeyboardHandlers(
  env: GestureEnv,
  controller: PointerController,
  callbacks: KeyboardCallbacks = {},
) {
  const { editor, viewport, ui } = env;
  return {
    onKeyDown(e: KeyLike): void {
      if (isTypingTarget(e.target)) return;
      const mod = e.ctrlKey || e.metaKey;
      if (e.key === ' ' && !mod) {
        if (!e.repeat) ui.getState().set({ spacePan: true });
        e.preventDefault();
        return;
      }
      if (e.key === 'Escape' && controller.busy) {
        controller.cancel();
        e.preventDefault();
        return;
      }
      if (mod && (e.key === '+' || e.key === '=')) {
        viewport.getState().stepPreset(1);
        e.preventDefault();
        return;
      }
      if (mod && e.key === '-') {
        viewport.getState().stepPreset(-1);
        e.preventDefault();
        return;
      }
      if (mod && e.key === '0') {
        viewport.getState().fitSpread();
        e.preventDefault();
        return;
      }
      if (e.key === 'Enter' && !mod) {
        const [only] = editor.getSelection().ids;
        if (editor.getSelection().ids.length === 1 && editor.getNode(only!)?.type === 'Text') {
          editor.editText(only!);
          e.preventDefault();
        }
        return;
      }
      const result = editor.handleKey({ key: e.key, ctrl: e.ctrlKey, meta: e.metaKey, shift: e.shiftKey });
      if (result !== null) e.preventDefault();
    },
    onKeyUp(e: KeyLike): void {
      if (e.key === ' ') ui.getState().set({ spacePan: false });
    },
    onCopy(e: ClipboardLike): void {
      if (isTypingTarget(e.target) || !e.clipboardData) return;
      const data = editor.copy();
      if (!data) return;
      e.clipboardData.setData('text/plain', serializeClipboard(data));
      e.preventDefault();
    },
    onCut(e: ClipboardLike): void {
      if (isTypingTarget(e.target) || !e.clipboardData) return;
      const data = editor.copy();
      if (!data) return;
      e.clipboardData.setData('text/plain', serializeClipboard(data));
      e.preventDefault();
      editor.deleteElements();
    },
    onPaste(e: ClipboardLike): void {
      // Paste into a field stays the field's (specification section 5).
      if (isTypingTarget(e.target) || !e.clipboardData) return;
      const text = e.clipboardData.getData('text/plain');
      if (!text) return;
      e.preventDefault();
      const result = editor.paste(text);
      if (!result.ok) callbacks.onPasteRefused?.(result);
    },
  };
}
