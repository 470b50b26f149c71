/**
 * The spread commands of the canvas and the layouts tab (spec section 4, Elements: spreads): add an empty spread
 * before or after, duplicate, delete (never the album's last spread), move up or down within the chapter. Each is
 * one editor action, so it is one undo step and reaches collaborators through the editor's patches.
 */
import { albumOrder } from '@album/editor-core';
import type { ActionResult, Editor } from '@album/editor-core';

/** The commands of the spread menu. */
export type SpreadCommand = 'addBefore' | 'addAfter' | 'duplicate' | 'delete' | 'moveUp' | 'moveDown';

/** Every spread command, in menu order. */
export const SPREAD_COMMANDS: readonly SpreadCommand[] = [
  'addBefore',
  'addAfter',
  'duplicate',
  'moveUp',
  'moveDown',
  'delete',
];

/** Which commands can run on a spread right now (the menu disables the others). */
export type SpreadCommandState = Record<SpreadCommand, boolean>;

/**
 * What a spread allows: moving needs a neighbour spread in the same chapter (spreads never leave their chapter),
 * deleting needs another spread in the album (an album without spreads has nothing to show or print).
 */
export function spreadCommandState(editor: Editor, spreadId: string): SpreadCommandState {
  const { spreads } = albumOrder(editor.getState());
  const spread = spreads.find((s) => s.id === spreadId);
  if (!spread) {
    return {
      addBefore: false,
      addAfter: false,
      duplicate: false,
      delete: false,
      moveUp: false,
      moveDown: false,
    };
  }
  const inChapter = spreads.filter((s) => s.sectionId === spread.sectionId).map((s) => s.id);
  const at = inChapter.indexOf(spreadId);
  return {
    addBefore: true,
    addAfter: true,
    duplicate: true,
    delete: spreads.length > 1,
    moveUp: at > 0,
    moveDown: at < inChapter.length - 1,
  };
}

/** Runs one spread command on `spreadId`; answers the editor's result (`last-spread` for the only spread). */
export function runSpreadCommand(editor: Editor, spreadId: string, command: SpreadCommand): ActionResult {
  switch (command) {
    case 'addBefore':
      return editor.addEmptySpread(spreadId, 'before');
    case 'addAfter':
      return editor.addEmptySpread(spreadId, 'after');
    case 'duplicate':
      return editor.duplicateSpread(spreadId);
    case 'delete':
      return editor.deleteSpread(spreadId);
    case 'moveUp':
      return editor.moveSpreadUp(spreadId);
    case 'moveDown':
      return editor.moveSpreadDown(spreadId);
  }
}
