/**
 * Carries out a drop plan on the editor, asking the host first where the specification wants a confirmation.
 * Multi-step drops (convert an image and put it in a cell, replace a spread's content by a layout) run inside one
 * editor gesture, so they are one undo step.
 */
import { childIdsOf, createId, spreadOf } from '@album/editor-core';
import type { ActionResult, Editor, NestedNode, ValidationError } from '@album/editor-core';
import type { ConfirmKind, DropPlan } from './drop-rules';

/** The host's side of drops. */
export interface DropHost {
  /** Asks the user (the host's dialog); resolve true to go ahead. Without it, confirmations are refused. */
  onConfirm?: (kind: ConfirmKind) => Promise<boolean>;
  /** A library image became a sticker image: the host saves that on the server (PATCH /images/{id} model sticker). */
  onConvertImage?: (imageId: string) => void;
  /** A drop was refused (message keys with values, for the host's notification). */
  onDropRefused?: (errors: ValidationError[]) => void;
}

/** Fresh ids for a layout's elements (a layout can be applied many times). */
export function withFreshIds(nodes: readonly NestedNode[], ids: () => string = createId): NestedNode[] {
  return nodes.map((node) => ({
    ...node,
    props: { ...node.props, id: ids() },
    ...(node.children ? { children: withFreshIds(node.children, ids) } : {}),
  })) as NestedNode[];
}

function inGesture(editor: Editor, run: () => ActionResult): ActionResult {
  const began = editor.beginGesture();
  if (!began.ok) return began;
  const result = run();
  if (result.ok) editor.commitGesture();
  else editor.cancelGesture();
  return result;
}

const REFUSED: ActionResult = { ok: false, reason: 'invalid-input' };

/**
 * Carries out a drop plan on the editor as one undo step, asking `host.onConfirm` where a confirmation is due; resolves
 * to the editor's result.
 */
export async function executeDrop(
  editor: Editor,
  plan: DropPlan,
  host: DropHost = {},
): Promise<ActionResult> {
  const confirm = async (kind: ConfirmKind) => (host.onConfirm ? host.onConfirm(kind) : false);
  switch (plan.kind) {
    case 'refuse':
      host.onDropRefused?.([plan.error]);
      return REFUSED;
    case 'fill-image':
      return editor.updateProps(plan.targetId, {
        image: plan.imageId,
        cx: 0.5,
        cy: 0.5,
        cscale: 1,
        crotation: 0,
      });
    case 'place-image':
    case 'place-sticker':
      return editor.addElements(plan.spreadId, [plan.node]);
    case 'sticker-to-cell':
      return editor.updateProps(plan.cellId, { stickerId: plan.stickerId });
    case 'image-to-cell': {
      if (!(await confirm(plan.confirm))) return REFUSED;
      const image = editor.getDocument().images[plan.imageId];
      if (!image) return REFUSED;
      const result = inGesture(editor, () => {
        const converted = editor.addImages([{ ...image, model: 'sticker' }]);
        if (!converted.ok) return converted;
        if (plan.stickerId) return editor.updateSticker(plan.stickerId, { image: plan.imageId });
        const nodes = editor.getState().nodes;
        const spread = spreadOf(nodes, plan.cellId);
        const sectionId = spread?.parentId;
        if (!sectionId) return REFUSED;
        const stickerId = createId();
        const added = editor.addSticker({ id: stickerId, sectionId, name: '', image: plan.imageId });
        if (!added.ok) return added;
        return editor.updateProps(plan.cellId, { stickerId });
      });
      if (result.ok) host.onConvertImage?.(plan.imageId);
      return result;
    }
    case 'apply-layout': {
      if (plan.confirm && !(await confirm(plan.confirm))) return REFUSED;
      return inGesture(editor, () => {
        const existing = childIdsOf(editor.getState().nodes, plan.spreadId);
        if (existing.length > 0) {
          const removed = editor.deleteElements([...existing]);
          if (!removed.ok) return removed;
        }
        return editor.addElements(plan.spreadId, withFreshIds(plan.elements));
      });
    }
  }
}
