/**
 * The keyboard shortcuts of the editor (specification section 9) as a pure mapping from a key press to a command.
 * Ctrl and Meta (Command on macOS) are the same modifier.
 */
import { NUDGE } from '../constants';

/** A key press: `key` as in `KeyboardEvent.key`. */
export interface KeyPress {
  key: string;
  ctrl?: boolean;
  meta?: boolean;
  shift?: boolean;
}

/** What a key press asks the editor to do. */
export type KeyCommand =
  | { type: 'delete' }
  | { type: 'duplicate' }
  | { type: 'group' }
  | { type: 'ungroup' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'selectAll' }
  | { type: 'escape' }
  | { type: 'copy' }
  | { type: 'nudge'; dx: number; dy: number };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The command for a key press, or null when the key means nothing to the editor: delete/backspace delete;
 * ctrl+d duplicate; ctrl+g group; ctrl+shift+g or ctrl+u ungroup; ctrl+z undo; ctrl+shift+z redo; ctrl+a select all;
 * ctrl+c copy; escape; arrows nudge by 1 mm, 10 mm with shift, 0.1 mm with ctrl. Paste is left to the host's paste
 * event, which carries the clipboard text.
 */
export function commandForKey(press: KeyPress): KeyCommand | null {
  const mod = press.ctrl === true || press.meta === true;
  const shift = press.shift === true;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  const arrow = ARROWS[press.key];
  if (arrow) {
    const step = mod ? NUDGE.fine : shift ? NUDGE.large : NUDGE.normal;
    return { type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  if (key === 'Escape') return { type: 'escape' };
  if (!mod && (key === 'Delete' || key === 'Backspace')) return { type: 'delete' };
  if (!mod) return null;
  switch (key) {
    case 'd':
      return shift ? null : { type: 'duplicate' };
    case 'g':
      return shift ? { type: 'ungroup' } : { type: 'group' };
    case 'u':
      return shift ? null : { type: 'ungroup' };
    case 'z':
      return shift ? { type: 'redo' } : { type: 'undo' };
    case 'a':
      return shift ? null : { type: 'selectAll' };
    case 'c':
      return shift ? null : { type: 'copy' };
    default:
      return null;
  }
}
