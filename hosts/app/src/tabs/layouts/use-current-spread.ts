/**
 * The spread a layout goes onto: the current spread of the canvas, or the first spread while none is current yet
 * (the album just opened).
 */
import { albumSpreads } from '@album/editor-core';
import { useEditorValue, useSpread } from '@album/editor-react';
import type { SpreadInfo } from '@album/editor-react';

export function useCurrentSpread(): SpreadInfo | null {
  const id = useEditorValue(
    (editor) => editor.getSelection().spreadId ?? albumSpreads(editor.getState())[0]?.id ?? null,
  );
  return useSpread(id ?? undefined).spread;
}
