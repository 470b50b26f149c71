/**
 * Putting a layout on a spread (spec sections 2 and 5): the spread's content is replaced by the layout's elements
 * (with fresh ids, so a layout can be used many times) and its background by the layout's. A spread that has content
 * asks first, because that content is lost. The whole change is one undo step.
 */
import { childIdsOf } from '@album/editor-core';
import type { ActionResult, Editor } from '@album/editor-core';
import { withFreshIds } from '@album/editor-react';
import type { Layout } from './blueprint-layouts';

/**
 * The elements applying a layout removes: all but comments, which are review notes about the page and stay (the
 * editor does not delete another user's comment either).
 */
export function replaceableIds(editor: Editor, spreadId: string): string[] {
  const { nodes } = editor.getState();
  return childIdsOf(nodes, spreadId).filter((id) => nodes[id]?.type !== 'Comment');
}

/** True when the spread holds elements that applying a layout would remove. */
export function spreadHasContent(editor: Editor, spreadId: string): boolean {
  return replaceableIds(editor, spreadId).length > 0;
}

export type ApplyLayoutResult = ActionResult | { ok: false; reason: 'cancelled' };

/**
 * Applies `layout` to `spreadId`, asking `confirm` first when the spread is not empty. Answers the editor's result,
 * or `cancelled` when the user said no.
 */
export async function applyLayout(
  editor: Editor,
  spreadId: string,
  layout: Pick<Layout, 'elements' | 'fill'>,
  confirm: () => Promise<boolean>,
): Promise<ApplyLayoutResult> {
  if (spreadHasContent(editor, spreadId) && !(await confirm())) return { ok: false, reason: 'cancelled' };
  const began = editor.beginGesture();
  if (!began.ok) return began;
  const result = replaceContent(editor, spreadId, layout);
  if (result.ok) editor.commitGesture();
  else editor.cancelGesture();
  return result;
}

function replaceContent(
  editor: Editor,
  spreadId: string,
  layout: Pick<Layout, 'elements' | 'fill'>,
): ActionResult {
  // Asked again after the confirmation: a collaborator may have changed the spread meanwhile.
  const existing = replaceableIds(editor, spreadId);
  if (existing.length > 0) {
    const removed = editor.deleteElements(existing);
    if (!removed.ok) return removed;
  }
  // `undefined` removes the background: the spread looks like the layout's preview.
  const background = editor.updateProps(spreadId, { fill: layout.fill });
  if (!background.ok) return background;
  if (layout.elements.length === 0) return background;
  return editor.addElements(spreadId, withFreshIds(layout.elements));
}
