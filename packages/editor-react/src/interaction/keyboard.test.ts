import { describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_TAG } from '@album/editor-core';
import { createKeyboardHandlers } from './keyboard';
import { PointerController } from './pointer-controller';
import { at, propsOf, rect, testEnv } from './test-env.test-util';

function key(
  k: string,
  extra: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; target: EventTarget | null }> = {},
) {
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

function clipboard() {
  const data = new Map<string, string>();
  return {
    getData: (t: string) => data.get(t) ?? '',
    setData: (t: string, v: string) => void data.set(t, v),
    data,
  };
}

describe('canvas keyboard', () => {
  it('runs the editor shortcuts: nudge, duplicate, delete, undo and redo', () => {
    const { env, editor } = testEnv({ first: [rect('a', 10, 10)] });
    const keys = createKeyboardHandlers(env, new PointerController(env));
    editor.select('a');
    keys.onKeyDown(key('ArrowRight', { shiftKey: true }));
    expect(propsOf(editor, 'a').x).toBe(20);
    keys.onKeyDown(key('ArrowDown', { ctrlKey: true }));
    expect(propsOf(editor, 'a').y).toBeCloseTo(10.1, 9);
    const dup = key('d', { ctrlKey: true });
    keys.onKeyDown(dup);
    expect(dup.preventDefault).toHaveBeenCalled();
    expect(editor.getSelection().ids).toHaveLength(1);
    expect(editor.getSelection().ids[0]).not.toBe('a');
    keys.onKeyDown(key('Delete'));
    expect(editor.getSelection().ids).toHaveLength(0);
    keys.onKeyDown(key('z', { ctrlKey: true }));
    keys.onKeyDown(key('z', { ctrlKey: true }));
    expect(
      Object.keys(editor.getState().nodes).filter((id) => editor.getNode(id)!.type === 'Rectangle'),
    ).toEqual(['a']);
    keys.onKeyDown(key('z', { ctrlKey: true, shiftKey: true }));
    expect(Object.values(editor.getState().nodes).filter((n) => n.type === 'Rectangle')).toHaveLength(2);
  });

  it('leaves keys typed into fields alone', () => {
    const { env, editor } = testEnv({ first: [rect('a', 10, 10)] });
    const keys = createKeyboardHandlers(env, new PointerController(env));
    editor.select('a');
    const field = { closest: () => ({}) } as unknown as EventTarget;
    keys.onKeyDown(key('Delete', { target: field }));
    expect(editor.getNode('a')).toBeDefined();
  });

  it('holds space to pan and cancels a drag with escape', () => {
    const { env, editor, ui } = testEnv({ first: [rect('a', 10, 10)] });
    const controller = new PointerController(env);
    const keys = createKeyboardHandlers(env, controller);
    keys.onKeyDown(key(' '));
    expect(ui.getState().spacePan).toBe(true);
    keys.onKeyUp(key(' '));
    expect(ui.getState().spacePan).toBe(false);
    controller.down(at(250, 20, { mod: true }));
    controller.move(at(300, 60, { mod: true }));
    keys.onKeyDown(key('Escape'));
    expect(propsOf(editor, 'a').x).toBe(10);
  });

  it('copies, cuts and pastes the clipboard format', () => {
    const { env, editor } = testEnv({ first: [rect('a', 10, 10)] });
    const refused = vi.fn();
    const keys = createKeyboardHandlers(env, new PointerController(env), { onPasteRefused: refused });
    editor.select('a');
    const board = clipboard();
    keys.onCopy({ target: null, clipboardData: board, preventDefault: vi.fn() });
    expect(JSON.parse(board.data.get('text/plain')!).format).toBe(CLIPBOARD_TAG);
    keys.onPaste({ target: null, clipboardData: board, preventDefault: vi.fn() });
    expect(Object.values(editor.getState().nodes).filter((n) => n.type === 'Rectangle')).toHaveLength(2);
    keys.onCut({ target: null, clipboardData: board, preventDefault: vi.fn() });
    expect(Object.values(editor.getState().nodes).filter((n) => n.type === 'Rectangle')).toHaveLength(1);
    board.setData('text/plain', '{"format":"something-else"}');
    keys.onPaste({ target: null, clipboardData: board, preventDefault: vi.fn() });
    expect(refused).toHaveBeenCalledWith({ ok: false, reason: 'wrong-format' });
  });

  it('leaves Ctrl+C, X and V to the browser, whose clipboard events then fire', () => {
    const { env, editor } = testEnv({ first: [rect('a', 10, 10)] });
    const keys = createKeyboardHandlers(env, new PointerController(env));
    editor.select('a');
    for (const k of ['c', 'x', 'v', 'C']) {
      const press = key(k, { ctrlKey: true });
      keys.onKeyDown(press);
      expect(press.preventDefault).not.toHaveBeenCalled();
    }
    expect(editor.getNode('a')).toBeDefined();
  });

  it('copies a group with its children and pastes it as a new group', () => {
    const { env, editor } = testEnv({ first: [rect('a', 10, 10), rect('b', 40, 10)] });
    const keys = createKeyboardHandlers(env, new PointerController(env));
    editor.group(['a', 'b']);
    const board = clipboard();
    keys.onCopy({ target: null, clipboardData: board, preventDefault: vi.fn() });
    keys.onPaste({ target: null, clipboardData: board, preventDefault: vi.fn() });
    const nodes = Object.values(editor.getState().nodes);
    expect(nodes.filter((n) => n.type === 'Group')).toHaveLength(2);
    expect(nodes.filter((n) => n.type === 'Rectangle')).toHaveLength(4);
    expect(editor.getNode(editor.getSelection().ids[0]!)?.type).toBe('Group');
  });

  it('tells the host about an empty clipboard instead of staying silent', () => {
    const { env } = testEnv({ first: [rect('a', 10, 10)] });
    const refused = vi.fn();
    const keys = createKeyboardHandlers(env, new PointerController(env), { onPasteRefused: refused });
    keys.onPaste({ target: null, clipboardData: clipboard(), preventDefault: vi.fn() });
    expect(refused).toHaveBeenCalledWith({ ok: false, reason: 'wrong-format' });
  });

  it('hands pasted image files to the host unless the text is an editor payload', () => {
    const { env, editor } = testEnv({ first: [rect('a', 10, 10)] });
    const pasted = vi.fn();
    const refused = vi.fn();
    const keys = createKeyboardHandlers(env, new PointerController(env), {
      onPasteFiles: pasted,
      onPasteRefused: refused,
    });
    const file = new File(['png'], 'shot.png', { type: 'image/png' });
    const board = { ...clipboard(), files: [file] };
    board.setData('text/html', '<img src="shot.png">');
    keys.onPaste({ target: null, clipboardData: board, preventDefault: vi.fn() });
    expect(pasted).toHaveBeenCalledWith([file]);
    editor.select('a');
    keys.onCopy({ target: null, clipboardData: board, preventDefault: vi.fn() });
    keys.onPaste({ target: null, clipboardData: board, preventDefault: vi.fn() });
    expect(pasted).toHaveBeenCalledTimes(1);
    expect(Object.values(editor.getState().nodes).filter((n) => n.type === 'Rectangle')).toHaveLength(2);
    editor.setReadOnly(true);
    board.setData('text/plain', '');
    keys.onPaste({ target: null, clipboardData: board, preventDefault: vi.fn() });
    expect(refused).toHaveBeenCalledWith({ ok: false, reason: 'read-only' });
    expect(pasted).toHaveBeenCalledTimes(1);
  });

  it('zooms with ctrl + plus and minus', () => {
    const { env, viewport } = testEnv();
    const keys = createKeyboardHandlers(env, new PointerController(env));
    keys.onKeyDown(key('=', { ctrlKey: true }));
    expect(viewport.getState().zoom).toBe(2);
    keys.onKeyDown(key('-', { ctrlKey: true }));
    expect(viewport.getState().zoom).toBe(1);
  });
});
