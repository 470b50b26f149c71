/**
 * Editing by keyboard beyond editor-core's key mapping (issue #23): inserting the chosen tool's element with Enter
 * at the centre of the visible part of the current spread, resizing (Alt+arrows) and rotating (R, Shift+R) the
 * selection, and Page Up / Page Down between spreads. Steps are the nudge steps of the specification: 1 mm,
 * 10 mm with Shift, 0.1 mm with Ctrl; rotation turns by 15°.
 */
import { NUDGE, isElementType } from '@album/editor-core';
import type { Editor, Point } from '@album/editor-core';
import { visibleDocRect } from '../viewport/viewport-math';
import type { GestureEnv } from './gestures/gesture';
import { toSpread } from './geometry';
import { insertedNode } from './inserted-node';
import type { Tool } from './ui-store';

/** Tools that add an element where they are used (all but select and pan). */
export function isInsertTool(tool: Tool): boolean {
  return tool !== 'select' && tool !== 'pan';
}

/** Step of a keyboard move, resize or rotation with these modifiers. */
export function keyStep(mods: { shift: boolean; mod: boolean }): number {
  return mods.mod ? NUDGE.fine : mods.shift ? NUDGE.large : NUDGE.normal;
}

/** Degrees of one keyboard rotation. */
export const ROTATE_STEP = 15;

/**
 * The centre of what is seen of the current spread (the view's centre clamped into the spread), in spread
 * coordinates, with that spread's id; null when the album has no spread.
 */
export function visibleSpreadCentre(env: GestureEnv): { spreadId: string; at: Point } | null {
  const { editor, runtime, viewport } = env;
  const layout = runtime.layout();
  const spreadId = editor.getSelection().spreadId ?? layout.spreads[0]?.id;
  const spread = spreadId ? layout.byId.get(spreadId) : undefined;
  if (!spreadId || !spread) return null;
  const view = visibleDocRect(viewport.getState());
  const left = Math.max(view.x, spread.x);
  const right = Math.min(view.x + view.width, spread.x + spread.width);
  const top = Math.max(view.y, spread.y);
  const bottom = Math.min(view.y + view.height, spread.y + spread.height);
  // Out of view altogether: the spread's own centre.
  const centre =
    left < right && top < bottom
      ? { x: (left + right) / 2, y: (top + bottom) / 2 }
      : { x: spread.x + spread.width / 2, y: spread.y + spread.height / 2 };
  return { spreadId, at: toSpread(layout, spreadId, centre) };
}

/**
 * Enter with an insert tool: adds the tool's element at the centre of the visible spread (inside the isolated
 * group when one is open), selects it, goes back to the select tool, and starts editing a new text. Returns the
 * new element's id, or null when nothing was inserted.
 */
export function insertWithKeyboard(env: GestureEnv, newId: () => string): string | null {
  const { editor, ui } = env;
  const tool = ui.getState().tool;
  if (!isInsertTool(tool)) return null;
  const place = visibleSpreadCentre(env);
  if (!place) return null;
  const node = insertedNode(tool, place.at, newId);
  if (!node) return null;
  const parent = editor.getSelection().isolatedId ?? place.spreadId;
  const result = editor.addElements(parent, [node]);
  if (!result.ok) return null;
  ui.getState().setTool('select');
  const id = (node.props as { id: string }).id;
  if (node.type === 'Text') editor.editText(id);
  return id;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Ids of selected elements a keyboard transform may change: not locked (groups only when `groups`). */
function transformable(editor: Editor, groups: boolean): string[] {
  return editor.getSelectedNodes().flatMap((node) => {
    if (!isElementType(node.type) || (node.props as { locked?: boolean }).locked) return [];
    if (!groups && node.type === 'Group') return [];
    return [node.id];
  });
}

/**
 * Alt+arrows: the selection grows or shrinks by `dw` × `dh` mm from its top-left corner. A side never shrinks
 * below 1 mm (a straight line keeps its zero height). Groups are left out: their box follows their children.
 */
export function resizeSelection(editor: Editor, dw: number, dh: number) {
  const ids = transformable(editor, false);
  if (ids.length === 0) return null;
  const updates = ids.map((id) => {
    const p = editor.getNode(id)!.props as { width: number; height: number };
    return {
      id,
      props: {
        width: round(Math.max(Math.min(p.width, 1), p.width + dw)),
        height: round(Math.max(Math.min(p.height, 1), p.height + dh)),
      },
    };
  });
  return editor.updateEach(updates);
}

/** R / Shift+R: the selection turns by `degrees` (clockwise when positive) around each element's centre. */
export function rotateSelection(editor: Editor, degrees: number) {
  const ids = transformable(editor, true);
  if (ids.length === 0) return null;
  const updates = ids.map((id) => {
    const rotation = (editor.getNode(id)!.props as { rotation?: number }).rotation ?? 0;
    return { id, props: { rotation: round((((rotation + degrees) % 360) + 360) % 360) } };
  });
  return editor.updateEach(updates);
}

/**
 * Page Down / Page Up: the next or previous spread becomes current and scrolls into view; the selection is
 * cleared (it was on the spread left behind). Returns the new spread's id, or null at either end.
 */
export function stepSpread(env: GestureEnv, direction: 1 | -1): string | null {
  const { editor, viewport } = env;
  const spreads = editor.getSpreads();
  const current = spreads.findIndex((s) => s.id === editor.getSelection().spreadId);
  const next = spreads[current + direction];
  if (!next) return null;
  editor.setCurrentSpread(next.id);
  editor.clearSelection();
  viewport.getState().scrollToSpread(next.id);
  return next.id;
}
