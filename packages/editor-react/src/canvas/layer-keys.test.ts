import { describe, expect, it, vi } from 'vitest';
import { rect, testEnv } from '../interaction/test-env.test-util';
import { handleLayerKey, layerCommandForKey } from './layer-keys';

const press = (
  key: string,
  code: string,
  mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {},
) => ({
  key,
  code,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: false,
  preventDefault: vi.fn(),
});

describe('layerCommandForKey', () => {
  it('maps Ctrl/Cmd (+Shift) with the bracket keys', () => {
    expect(layerCommandForKey(press('}', 'BracketRight', { ctrl: true, shift: true }))).toBe('sendToFront');
    expect(layerCommandForKey(press('{', 'BracketLeft', { meta: true, shift: true }))).toBe('sendToBack');
    expect(layerCommandForKey(press(']', 'BracketRight', { ctrl: true }))).toBe('bringForward');
    expect(layerCommandForKey(press('[', 'BracketLeft', { meta: true }))).toBe('sendBackward');
  });

  it('reads the physical key where the layout types another character (German: ü and +)', () => {
    expect(layerCommandForKey(press('+', 'BracketRight', { ctrl: true }))).toBe('bringForward');
    expect(layerCommandForKey(press('ü', 'BracketLeft', { ctrl: true }))).toBe('sendBackward');
  });

  it('leaves brackets without Ctrl/Cmd, and other keys, alone', () => {
    expect(layerCommandForKey(press(']', 'BracketRight'))).toBeNull();
    expect(layerCommandForKey(press('a', 'KeyA', { ctrl: true }))).toBeNull();
  });
});

describe('handleLayerKey', () => {
  const order = (editor: ReturnType<typeof testEnv>['editor'], spreadId: string) =>
    editor.getChildren(spreadId).map((node) => node.props.id);

  it('restacks the selection, one undo step each', () => {
    const { editor, spreads } = testEnv({ first: [rect('a', 10, 10), rect('b', 20, 20), rect('c', 30, 30)] });
    editor.select('a');
    const forward = press(']', 'BracketRight', { ctrl: true });
    expect(handleLayerKey(editor, forward)).toBe(true);
    expect(forward.preventDefault).toHaveBeenCalled();
    expect(order(editor, spreads.first)).toEqual(['b', 'a', 'c']);
    handleLayerKey(editor, press('}', 'BracketRight', { ctrl: true, shift: true }));
    expect(order(editor, spreads.first)).toEqual(['b', 'c', 'a']);
    editor.undo();
    expect(order(editor, spreads.first)).toEqual(['b', 'a', 'c']);
  });

  it('does nothing without a selection but still claims the key', () => {
    const { editor, spreads } = testEnv({ first: [rect('a', 10, 10), rect('b', 20, 20)] });
    expect(handleLayerKey(editor, press('[', 'BracketLeft', { ctrl: true }))).toBe(true);
    expect(order(editor, spreads.first)).toEqual(['a', 'b']);
    expect(handleLayerKey(editor, press('x', 'KeyX', { ctrl: true }))).toBe(false);
  });
});
