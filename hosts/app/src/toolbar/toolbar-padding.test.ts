import { describe, expect, it } from 'vitest';
import { TOOLBAR_GAP, toolbarPadding } from './toolbar-padding';

const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('toolbarPadding', () => {
  const workspace = box(300, 60, 1440, 900);

  it('keeps the tool strip on the left and the control bar at the bottom free', () => {
    const strip = box(312, 300, 356, 620);
    const bar = box(600, 840, 1140, 884);
    expect(toolbarPadding(workspace, strip, bar)).toEqual({
      top: TOOLBAR_GAP,
      right: TOOLBAR_GAP,
      left: 356 - 300 + TOOLBAR_GAP,
      bottom: 900 - 840 + TOOLBAR_GAP,
    });
  });

  it('keeps the plain gap where a control is missing or hidden', () => {
    const hidden = box(0, 0, 0, 0);
    expect(toolbarPadding(workspace, null, hidden)).toEqual({
      top: TOOLBAR_GAP,
      right: TOOLBAR_GAP,
      left: TOOLBAR_GAP,
      bottom: TOOLBAR_GAP,
    });
  });
});
