/**
 * The selection's bounding box on screen (CSS px relative to the canvas element), following document changes,
 * selection changes and the viewport.
 */
import { useRef } from 'react';
import { useEditorContext } from '../context/editor-context';
import { selectionScreenRect } from '../overlay/overlay-geometry';
import type { Rect } from '../viewport/viewport-math';
import { shallowEqual, useEditorValue } from './use-editor-value';
import { useStoreSlice } from './use-store';

/** The selection's bounding box on screen (CSS px relative to the canvas element), or null without a selection. */
export function useSelectionRect(): Rect | null {
  const { viewport, runtime } = useEditorContext();
  const view = useStoreSlice(
    viewport,
    (s) => ({ zoom: s.zoom, x: s.x, y: s.y, width: s.width, height: s.height }),
    shallowEqual,
  );
  const ids = useEditorValue((e) => e.getSelection().ids, Object.is, ['selection']);
  const nodes = useEditorValue((e) => e.getState().nodes, Object.is, ['change']);
  const rect = selectionScreenRect(nodes, runtime.layout(), view, ids);
  // A new object every render would re-position floating elements needlessly.
  return useStableRect(rect);
}

function useStableRect(rect: Rect | null): Rect | null {
  const ref = useRef<Rect | null>(null);
  if (!shallowEqual(ref.current, rect)) ref.current = rect;
  return ref.current;
}
