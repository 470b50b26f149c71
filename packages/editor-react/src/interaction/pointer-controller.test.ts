import { describe, expect, it, vi } from 'vitest';
import type { NestedNode } from '@album/editor-core';
import { PointerController } from './pointer-controller';
import { at, propsOf, rect, testEnv } from './test-env.test-util';

function drag(
  controller: PointerController,
  from: [number, number],
  to: [number, number],
  extra = {},
  steps = 4,
) {
  controller.down(at(from[0], from[1], extra));
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    controller.move(at(from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, extra));
  }
  controller.up(at(to[0], to[1], extra));
}

function click(controller: PointerController, x: number, y: number, extra = {}) {
  controller.down(at(x, y, extra));
  controller.up(at(x, y, extra));
}

describe('PointerController', () => {
  it('selects on click, adds with shift, selects the spread on its background and clears off every spread', () => {
    // first spread sits at canvas x 230: a rect at spread (10, 10) is at canvas (240, 10)
    const { env, editor, spreads } = testEnv({ first: [rect('a', 10, 10), rect('b', 100, 10)] });
    const c = new PointerController(env);
    click(c, 250, 20);
    expect(editor.getSelection().ids).toEqual(['a']);
    click(c, 340, 20, { shift: true });
    expect(editor.getSelection().ids).toEqual(['a', 'b']);
    click(c, 340, 20, { shift: true });
    expect(editor.getSelection().ids).toEqual(['a']);
    click(c, 400, 200);
    expect(editor.getSelection()).toMatchObject({ mode: 'spread', spreadId: spreads.first, ids: [] });
    click(c, 100, 100);
    expect(editor.getSelection().ids).toEqual([]);
    expect(editor.getSelection().mode).toBe('element');
  });

  it('moves the selection as one undo step', () => {
    const { env, editor } = testEnv({ first: [rect('a', 10, 10)] });
    const c = new PointerController(env);
    drag(c, [250, 20], [283, 61], { mod: true });
    expect(propsOf(editor, 'a')).toMatchObject({ x: 43, y: 51 });
    editor.undo();
    expect(propsOf(editor, 'a')).toMatchObject({ x: 10, y: 10 });
    editor.redo();
    expect(propsOf(editor, 'a')).toMatchObject({ x: 43, y: 51 });
  });

  it('snaps a moved element to the page edge and shows guides while dragging', () => {
    const { env, editor, ui } = testEnv({ first: [rect('a', 20, 20)] });
    const c = new PointerController(env);
    c.down(at(260, 40));
    c.move(at(245, 40));
    c.move(at(242, 41.3));
    // left edge would be at x = 2; the page edge at 0 is within 5 / zoom
    expect(propsOf(editor, 'a').x).toBe(0);
    expect(ui.getState().guides.length).toBeGreaterThan(0);
    c.up(at(242, 41.3));
    expect(ui.getState().guides).toEqual([]);
  });

  it('re-parents a selection dropped on another spread, keeping its place on the canvas', () => {
    const { env, editor, spreads } = testEnv({ first: [rect('a', 10, 10)] });
    const c = new PointerController(env);
    // drag from the first spread (canvas y 0..297) down into the middle spread (canvas y 357..654)
    drag(c, [250, 20], [250, 420], { mod: true });
    const node = editor.getNode('a')!;
    expect(node.parentId).toBe(spreads.middle);
    // canvas position (240, 410) in the middle spread (origin 0, 357)
    expect(propsOf(editor, 'a')).toMatchObject({ x: 240, y: 53 });
    expect(editor.getSelection().ids).toEqual(['a']);
    editor.undo();
    expect(editor.getNode('a')!.parentId).toBe(spreads.first);
    expect(propsOf(editor, 'a')).toMatchObject({ x: 10, y: 10 });
  });

  it('draws a lasso only beyond 5 screen pixels and selects what it touches', () => {
    const { env, editor, ui } = testEnv({
      first: [rect('a', 10, 10), rect('b', 100, 100), rect('c', 150, 200)],
    });
    const c = new PointerController(env);
    c.down(at(235, 5));
    c.move(at(238, 8));
    expect(ui.getState().lasso).toBeNull();
    c.move(at(350, 120));
    expect(ui.getState().lasso).toEqual({ minX: 5, minY: 5, maxX: 120, maxY: 120 });
    expect(editor.getSelection().ids).toEqual(['a', 'b']);
    c.up(at(350, 120));
    expect(ui.getState().lasso).toBeNull();
    expect(editor.getSelection().ids).toEqual(['a', 'b']);
    // shift adds
    drag(c, [370, 190], [400, 210], { shift: true });
    expect(editor.getSelection().ids).toEqual(['a', 'b', 'c']);
  });

  it('resizes from a handle with snapping to the page edge', () => {
    const { env, editor } = testEnv({ first: [rect('a', 10, 10, 40, 30)] });
    const c = new PointerController(env);
    editor.select('a');
    // the east handle of a (spread x 50) dragged to spread x 227.5: snaps to the page edge at 230
    c.down(at(280, 25), { kind: 'resize', id: 'a', handle: 'e' });
    c.move(at(400, 25));
    c.move(at(457.5, 25));
    c.up(at(457.5, 25));
    expect(propsOf(editor, 'a')).toMatchObject({ x: 10, width: 220, height: 30 });
    editor.undo();
    expect(propsOf(editor, 'a').width).toBe(40);
  });

  it('rotates with the handle and snaps to 45 degrees with shift', () => {
    const { env, editor } = testEnv({ first: [rect('a', 10, 10, 40, 40)] });
    const c = new PointerController(env);
    editor.select('a');
    // centre of a on canvas: (260, 30); start straight above, end at 40 degrees clockwise
    const r = 50;
    const angle = (40 * Math.PI) / 180;
    const end: [number, number] = [260 + r * Math.sin(angle), 30 - r * Math.cos(angle)];
    c.down(at(260, 30 - r), { kind: 'rotate' });
    c.move(at(end[0], end[1], { shift: true }));
    c.up(at(end[0], end[1], { shift: true }));
    expect(propsOf(editor, 'a').rotation).toBe(45);
    c.down(at(260, 30 - r), { kind: 'rotate' });
    c.move(at(end[0], end[1]));
    c.up(at(end[0], end[1]));
    expect(propsOf(editor, 'a').rotation).toBeCloseTo(85, 6);
  });

  it('isolates a group on double-click and leaves it with escape', () => {
    const group: NestedNode = {
      type: 'Group',
      props: { id: 'g', x: 0, y: 0, width: 200, height: 200, rotation: 0, scale: 1 },
      children: [rect('a', 10, 10), rect('b', 100, 10)],
    };
    const { env, editor } = testEnv({ first: [group] });
    const c = new PointerController(env);
    click(c, 250, 20);
    expect(editor.getSelection().ids).toEqual(['g']);
    c.doubleClick(at(250, 20));
    expect(editor.getSelection()).toMatchObject({ mode: 'select-inside', isolatedId: 'g', ids: ['a'] });
    click(c, 340, 20);
    expect(editor.getSelection().ids).toEqual(['b']);
    editor.escape();
    expect(editor.getSelection()).toMatchObject({ mode: 'element', ids: ['g'] });
  });

  it('pans off the spreads and with the pan tool', () => {
    const { env, viewport, ui } = testEnv();
    viewport.getState().set({ zoom: 2 });
    const c = new PointerController(env);
    const before = viewport.getState().y;
    ui.getState().setTool('pan');
    c.down(at(400, 400));
    c.move(at(400, 350));
    c.up(at(400, 350));
    expect(viewport.getState().y).toBe(before - 50);
  });

  it('inserts an element with an insert tool and returns to select', () => {
    const { env, editor, ui, spreads } = testEnv();
    const c = new PointerController(env, {}, () => 'new1');
    ui.getState().setTool('rectangle');
    click(c, 345, 100);
    const node = editor.getNode('new1')!;
    expect(node.parentId).toBe(spreads.first);
    expect(propsOf(editor, 'new1')).toMatchObject({ x: 65, y: 75, width: 100, height: 50 });
    expect(ui.getState().tool).toBe('select');
  });

  it('opens a sticker cell with the host callback on double-click', () => {
    const cell: NestedNode = {
      type: 'StickerCell',
      props: {
        id: 'cell',
        x: 10,
        y: 10,
        width: 50,
        height: 70,
        rotation: 0,
        scale: 1,
        stickerId: null,
        cx: 0.5,
        cy: 0.5,
        cscale: 1,
        crotation: 0,
      },
    };
    const { env } = testEnv({ first: [cell] });
    const onEditSticker = vi.fn();
    const c = new PointerController(env, { onEditSticker });
    c.doubleClick(at(260, 40));
    expect(onEditSticker).toHaveBeenCalledWith('cell', null);
  });

  it('cancels a drag and restores the document', () => {
    const { env, editor } = testEnv({ first: [rect('a', 10, 10)] });
    const c = new PointerController(env);
    c.down(at(250, 20, { mod: true }));
    c.move(at(300, 80, { mod: true }));
    expect(propsOf(editor, 'a').x).toBe(60);
    c.cancel();
    expect(propsOf(editor, 'a')).toMatchObject({ x: 10, y: 10 });
    // the cancelled drag left no undo step: the last one is still the insertion of the element
    editor.undo();
    expect(editor.getNode('a')).toBeUndefined();
  });
  it('draws a rectangle from corner to corner with the rectangle tool, over an element too, as one undo step', () => {
    const { env, editor, ui } = testEnv({ first: [rect('a', 10, 10)] });
    const c = new PointerController(env, {}, () => 'drawn');
    ui.getState().setTool('rectangle');
    // starts on 'a' (canvas 250, 20 = spread 20, 20)
    drag(c, [250, 20], [330, 80]);
    expect(propsOf(editor, 'drawn')).toMatchObject({ x: 20, y: 20, width: 80, height: 60 });
    expect(propsOf(editor, 'a')).toMatchObject({ x: 10, y: 10 });
    expect(editor.getSelection().ids).toEqual(['drawn']);
    expect(ui.getState().tool).toBe('select');
    editor.undo();
    expect(editor.getNode('drawn')).toBeUndefined();
  });

  it('places the default size with a click of an insert tool', () => {
    const { env, editor, ui } = testEnv();
    const c = new PointerController(env, {}, () => 'placed');
    ui.getState().setTool('circle');
    click(c, 330, 100);
    expect(propsOf(editor, 'placed')).toMatchObject({ x: 75, y: 75, width: 50, height: 50 });
  });

  it('lassos from outside the pages with the mouse, and from a page-sized backdrop without moving it', () => {
    const { env, editor } = testEnv({
      first: [rect('bg', 0, 0, 230, 297), rect('a', 10, 10), rect('b', 100, 10)],
    });
    const c = new PointerController(env);
    // left of the first spread (it starts at canvas x 230)
    drag(c, [150, 5], [300, 50], {}, 8);
    expect(editor.getSelection().ids).toEqual(['a']);
    // from the backdrop (spread 150, 200) up over 'b'
    drag(c, [380, 200], [320, 30], {}, 8);
    expect(editor.getSelection().ids).toEqual(['b']);
    expect(propsOf(editor, 'bg')).toMatchObject({ x: 0, y: 0 });
    click(c, 380, 200);
    expect(editor.getSelection().ids).toEqual(['bg']);
    // once selected, the backdrop moves like any element
    drag(c, [380, 200], [390, 210], { mod: true });
    expect(propsOf(editor, 'bg')).toMatchObject({ x: 10, y: 10 });
  });

  it('still pans with a finger on empty space', () => {
    const { env, viewport } = testEnv();
    const c = new PointerController(env);
    const before = viewport.getState().x;
    drag(c, [100, 100], [150, 100], { pointerType: 'touch' });
    expect(viewport.getState().x).not.toBe(before);
  });
  it('does not snap while the snapping view setting is off', () => {
    const { env, editor, ui } = testEnv({ first: [rect('a', 20, 20)] });
    ui.getState().setView({ snapping: false });
    const c = new PointerController(env);
    drag(c, [260, 40], [242, 41.3]);
    expect(propsOf(editor, 'a').x).toBe(2);
    expect(ui.getState().guides).toEqual([]);
  });
});
