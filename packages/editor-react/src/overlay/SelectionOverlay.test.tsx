// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorProvider } from '../context/EditorProvider';
import { CANVAS_FOCUS } from '../interaction/ui-store';
import { rect, testEnv } from '../interaction/test-env.test-util';
import { createPresenceStore } from '../presence/presence-store';
import { gridStep, SelectionOverlay } from './SelectionOverlay';

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

describe('the overlay’s view settings and read-only canvas', () => {
  const parts = (container: Element, part: string) => container.querySelectorAll(`[data-part="${part}"]`);

  it('draws no handles or hover outline on a read-only canvas, the selection outline still', () => {
    const t = testEnv({ first: [rect('a', 10, 10, 120, 80)] });
    t.viewport.getState().resize(800, 600);
    const view = render(
      <EditorProvider editor={t.editor} viewport={t.viewport} ui={t.ui} presence={createPresenceStore()}>
        <SelectionOverlay />
      </EditorProvider>,
    );
    act(() => {
      t.editor.select('a');
    });
    expect(view.container.querySelectorAll('[data-handle]').length).toBeGreaterThan(0);
    act(() => t.ui.getState().set({ readOnly: true, hoverId: 'a' }));
    expect(view.container.querySelectorAll('[data-handle]')).toHaveLength(0);
    expect(parts(view.container, 'hover')).toHaveLength(0);
    expect(parts(view.container, 'selection')).toHaveLength(1);
  });

  it('draws the grid, bleed, spine zone and guides as switched', () => {
    const { ui, viewport, spreads } = setup();
    const view = document.body;
    act(() => viewport.getState().setZoom(2));
    expect(parts(view, 'bleed').length).toBeGreaterThan(0);
    expect(parts(view, 'grid')).toHaveLength(0);
    act(() => ui.getState().setView({ grid: true, bleed: false, spine: false }));
    expect(parts(view, 'bleed')).toHaveLength(0);
    expect(parts(view, 'spine-danger-zone')).toHaveLength(0);
    const [grid] = parts(view, 'grid');
    expect(grid!.getAttribute('data-step')).toBe('5');
    const guide = { axis: 'x', position: 10, kind: 'page-edge', from: 0, to: 100 } as const;
    act(() => ui.getState().set({ guides: [guide], guidesSpreadId: spreads.first }));
    expect(parts(view, 'guide').length).toBeGreaterThan(0);
    act(() => ui.getState().setView({ guides: false }));
    expect(parts(view, 'guide')).toHaveLength(0);
  });

  it('coarsens the grid where 5 mm lines would crowd the screen', () => {
    expect(gridStep(2)).toBe(5);
    expect(gridStep(0.5)).toBe(25);
    expect(gridStep(0.05)).toBe(100);
  });
});
