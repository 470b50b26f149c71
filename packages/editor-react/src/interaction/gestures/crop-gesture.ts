/**
 * Crop editing: in image-edit mode (or with an image's content selected inside its frame) a drag moves the picture
 * inside its frame at the crop drag speed (0.33, 0.2 on touch). One undo step.
 */
import { worldMatrix } from '@album/editor-core';
import type { AlbumDocument, CropProps } from '@album/editor-core';
import { cropDragSpeed, dragCrop } from '../../crop/crop-math';
import type { CropFrame } from '../../crop/crop-math';
import type { CanvasPointer } from '../pointer';
import { GestureTransaction } from './gesture';
import type { Gesture, GestureEnv } from './gesture';

/**
 * The crop and frame of an Image element, or null (no such image, or no picture in it). Sticker cells show their
 * sticker's photo cropped by the sticker form, so their crop is edited there, not on the canvas.
 */
export function cropFrameOf(doc: AlbumDocument, id: string): { crop: CropProps; frame: CropFrame } | null {
  const node = doc.nodes[id];
  if (node?.type !== 'Image') return null;
  const p = node.props;
  const image = p.image ? doc.images[p.image] : undefined;
  if (!image) return null;
  return {
    crop: { cx: p.cx ?? 0.5, cy: p.cy ?? 0.5, cscale: p.cscale ?? 1, crotation: p.crotation ?? 0 },
    frame: {
      width: p.width,
      height: p.height,
      sourceWidth: image.details.width,
      sourceHeight: image.details.height,
      flip: p.flip,
    },
  };
}

export class CropGesture implements Gesture {
  readonly kind = 'crop' as const;
  private readonly tx: GestureTransaction;
  private readonly start: { crop: CropProps; frame: CropFrame } | null;

  constructor(
    private readonly env: GestureEnv,
    private readonly id: string,
    private readonly origin: CanvasPointer,
  ) {
    this.tx = new GestureTransaction(env.editor);
    this.start = cropFrameOf(env.editor.getDocument(), id);
  }

  move(pointer: CanvasPointer): void {
    if (!this.start || !this.tx.begin()) return;
    const m = worldMatrix(this.env.editor.getState().nodes, this.id);
    if (!m) return;
    // Canvas delta into the element's own frame (undo its rotation and scale, and those of its groups).
    const dx = pointer.canvas.x - this.origin.canvas.x;
    const dy = pointer.canvas.y - this.origin.canvas.y;
    const det = m[0] * m[3] - m[1] * m[2] || 1;
    const lx = (m[3] * dx - m[2] * dy) / det;
    const ly = (-m[1] * dx + m[0] * dy) / det;
    const next = dragCrop(this.start.crop, this.start.frame, lx, ly, cropDragSpeed(pointer.pointerType));
    const r = (v: number) => Math.round(v * 1e6) / 1e6;
    this.env.editor.updateProps(this.id, { cx: r(next.cx), cy: r(next.cy) });
  }

  end(): void {
    this.tx.commit();
  }

  cancel(): void {
    this.tx.cancel();
  }
}
