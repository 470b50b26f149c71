/**
 * Drawing with an insert tool (issue #22): a drag with the rectangle, circle, line, image frame or text tool draws
 * the new element from the press point to the pointer, even when the press lands on an existing element (the tool
 * is what the user chose, not the element under it). Shift keeps rectangles, circles and frames square and lines
 * at multiples of 45 degrees. The element appears once the drag passes the click slop, so a click still places
 * the default size; the whole drag is one undo step, and the tool returns to select afterwards.
 */
import type { NestedNode, Point } from '@album/editor-core';
import { toSpread } from '../geometry';
import { insertedNode } from '../inserted-node';
import type { CanvasPointer } from '../pointer';
import type { Tool } from '../ui-store';
import { GestureTransaction } from './gesture';
import type { Gesture, GestureEnv } from './gesture';

/** Tools that draw by dragging (comments are pins: a click places them). */
const DRAWING_TOOLS: ReadonlySet<Tool> = new Set(['rectangle', 'circle', 'line', 'image', 'text']);

/** True for the insert tools that draw by dragging. */
export function drawsByDrag(tool: Tool): boolean {
  return DRAWING_TOOLS.has(tool);
}

/** The smallest drawn width or height (mm): a drag along one axis still gives a visible box. */
export const MIN_DRAWN_SIZE = 1;
/** A text box drawn flatter than this gets this height, so its first line fits. */
const MIN_TEXT_HEIGHT = 10;

const round = (v: number) => Math.round(v * 100) / 100;

/** Placement props (spread space) of the element a drag from `a` to `b` draws with `tool`. */
export function drawnBox(
  tool: Tool,
  a: Point,
  b: Point,
  constrain: boolean,
): { x: number; y: number; width: number; height: number; rotation: number } {
  let dx = b.x - a.x;
  let dy = b.y - a.y;
  if (tool === 'line') {
    let angle = Math.atan2(dy, dx);
    if (constrain) angle = Math.round(angle / (Math.PI / 4)) * (Math.PI / 4);
    const length = Math.max(MIN_DRAWN_SIZE, Math.hypot(dx, dy));
    const centre = { x: a.x + (Math.cos(angle) * length) / 2, y: a.y + (Math.sin(angle) * length) / 2 };
    // A line is a box of height 0 rotated about its centre (editor-core's element matrix).
    return {
      x: round(centre.x - length / 2),
      y: round(centre.y),
      width: round(length),
      height: 0,
      rotation: round((angle * 180) / Math.PI),
    };
  }
  if (constrain) {
    const side = Math.max(Math.abs(dx), Math.abs(dy));
    dx = Math.sign(dx || 1) * side;
    dy = Math.sign(dy || 1) * side;
  }
  const width = Math.max(MIN_DRAWN_SIZE, Math.abs(dx));
  const height = Math.max(tool === 'text' ? MIN_TEXT_HEIGHT : MIN_DRAWN_SIZE, Math.abs(dy));
  return {
    x: round(dx < 0 ? a.x - width : a.x),
    y: round(dy < 0 ? a.y - height : a.y),
    width: round(width),
    height: round(height),
    rotation: 0,
  };
}

export class DrawGesture implements Gesture {
  readonly kind = 'draw' as const;
  private readonly tx: GestureTransaction;
  private id: string | null = null;

  constructor(
    private readonly env: GestureEnv,
    private readonly tool: Tool,
    private readonly spreadId: string,
    private readonly origin: Point,
    private readonly newId: () => string,
  ) {
    this.tx = new GestureTransaction(env.editor);
  }

  /** The id of the drawn element, once the drag created it. */
  get drawnId(): string | null {
    return this.id;
  }

  move(pointer: CanvasPointer): void {
    const { editor, runtime } = this.env;
    if (!this.tx.begin()) return;
    const layout = runtime.layout();
    const box = drawnBox(
      this.tool,
      toSpread(layout, this.spreadId, this.origin),
      toSpread(layout, this.spreadId, pointer.canvas),
      pointer.shift,
    );
    if (this.id) {
      editor.updateProps(this.id, box);
      return;
    }
    const node: NestedNode | null = insertedNode(this.tool, { x: 0, y: 0 }, this.newId);
    if (!node) return;
    Object.assign(node.props, box);
    const result = editor.addElements(this.spreadId, [node]);
    if (result.ok) this.id = (node.props as { id: string }).id;
  }

  end(): void {
    const { editor, ui } = this.env;
    if (!this.id) {
      this.tx.cancel();
      return;
    }
    this.tx.commit();
    ui.getState().setTool('select');
    if (this.tool === 'text') editor.editText(this.id);
  }

  cancel(): void {
    this.tx.cancel();
    this.id = null;
  }
}
