/**
 * Align shortcuts of the canvas: Alt+Shift with L, C, R (left, centre, right) or T, M, B (top, middle, bottom)
 * aligns the selection as the arrange menu does, to the target and margin chosen there (`UiState.align`). The
 * physical letter keys are read (`code`): with Alt (Option on a Mac) `key` names another character.
 *
 * Why Alt+Shift: Ctrl+letter and Alt+letter are taken by the browser or by other shortcuts (Alt+D, Alt+F focus
 * browser parts; Alt+G and Alt+Z are the page field and the zoom menu), Alt+Shift+letter is free everywhere.
 */
import type { AlbumAction, AlignEdge, Editor } from '@album/editor-core';
import type { AlignOptions } from '../interaction/ui-store';

/** The fields of a key event that the align shortcuts read (a DOM `KeyboardEvent` or React's fits). */
export interface AlignKey {
  /** The character typed. */
  key: string;
  /** The physical key (`KeyL` …): read because Alt changes `key` on a Mac. */
  code?: string;
  /** Ctrl held. */
  ctrlKey: boolean;
  /** Meta (Command) held. */
  metaKey: boolean;
  /** Shift held. */
  shiftKey: boolean;
  /** Alt (Option) held. */
  altKey: boolean;
}

const EDGE_OF_LETTER: Readonly<Record<string, AlignEdge>> = {
  L: 'left',
  C: 'center',
  R: 'right',
  T: 'top',
  M: 'middle',
  B: 'bottom',
};

/** The letter of each edge's shortcut (for the menu's hints and the shortcut table). */
export const ALIGN_KEY_LETTERS: Readonly<Record<AlignEdge, string>> = {
  left: 'L',
  center: 'C',
  right: 'R',
  top: 'T',
  middle: 'M',
  bottom: 'B',
};

/** The edge an Alt+Shift+letter press aligns to, or null when the press is no align shortcut. */
export function alignEdgeForKey(e: AlignKey): AlignEdge | null {
  if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return null;
  const letter = e.code?.startsWith('Key') ? e.code.slice(3) : e.key.toUpperCase();
  return EDGE_OF_LETTER[letter] ?? null;
}

/** The align action for `ids` with the chosen options. */
export function alignAction(ids: readonly string[], edge: AlignEdge, options: AlignOptions): AlbumAction {
  // One element has nothing to align to but its page; between elements no margin applies.
  const target = options.target === 'selection' && ids.length < 2 ? 'page' : options.target;
  const margin = target === 'selection' ? 0 : options.margin;
  return { type: 'align', ids: [...ids], edge, target, ...(margin > 0 ? { margin } : {}) };
}

/**
 * Runs the align shortcut of `e` on the selection (one history step); answers whether the key was one (its
 * default is then prevented, even when nothing is selected).
 */
export function handleAlignKey(
  editor: Editor,
  options: AlignOptions,
  e: AlignKey & { preventDefault(): void },
): boolean {
  const edge = alignEdgeForKey(e);
  if (!edge) return false;
  e.preventDefault();
  const selection = editor.getSelection();
  if (selection.ids.length === 0 || selection.mode === 'text-edit') return true;
  editor.dispatch(alignAction(selection.ids, edge, options));
  return true;
}
