/**
 * What dropping something on the canvas does (specification section 5), as a pure plan the drop handler carries
 * out: a library image fills the image frame it lands on or becomes a new image; a sticker goes into the cell it
 * lands on or becomes a new cell; a library image dropped on a sticker cell asks for confirmation and is converted
 * to a sticker image; a layout dropped on a spread that has content asks for confirmation (that content is lost);
 * files dropped on a sticker cell must be exactly one. Confirmations are answered by the host (`onConfirm`), so
 * the package shows no dialog of its own.
 */
import { childIdsOf, createId, validateStickerCellDrop, validateUploadBatch } from '@album/editor-core';
import type { AlbumDocument, NestedNode, Point, UploadCandidate, ValidationError } from '@album/editor-core';

/** Something dragged from the host's panels onto the canvas. */
export type DragPayload =
  | { kind: 'image'; imageId: string }
  | { kind: 'sticker'; stickerId: string }
  /** A layout (blueprint spread): the elements it puts on the spread, in spread coordinates. */
  | { kind: 'layout'; elements: NestedNode[] };

/**
 * True for the payloads the canvas knows. Other draggables of the host (a chapter being reordered in a panel) share
 * the drag-and-drop context and may end over the canvas: those drops are ignored instead of planned.
 */
export function isDragPayload(value: unknown): value is DragPayload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Record<string, unknown>;
  switch (payload.kind) {
    case 'image':
      return typeof payload.imageId === 'string';
    case 'sticker':
      return typeof payload.stickerId === 'string';
    case 'layout':
      return Array.isArray(payload.elements);
    default:
      return false;
  }
}

/** Questions the host answers before a drop goes ahead. */
export type ConfirmKind = 'convert-image-to-sticker' | 'replace-spread-content';

/** Where a drop landed. */
export interface DropTarget {
  /** The spread under the drop point. */
  spreadId: string;
  /** The drop point in spread coordinates. */
  point: Point;
  /** The topmost element under the point (its click target), if any. */
  elementId: string | null;
}

/** What a drop will do. */
export type DropPlan =
  | { kind: 'fill-image'; targetId: string; imageId: string }
  | { kind: 'place-image'; spreadId: string; node: NestedNode }
  | {
      kind: 'image-to-cell';
      confirm: 'convert-image-to-sticker';
      cellId: string;
      imageId: string;
      stickerId: string | null;
    }
  | { kind: 'sticker-to-cell'; cellId: string; stickerId: string }
  | { kind: 'place-sticker'; spreadId: string; node: NestedNode }
  | {
      kind: 'apply-layout';
      spreadId: string;
      elements: NestedNode[];
      confirm: 'replace-spread-content' | null;
    }
  | { kind: 'refuse'; error: ValidationError };

const IMAGE_WIDTH = 100;

function typeOf(doc: AlbumDocument, id: string | null) {
  return id ? doc.nodes[id]?.type : undefined;
}

/** The plan for dropping `payload` on `target`. */
export function planDrop(
  doc: AlbumDocument,
  target: DropTarget,
  payload: DragPayload,
  ids: () => string = createId,
): DropPlan {
  const hitType = typeOf(doc, target.elementId);
  const isCell = hitType === 'StickerCell' || hitType === 'Sticker';
  switch (payload.kind) {
    case 'image': {
      const image = doc.images[payload.imageId];
      if (!image)
        return { kind: 'refuse', error: { key: 'drop.unknownImage', values: { id: payload.imageId } } };
      if (isCell) {
        const cell = doc.nodes[target.elementId!]!.props as { stickerId?: string | null };
        return {
          kind: 'image-to-cell',
          confirm: 'convert-image-to-sticker',
          cellId: target.elementId!,
          imageId: payload.imageId,
          stickerId: cell.stickerId ?? null,
        };
      }
      if (hitType === 'Image')
        return { kind: 'fill-image', targetId: target.elementId!, imageId: payload.imageId };
      const ratio = image.details.width > 0 ? image.details.height / image.details.width : 0.75;
      const width = IMAGE_WIDTH;
      const height = Math.round(width * ratio * 10) / 10;
      return {
        kind: 'place-image',
        spreadId: target.spreadId,
        node: {
          type: 'Image',
          props: {
            id: ids(),
            x: Math.round(target.point.x - width / 2),
            y: Math.round(target.point.y - height / 2),
            width,
            height,
            rotation: 0,
            scale: 1,
            image: payload.imageId,
            cx: 0.5,
            cy: 0.5,
            cscale: 1,
            crotation: 0,
          },
        },
      };
    }
    case 'sticker': {
      const sticker = doc.stickers[payload.stickerId];
      if (!sticker)
        return { kind: 'refuse', error: { key: 'drop.unknownSticker', values: { id: payload.stickerId } } };
      if (isCell) return { kind: 'sticker-to-cell', cellId: target.elementId!, stickerId: payload.stickerId };
      const width = sticker.doubleSticker ? 100 : 50;
      return {
        kind: 'place-sticker',
        spreadId: target.spreadId,
        node: {
          type: 'StickerCell',
          props: {
            id: ids(),
            x: Math.round(target.point.x - width / 2),
            y: Math.round(target.point.y - 35),
            width,
            height: 70,
            rotation: 0,
            scale: 1,
            stickerId: payload.stickerId,
            cx: 0.5,
            cy: 0.5,
            cscale: 1,
            crotation: 0,
          },
        },
      };
    }
    case 'layout': {
      const hasContent = childIdsOf(doc.nodes, target.spreadId).length > 0;
      return {
        kind: 'apply-layout',
        spreadId: target.spreadId,
        elements: payload.elements,
        confirm: hasContent ? 'replace-spread-content' : null,
      };
    }
  }
}

/** What dropped files do. */
export type FileDropPlan<F extends UploadCandidate> =
  | { kind: 'cell'; cellId: string; file: F }
  | { kind: 'files'; accepted: F[]; warning: ValidationError | null }
  | { kind: 'refuse'; errors: ValidationError[] };

/**
 * Files dropped from the desktop: on a sticker cell exactly one sticker image (several are refused with the
 * sticker cell drop error); anywhere else the image upload rules (at most 15 files, sizes, types).
 */
export function planFileDrop<F extends UploadCandidate>(
  doc: AlbumDocument,
  target: DropTarget | null,
  files: readonly F[],
): FileDropPlan<F> {
  const type = typeOf(doc, target?.elementId ?? null);
  if (target?.elementId && (type === 'StickerCell' || type === 'Sticker')) {
    const checked = validateStickerCellDrop(files);
    return checked.ok
      ? { kind: 'cell', cellId: target.elementId, file: checked.value }
      : { kind: 'refuse', errors: checked.errors };
  }
  const batch = validateUploadBatch(files, 'image');
  if (batch.accepted.length === 0 && batch.warning) return { kind: 'refuse', errors: [batch.warning] };
  return { kind: 'files', accepted: batch.accepted, warning: batch.warning };
}
