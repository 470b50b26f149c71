import { describe, expect, it } from 'vitest';
import { commandForKey } from './keyboard';

describe('commandForKey', () => {
  it('maps the shortcuts of the specification', () => {
    expect(commandForKey({ key: 'Delete' })).toEqual({ type: 'delete' });
    expect(commandForKey({ key: 'Backspace' })).toEqual({ type: 'delete' });
    expect(commandForKey({ key: 'd', ctrl: true })).toEqual({ type: 'duplicate' });
    expect(commandForKey({ key: 'g', ctrl: true })).toEqual({ type: 'group' });
    expect(commandForKey({ key: 'G', ctrl: true, shift: true })).toEqual({ type: 'ungroup' });
    expect(commandForKey({ key: 'u', ctrl: true })).toEqual({ type: 'ungroup' });
    expect(commandForKey({ key: 'z', ctrl: true })).toEqual({ type: 'undo' });
    expect(commandForKey({ key: 'Z', ctrl: true, shift: true })).toEqual({ type: 'redo' });
    expect(commandForKey({ key: 'a', meta: true })).toEqual({ type: 'selectAll' });
    expect(commandForKey({ key: 'c', meta: true })).toEqual({ type: 'copy' });
    expect(commandForKey({ key: 'Escape' })).toEqual({ type: 'escape' });
  });

  it('nudges by 1, 10 with shift and 0.1 with ctrl', () => {
    expect(commandForKey({ key: 'ArrowLeft' })).toEqual({ type: 'nudge', dx: -1, dy: 0 });
    expect(commandForKey({ key: 'ArrowDown', shift: true })).toEqual({ type: 'nudge', dx: 0, dy: 10 });
    expect(commandForKey({ key: 'ArrowUp', ctrl: true })).toEqual({ type: 'nudge', dx: 0, dy: -0.1 });
    expect(commandForKey({ key: 'ArrowRight', meta: true })).toEqual({ type: 'nudge', dx: 0.1, dy: 0 });
  });

  it('ignores everything else', () => {
    expect(commandForKey({ key: 'd' })).toBeNull();
    expect(commandForKey({ key: 'x', ctrl: true })).toBeNull();
    expect(commandForKey({ key: 'Delete', ctrl: true })).toBeNull();
    expect(commandForKey({ key: 'D', ctrl: true, shift: true })).toBeNull();
  });
});
