/**
 * The element an insert tool adds: its default size, centred on a spread point (a click or Enter), or the box a
 * drag drew (see `DrawGesture`).
 */
import type { NestedNode, Point } from '@album/editor-core';
import type { Tool } from './ui-store';

/** Default element of an insert tool, placed centred on `at` (spread coordinates). */
export function insertedNode(tool: Tool, at: Point, ids: () => string): NestedNode | null {
  const box = (width: number, height: number) => ({
    id: ids(),
    x: Math.round(at.x - width / 2),
    y: Math.round(at.y - height / 2),
    width,
    height,
    rotation: 0,
    scale: 1,
  });
  switch (tool) {
    case 'rectangle':
      return { type: 'Rectangle', props: { ...box(100, 50), fill: 2 } };
    case 'circle':
      return { type: 'Circle', props: { ...box(50, 50), fill: 2 } };
    case 'line':
      return { type: 'Line', props: { ...box(100, 0), stroke: 0, strokeWidth: 1 } };
    case 'image':
      return {
        type: 'Image',
        props: { ...box(100, 75), image: null, cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 },
      };
    case 'text':
      return {
        type: 'Text',
        props: {
          ...box(100, 20),
          text: { blocks: [{ key: ids().slice(0, 5), text: '', inlineStyleRanges: [] }] },
        },
      };
    case 'comment':
      return { type: 'Comment', props: { ...box(10, 10), text: '', userId: '' } };
    default:
      return null;
  }
}
