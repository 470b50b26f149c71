import { describe, expect, it } from 'vitest';
import { isHelpKey } from './help-key';

const press = (key: string, target: EventTarget | null = document.body, extra = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...extra,
});

describe('isHelpKey', () => {
  it('answers `?` on the page and on the canvas', () => {
    const canvas = document.createElement('div');
    canvas.tabIndex = 0;
    document.body.append(canvas);
    expect(isHelpKey(press('?'))).toBe(true);
    expect(isHelpKey(press('?', canvas))).toBe(true);
    // AltGr (Ctrl+Alt on Windows) types `?` on some layouts.
    expect(isHelpKey(press('?', canvas, { ctrlKey: true, altKey: true }))).toBe(true);
    canvas.remove();
  });

  it('leaves `/`, Ctrl+?, ⌘? and a handled event alone', () => {
    expect(isHelpKey(press('/'))).toBe(false);
    expect(isHelpKey(press('?', document.body, { ctrlKey: true }))).toBe(false);
    expect(isHelpKey(press('?', document.body, { metaKey: true }))).toBe(false);
    expect(isHelpKey(press('?', document.body, { defaultPrevented: true }))).toBe(false);
  });

  it('leaves `?` typed into a field or inside another modal dialog to them', () => {
    const input = document.createElement('input');
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    const button = document.createElement('button');
    modal.append(button);
    document.body.append(input, modal);
    expect(isHelpKey(press('?', input))).toBe(false);
    expect(isHelpKey(press('?', button))).toBe(false);
    input.remove();
    modal.remove();
  });
});
