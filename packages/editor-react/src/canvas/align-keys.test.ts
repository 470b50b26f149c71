import { describe, expect, it, vi } from 'vitest';
import { rect, testEnv } from '../interaction/test-env.test-util';
import { DEFAULT_ALIGN_OPTIONS } from '../interaction/ui-store';
import { alignAction, alignEdgeForKey, handleAlignKey } from './align-keys';

const press = (key: string, code: string, mods: { alt?: boolean; shift?: boolean; ctrl?: boolean } = {}) => ({
  key,
  code,
  ctrlKey: mods.ctrl ?? false,
  metaKey: false,
  shiftKey: mods.shift ?? true,
  altKey: mods.alt ?? true,
  preventDefault: vi.fn(),
});

type Env = ReturnType<typeof testEnv>;
const xOf = (env: Env, id: string) => (env.editor.getNode(id)!.props as { x: number }).x;
const yOf = (env: Env, id: string) => (env.editor.getNode(id)!.props as { y: number }).y;

describe('alignEdgeForKey', () => {
  it('maps Alt+Shift with L C R T M B by the physical key (Option types other characters on a Mac)', () => {
    expect(alignEdgeForKey(press('L', 'KeyL'))).toBe('left');
    expect(alignEdgeForKey(press('Ç', 'KeyC'))).toBe('center');
    expect(alignEdgeForKey(press('R', 'KeyR'))).toBe('right');
    expect(alignEdgeForKey(press('T', 'KeyT'))).toBe('top');
    expect(alignEdgeForKey(press('M', 'KeyM'))).toBe('middle');
    expect(alignEdgeForKey(press('ı', 'KeyB'))).toBe('bottom');
  });

  it('leaves the letters without both Alt and Shift, with Ctrl, and other letters alone', () => {
    expect(alignEdgeForKey(press('l', 'KeyL', { shift: false }))).toBeNull();
    expect(alignEdgeForKey(press('L', 'KeyL', { alt: false }))).toBeNull();
    expect(alignEdgeForKey(press('L', 'KeyL', { ctrl: true }))).toBeNull();
    expect(alignEdgeForKey(press('X', 'KeyX'))).toBeNull();
  });
});

describe('alignAction', () => {
  it('keeps the margin from a page or spread, never between aligned elements', () => {
    expect(alignAction(['a'], 'left', { target: 'page', margin: 5 })).toEqual({
      type: 'align',
      ids: ['a'],
      edge: 'left',
      target: 'page',
      margin: 5,
    });
    expect(alignAction(['a'], 'left', { target: 'selection', margin: 5 })).toMatchObject({
      target: 'page',
      margin: 5,
    });
    expect(alignAction(['a', 'b'], 'top', { target: 'selection', margin: 5 })).toEqual({
      type: 'align',
      ids: ['a', 'b'],
      edge: 'top',
      target: 'selection',
    });
  });
});

describe('handleAlignKey', () => {
  it('aligns to the half of a double spread, to the spread, with a margin, one undo step each', () => {
    const env = testEnv({ middle: [rect('a', 300, 40)] });
    env.editor.select('a');
    const left = press('L', 'KeyL');
    expect(handleAlignKey(env.editor, { target: 'page', margin: 0 }, left)).toBe(true);
    expect(left.preventDefault).toHaveBeenCalled();
    // The right half of the 460 mm double spread starts at 230 mm.
    expect(xOf(env, 'a')).toBeCloseTo(230);
    handleAlignKey(env.editor, { target: 'spread', margin: 0 }, press('L', 'KeyL'));
    expect(xOf(env, 'a')).toBeCloseTo(0);
    handleAlignKey(env.editor, { target: 'spread', margin: 10 }, press('R', 'KeyR'));
    expect(xOf(env, 'a')).toBeCloseTo(460 - 10 - 40);
    env.editor.undo();
    expect(xOf(env, 'a')).toBeCloseTo(0);
  });

  it('aligns three elements to each other and claims the key without a selection', () => {
    const env = testEnv({ middle: [rect('a', 10, 40), rect('b', 100, 80), rect('c', 200, 120)] });
    expect(handleAlignKey(env.editor, DEFAULT_ALIGN_OPTIONS, press('T', 'KeyT'))).toBe(true);
    expect(yOf(env, 'c')).toBe(120);
    env.editor.selectIds(['a', 'b', 'c']);
    handleAlignKey(env.editor, DEFAULT_ALIGN_OPTIONS, press('T', 'KeyT'));
    expect(['a', 'b', 'c'].map((id) => yOf(env, id))).toEqual([40, 40, 40]);
    expect(handleAlignKey(env.editor, DEFAULT_ALIGN_OPTIONS, press('X', 'KeyX'))).toBe(false);
  });
});
