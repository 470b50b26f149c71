import { describe, expect, it, vi } from 'vitest';
import { sequentialIds } from '@album/editor-core';
import { createKeyboardHandlers } from './keyboard';
import { PointerController } from './pointer-controller';
import { propsOf, rect, testEnv } from './test-env.test-util';

function key(k: string, extra: Partial<{ ctrlKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) {
  return {
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target: null,
    preventDefault: vi.fn(),
    ...extra,
  };
}

function setup(first = [rect('a', 10, 10)]) {
  const env = testEnv({ first });
  const inserted: string[] = [];
  const keys = createKeyboardHandlers(
    env.env,
    new PointerController(env.env),
    { onInserted: (id) => inserted.push(id) },
    sequentialIds('k'),
  );
  env.editor.setCurrentSpread(env.spreads.first);
  return { ...env, keys, inserted };
}

describe('keyboard editing (issue #23)', () => {
  it('inserts the chosen shape with Enter at the centre of the visible spread and selects it', () => {
    const { editor, keys, ui, viewport, inserted } = setup([]);
    // The view shows canvas x 300..500 and y 0..200 of the first spread (canvas x 230..460, y 0..297).
    viewport.getState().set({ zoom: 1, x: -300, y: 0 });
    viewport.getState().resize(200, 200);
    viewport.getState().set({ zoom: 1, x: -300, y: 0 });
    ui.getState().setTool('rectangle');
    const press = key('Enter');
    keys.onKeyDown(press);
    expect(press.preventDefault).toHaveBeenCalled();
    const [id] = editor.getSelection().ids;
    expect(inserted).toEqual([id]);
    const node = editor.getNode(id!)!;
    expect(node.type).toBe('Rectangle');
    const p = propsOf(editor, id!);
    // Visible part of the spread: x 300..460, y 0..200 → centre (380, 100), spread x 150; the 100 × 50 box centred.
    expect([p.x + p.width / 2, p.y + p.height / 2]).toEqual([150, 100]);
    expect(ui.getState().tool).toBe('select');
  });

  it('leaves Enter alone with the select tool and nothing to edit', () => {
    const { keys, editor } = setup();
    const press = key('Enter');
    keys.onKeyDown(press);
    expect(press.preventDefault).not.toHaveBeenCalled();
    expect(editor.getSelection().ids).toEqual([]);
  });

  it('makes a burst of arrow presses one undo step', () => {
    const { keys, editor } = setup();
    editor.select('a');
    keys.onKeyDown(key('ArrowRight'));
    keys.onKeyDown(key('ArrowRight'));
    keys.onKeyDown(key('ArrowRight'));
    expect(propsOf(editor, 'a').x).toBe(13);
    editor.undo();
    expect(propsOf(editor, 'a').x).toBe(10);
  });

  it('resizes with Alt+arrows (Shift for 10 mm) and rotates with R and Shift+R', () => {
    const { keys, editor } = setup();
    editor.select('a');
    keys.onKeyDown(key('ArrowRight', { altKey: true }));
    keys.onKeyDown(key('ArrowUp', { altKey: true, shiftKey: true }));
    expect([propsOf(editor, 'a').width, propsOf(editor, 'a').height]).toEqual([41, 20]);
    keys.onKeyDown(key('ArrowUp', { altKey: true, shiftKey: true }));
    keys.onKeyDown(key('ArrowUp', { altKey: true, shiftKey: true }));
    expect(propsOf(editor, 'a').height).toBe(1);
    keys.onKeyDown(key('r'));
    expect(propsOf(editor, 'a').rotation).toBe(15);
    keys.onKeyDown(key('R', { shiftKey: true }));
    keys.onKeyDown(key('R', { shiftKey: true }));
    expect(propsOf(editor, 'a').rotation).toBe(345);
  });

  it('goes to the next and previous spread with Page Down and Page Up', () => {
    const { keys, editor, spreads } = setup();
    editor.select('a');
    keys.onKeyDown(key('PageDown'));
    expect(editor.getSelection()).toMatchObject({ spreadId: spreads.middle, ids: [] });
    keys.onKeyDown(key('PageDown'));
    keys.onKeyDown(key('PageDown'));
    expect(editor.getSelection().spreadId).toBe(spreads.last);
    keys.onKeyDown(key('PageUp'));
    expect(editor.getSelection().spreadId).toBe(spreads.middle);
  });
});
