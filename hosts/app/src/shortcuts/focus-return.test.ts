import { describe, expect, it } from 'vitest';
import { focusAfterDialog } from './focus-return';

describe('focusAfterDialog', () => {
  it('goes back to the opener while it is on the page, else to the canvas', () => {
    const opener = document.createElement('button');
    const canvas = document.createElement('div');
    canvas.tabIndex = 0;
    canvas.setAttribute('data-album-canvas', '');
    document.body.append(opener, canvas);
    expect(focusAfterDialog(opener)).toBe(opener);
    expect(opener).toHaveFocus();
    opener.remove();
    expect(focusAfterDialog(opener)).toBe(canvas);
    expect(canvas).toHaveFocus();
    expect(focusAfterDialog(null)).toBe(canvas);
    canvas.remove();
    expect(focusAfterDialog(null)).toBeNull();
  });
});
