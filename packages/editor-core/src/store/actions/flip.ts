/**
 * Mirroring images: toggles the horizontal or vertical part of the `flip` prop of every selected image
 * (none <-> horizontal, vertical <-> both for a horizontal flip). Other elements have no flip and are left alone.
 */
import type { Flip } from '../../model/types';
import type { Reducer } from '../context';
import { refuse } from '../types';
import { existingIds } from './shared';

/** Payload of `flip`: the images to mirror and the axis. */
export interface FlipPayload {
  ids: string[];
  axis: 'horizontal' | 'vertical';
}

/** The flip value after mirroring `current` along `axis`. */
export function toggleFlip(current: Flip | undefined, axis: 'horizontal' | 'vertical'): Flip {
  const h = current === 'horizontal' || current === 'both';
  const v = current === 'vertical' || current === 'both';
  const nh = axis === 'horizontal' ? !h : h;
  const nv = axis === 'vertical' ? !v : v;
  return nh && nv ? 'both' : nh ? 'horizontal' : nv ? 'vertical' : 'none';
}

/** Mirrors the selected images along `axis`; other element types are left alone. */
export const flip: Reducer<FlipPayload> = (_draft, payload, ctx) => {
  if (payload?.axis !== 'horizontal' && payload?.axis !== 'vertical') return refuse('invalid-input');
  const images = existingIds(payload.ids, ctx).filter((id) => ctx.tree.get(id)!.type === 'Image');
  if (images.length === 0) return refuse('invalid-input');
  for (const id of images) {
    const node = ctx.tree.get(id)!;
    if (node.type === 'Image') node.props.flip = toggleFlip(node.props.flip, payload.axis);
  }
  return { ok: true };
};
