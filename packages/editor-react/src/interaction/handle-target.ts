/**
 * Reads which overlay handle a pointer event started on, from the handle element's data attributes
 * (`data-handle="resize" data-handle-dir="ne" data-node-id="..."`).
 */
import { RESIZE_HANDLES } from '@album/editor-core';
import type { ResizeHandle } from '@album/editor-core';
import type { HandleTarget } from './pointer-controller';

export function handleTargetOf(target: EventTarget | null): HandleTarget | undefined {
  const el = (target as Element | null)?.closest?.('[data-handle]');
  if (!el) return undefined;
  const kind = el.getAttribute('data-handle');
  const id = el.getAttribute('data-node-id') ?? '';
  if (kind === 'rotate') return { kind: 'rotate' };
  if (kind === 'scale' && id) return { kind: 'scale', id };
  const dir = el.getAttribute('data-handle-dir') as ResizeHandle | null;
  if (kind === 'resize' && id && dir && RESIZE_HANDLES.includes(dir))
    return { kind: 'resize', id, handle: dir };
  return undefined;
}
