// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorProvider } from '../context/EditorProvider';
import { CANVAS_FOCUS } from '../interaction/ui-store';
import { rect, testEnv } from '../interaction/test-env.test-util';
import { createPresenceStore } from '../presence/presence-store';
import { SelectionOverlay } from './SelectionOverlay';

afterEach(cleanup);

function setup() {
  const t = testEnv({ first: [rect('a', 10, 10)] });
  t.viewport.getState().resize(800, 600);
  const view = render(
    <EditorProvider editor={t.editor} viewport={t.viewport} ui={t.ui} presence={createPresenceStore()}>
      <SelectionOverlay />
    </EditorProvider>,
  );
  const rings = () => view.container.querySelectorAll('[data-part="focus-ring"]');
  return { ...t, rings };
}

describe('the keyboard focus ring of the overlay', () => {
  it('draws nothing without keyboard focus', () => {
    expect(setup().rings()).toHaveLength(0);
  });

  it('frames the whole view when the canvas has the focus', () => {
    const { ui, rings } = setup();
    act(() => ui.getState().set({ focusRing: CANVAS_FOCUS }));
    const [ring] = rings();
    expect(ring!.tagName.toLowerCase()).toBe('rect');
    expect(Number(ring!.getAttribute('width'))).toBeGreaterThan(790);
  });

  it('outlines the element whose mirror item has the focus', () => {
    const { ui, rings } = setup();
    act(() => ui.getState().set({ focusRing: 'a' }));
    const [ring] = rings();
    expect(ring!.getAttribute('data-node-id')).toBe('a');
    expect(ring!.querySelectorAll('polygon')).toHaveLength(2);
  });
});
