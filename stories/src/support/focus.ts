/**
 * Story setups: select the nodes of a kind on the first spread that has one and fit that spread.
 */
import { spreadOf } from '@album/editor-core';
import type { AnyNode } from '@album/editor-core';
import type { AlbumTestHandle } from './Playground';

/** Selects every top-level element of `type` on the first spread holding one, and fits that spread. */
export function focusKind(type: AnyNode['type']) {
  return ({ editor, viewport }: AlbumTestHandle) => {
    const nodes = editor.getState().nodes;
    const first = Object.values(nodes).find((n) => n.type === type);
    if (!first) return;
    const spread = spreadOf(nodes, first.id);
    if (!spread) return;
    const ids = Object.values(nodes)
      .filter((n) => n.type === type && spreadOf(nodes, n.id)?.id === spread.id)
      .map((n) => n.id);
    editor.selectIds(ids);
    if (editor.getSelection().ids.length === 0) editor.select(first.id);
    viewport.getState().fitSpread(spread.id);
  };
}

/** The first node of a type, or undefined. */
export function firstOfType(handle: AlbumTestHandle, type: AnyNode['type']): AnyNode | undefined {
  return Object.values(handle.editor.getState().nodes).find((n) => n.type === type);
}
