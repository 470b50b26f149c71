/**
 * Keyboard and clipboard of the canvas (specification section 9): editor-core's `commandForKey` mapping through
 * `editor.handleKey` (delete, duplicate, group, ungroup, undo, redo, select all, escape, arrow nudges), space held
 * to pan, escape cancelling a drag, Enter starting text editing, zoom shortcuts, and copy/cut/paste of the clipboard
 * format (`sst-editor-public/1.0`; the older tag is read too). Keys typed into an input or the text editor are
 * left alone, and paste there is the input's own.
 *
 * Issue #23 adds: Enter with an insert tool inserts its element at the centre of the visible spread; Alt+arrows
 * resize, R and Shift+R rotate; Page Up / Page Down go to the previous / next spread. Arrow moves, resizes and
 * rotations of the same elements are one undo step per burst of presses (editor-core's `StepCoalescer`: a pause
 * of a second or any other action ends the step), so undo takes back "moved 3 mm", not 1 mm of it.
 */
import {
  commandForKey,
  createId,
  parseClipboard,
  serializeClipboard,
  StepCoalescer,
} from '@album/editor-core';
import type { ActionResult } from '@album/editor-core';
import type { GestureEnv } from './gestures/gesture';
import {
  insertWithKeyboard,
  keyStep,
  resizeSelection,
  rotateSelection,
  ROTATE_STEP,
  stepSpread,
} from './keyboard-edit';
import type { PointerController } from './pointer-controller';

/** True for events typed into a field (inputs, text areas, content-editable regions). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/** What the keyboard and clipboard handlers tell the host: refused pastes, keyboard insertions, pasted files. */
export interface KeyboardCallbacks {
  /** A paste was refused (unknown format, or blocked by the selection); the host may tell the user. */
  onPasteRefused?: (result: ActionResult) => void;
  /** An element was inserted with Enter (the canvas moves the keyboard focus to it). */
  onInserted?: (id: string) => void;
  /**
   * Files were pasted (an image copied in another program) and the clipboard held no elements of this editor.
   * Without this callback such a paste is refused like an unknown format.
   */
  onPasteFiles?: (files: File[]) => void;
}

const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);
const CLIPBOARD_KEYS = new Set(['c', 'x', 'v']);

/** The fields of a key event the handlers read (a DOM `KeyboardEvent` or React's fits; tests pass plain objects). */
export interface KeyLike {
  /** The key's value, as `KeyboardEvent.key`. */
  key: string;
  /** Ctrl held. */
  ctrlKey: boolean;
  /** Meta (Command) held. */
  metaKey: boolean;
  /** Shift held. */
  shiftKey: boolean;
  /** Alt (Option) held. */
  altKey: boolean;
  /** Where the key went (keys typed into inputs are left alone). */
  target: EventTarget | null;
  /** True for the auto-repeat of a held key. */
  repeat?: boolean;
  /** Stops the browser's own handling of the key. */
  preventDefault(): void;
}

/** The fields of a clipboard event the handlers read (a DOM `ClipboardEvent` or React's fits). */
export interface ClipboardLike {
  /** Where the event went (inputs keep their own clipboard). */
  target: EventTarget | null;
  /** The clipboard, as `ClipboardEvent.clipboardData`. */
  clipboardData: (Pick<DataTransfer, 'getData' | 'setData'> & { files?: ArrayLike<File> }) | null;
  /** Stops the browser's own copy, cut or paste. */
  preventDefault(): void;
}

/**
 * Key and clipboard handlers of the canvas (shortcuts, nudges, space to pan, copy/cut/paste), free of React: the canvas
 * attaches them to its element.
 */
export function createKeyboardHandlers(
  env: GestureEnv,
  controller: PointerController,
  callbacks: KeyboardCallbacks = {},
  newId: () => string = () => createId(),
) {
  const { editor, viewport, ui } = env;
  // Created on first use: the temporal store is only read once a key edits.
  let coalescer: StepCoalescer | null = null;
  /** Runs one keyboard edit of `control` on the selection as part of the running burst's undo step. */
  const burst = <T>(control: string, run: () => T): T => {
    coalescer ??= new StepCoalescer(editor.store.temporal);
    return coalescer.change(`${control}:${editor.getSelection().ids.join(',')}`, run);
  };
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
      if (e.key === 'Enter' && !mod && !e.altKey) {
        const inserted = insertWithKeyboard(env, newId);
        if (inserted) {
          e.preventDefault();
          callbacks.onInserted?.(inserted);
          return;
        }
        const [only] = editor.getSelection().ids;
        if (editor.getSelection().ids.length === 1 && editor.getNode(only!)?.type === 'Text') {
          editor.editText(only!);
          e.preventDefault();
        }
        return;
      }
      if ((e.key === 'PageDown' || e.key === 'PageUp') && !mod && !e.altKey) {
        stepSpread(env, e.key === 'PageDown' ? 1 : -1);
        e.preventDefault();
        return;
      }
      const editing = editor.getSelection().mode === 'text-edit';
      const step = keyStep({ shift: e.shiftKey, mod });
      if (e.altKey && ARROW_KEYS.has(e.key) && !editing) {
        const dw = e.key === 'ArrowRight' ? step : e.key === 'ArrowLeft' ? -step : 0;
        const dh = e.key === 'ArrowDown' ? step : e.key === 'ArrowUp' ? -step : 0;
        if (burst('resize', () => resizeSelection(editor, dw, dh)) !== null) e.preventDefault();
        return;
      }
      // Not with Ctrl: Ctrl+R reloads the page, and a shortcut must not take that away.
      if ((e.key === 'r' || e.key === 'R') && !mod && !e.altKey && !editing) {
        const degrees = ROTATE_STEP * (e.shiftKey ? -1 : 1);
        if (burst('rotate', () => rotateSelection(editor, degrees)) !== null) e.preventDefault();
        return;
      }
      // Copy, cut and paste belong to the browser's clipboard events (onCopy, onCut, onPaste below): preventing
      // the key press would cancel them, and the system clipboard would never see the selection.
      if (mod && !e.altKey && CLIPBOARD_KEYS.has(e.key.toLowerCase())) return;
      const press = { key: e.key, ctrl: e.ctrlKey, meta: e.metaKey, shift: e.shiftKey };
      const result =
        commandForKey(press)?.type === 'nudge'
          ? burst('nudge', () => editor.handleKey(press))
          : editor.handleKey(press);
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
      const files = Array.from(e.clipboardData.files ?? []);
      e.preventDefault();
      // An image copied in another program comes as a file (often beside text such as its name or HTML): it is
      // the file that is meant, unless the text is this editor's own payload.
      if (files.length > 0 && callbacks.onPasteFiles && !parseClipboard(text).ok) {
        if (editor.isReadOnly()) callbacks.onPasteRefused?.({ ok: false, reason: 'read-only' });
        else callbacks.onPasteFiles(files);
        return;
      }
      // Everything else goes to the editor, an empty clipboard too: its refusal is what the user is told.
      const result = editor.paste(text);
      if (!result.ok) callbacks.onPasteRefused?.(result);
    },
  };
}
