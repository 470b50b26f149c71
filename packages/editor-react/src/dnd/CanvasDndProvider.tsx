/**
 * Drag and drop from the host's panels (library images, stickers, layouts) onto the canvas, on @dnd-kit/core.
 * Wrap the panels and `<AlbumCanvas>` (inside `<EditorProvider>`); make panel items draggable with
 * `useCanvasDraggable(payload)`. Drops follow the specification's rules (see `planDrop`); confirmations go to
 * `onConfirm`, so the package stays unstyled.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DndContextProps, DragEndEvent } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useEditorContext } from '../context/editor-context';
import { dropTargetAt } from './drop-target';
import { executeDrop } from './execute-drop';
import type { DropHost } from './execute-drop';
import { isDragPayload, planDrop } from './drop-rules';
import type { DragPayload } from './drop-rules';

/** The droppable id of the canvas. */
export const CANVAS_DROP_ID = 'album-canvas';

/**
 * Props of `<CanvasDndProvider>`: the host's drop callbacks (`DropHost`), the drag threshold and localized drag
 * announcements.
 */
export interface CanvasDndProviderProps extends DropHost {
  /** The host's panels and `<AlbumCanvas>`. */
  children?: ReactNode;
  /** Pixels a pointer must move before a drag starts (default 5). */
  activationDistance?: number;
  /**
   * Screen reader instructions and announcements of the drags, in the host's language (dnd-kit's own are
   * English).
   */
  accessibility?: DndContextProps['accessibility'];
}

function clientPoint(event: DragEndEvent): { x: number; y: number } | null {
  const start = event.activatorEvent as Partial<PointerEvent> | null;
  if (start && typeof start.clientX === 'number' && typeof start.clientY === 'number') {
    return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
  }
  // Keyboard drags end over a droppable without a pointer: use the middle of the dragged item.
  const rect = event.active.rect.current.translated;
  return rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null;
}

/**
 * Drag and drop from the host's panels onto `<AlbumCanvas>`: wraps both; drops are planned by `planDrop` and carried
 * out by `executeDrop`.
 */
export function CanvasDndProvider({
  children,
  activationDistance = 5,
  accessibility,
  ...host
}: CanvasDndProviderProps) {
  const { editor, runtime, viewport, workspace } = useEditorContext();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: activationDistance } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    if (event.over?.id !== CANVAS_DROP_ID || !workspace) return;
    const payload: unknown = event.active.data.current;
    const point = clientPoint(event);
    if (!isDragPayload(payload) || !point) return;
    const target = dropTargetAt(runtime, viewport.getState(), workspace, point);
    if (!target) {
      host.onDropRefused?.([{ key: 'drop.outsideSpread' }]);
      return;
    }
    // Shortcuts (undo, delete) apply to what was just dropped.
    workspace.focus({ preventScroll: true });
    void executeDrop(editor, planDrop(editor.getDocument(), target, payload), host);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} {...(accessibility ? { accessibility } : {})}>
      {children}
    </DndContext>
  );
}

/** Makes a panel item draggable onto the canvas; spread the result on the item element. */
export function useCanvasDraggable(id: string, payload: DragPayload) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id, data: payload });
  return {
    ref: setNodeRef,
    props: { ...attributes, ...listeners },
    isDragging,
    /** The drag offset to apply (e.g. `translate3d(x, y, 0)`), or null. */
    transform: transform ? { x: transform.x, y: transform.y } : null,
  };
}
