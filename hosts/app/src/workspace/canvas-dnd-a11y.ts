/**
 * What a screen reader says while a library image, a sticker or a layout is dragged onto the canvas, in the UI
 * language (dnd-kit's defaults are English sentences about "draggable item" ids). The dragged item's own name is
 * on its handle (`aria-label`), which the screen reader reads when it takes the focus; the announcements say where
 * the drag is.
 */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { CANVAS_DROP_ID } from '@album/editor-react';
import type { IntlShape } from '@album/i18n';

/** Instructions and announcements for `CanvasDndProvider`'s `accessibility`. */
export function canvasDndAccessibility(intl: Pick<IntlShape, 'formatMessage'>): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const t = (id: string) => intl.formatMessage({ id });
  const onCanvas = (over: { id: string | number } | null) => over?.id === CANVAS_DROP_ID;
  return {
    screenReaderInstructions: { draggable: t('workspace.dnd.instructions') },
    announcements: {
      onDragStart: () => t('workspace.dnd.start'),
      onDragOver: ({ over }) => t(onCanvas(over) ? 'workspace.dnd.over' : 'workspace.dnd.outside'),
      onDragMove: () => undefined,
      onDragEnd: ({ over }) => t(onCanvas(over) ? 'workspace.dnd.end' : 'workspace.dnd.endOutside'),
      onDragCancel: () => t('workspace.dnd.cancel'),
    },
  };
}
