import { describe, expect, it } from 'vitest';
import { controlForKey } from './use-control-keys';

const press = (
  code: string,
  mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('controlForKey', () => {
  it('answers the page field for Alt+G and the zoom menu for Alt+Z, by physical key', () => {
    expect(controlForKey(press('KeyG', { altKey: true }))).toBe('page');
    expect(controlForKey(press('KeyZ', { altKey: true }))).toBe('zoom');
  });

  it('leaves other combinations alone (Ctrl+Alt is AltGr on Windows)', () => {
    expect(controlForKey(press('KeyG'))).toBeNull();
    expect(controlForKey(press('KeyG', { altKey: true, ctrlKey: true }))).toBeNull();
    expect(controlForKey(press('KeyZ', { altKey: true, shiftKey: true }))).toBeNull();
    expect(controlForKey(press('KeyX', { altKey: true }))).toBeNull();
  });
});
