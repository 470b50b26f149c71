/**
 * The public API of `@album/editor-react`: `<EditorProvider>`, `<AlbumCanvas>`, the unstyled hooks, and the few
 * pure pieces hosts build their own UI from (stores, drop planning, keyboard handlers, announcer, presence). Named
 * exports only: what is not listed here is internal and may change in any release (issue #19; the API report in
 * `etc/editor-react.api.md` shows the surface).
 * @packageDocumentation
 */
export { EditorProvider } from './context/EditorProvider';
export type { EditorProviderProps } from './context/EditorProvider';
export { useEditorContext } from './context/editor-context';
export type { EditorContextValue } from './context/editor-context';

export { AlbumCanvas } from './canvas/AlbumCanvas';
export type { AlbumCanvasProps } from './canvas/AlbumCanvas';
// The renderer's types that `<AlbumCanvas>`'s props and `preloadCanvasKit` take, so embedders need no second import.
export type { ImageLoader, LoadCanvasKitOptions } from '@album/render-canvaskit';
// `CanvasRenderer` as a type only: `onReady` hands the live renderer out, hosts never construct one.
export type { CanvasRenderer, CanvasRendererOptions, CanvasRendererStats } from './canvas/canvas-renderer';
export type { SurfaceLoss } from './canvas/drawing-surface';

export { useEditor } from './hooks/use-editor';
export { useEditorValue, shallowEqual } from './hooks/use-editor-value';
export type { EventName as EditorEventName } from './hooks/use-editor-value';
export { useSelection } from './hooks/use-selection';
export type { UseSelectionResult } from './hooks/use-selection';
export { useTool } from './hooks/use-tool';
export type { UseToolResult } from './hooks/use-tool';
export { useViewOptions } from './hooks/use-view-options';
export type { UseViewOptionsResult } from './hooks/use-view-options';
export { useAlignOptions } from './interaction/use-align-options';
export type { UseAlignOptionsResult } from './interaction/use-align-options';
export { ALIGN_KEY_LETTERS, alignAction, alignEdgeForKey } from './canvas/align-keys';
export type { AlignKey } from './canvas/align-keys';
export { useViewport } from './hooks/use-viewport';
export type { UseViewportResult } from './hooks/use-viewport';
export { useHistory } from './hooks/use-history';
export type { UseHistoryResult } from './hooks/use-history';
export { useSpread } from './hooks/use-spread';
export type { SpreadInfo, UseSpreadResult } from './hooks/use-spread';
export { useFloatingToolbar } from './hooks/use-floating-toolbar';
export type { UseFloatingToolbarOptions, UseFloatingToolbarResult } from './hooks/use-floating-toolbar';
export { useElementProps } from './hooks/use-element-props';
export type { NumberControl, UseElementPropsResult } from './hooks/use-element-props';
export { usePresence } from './hooks/use-presence';
export { useSelectionRect } from './hooks/use-selection-rect';

export { createPresenceStore, NO_PRESENCE } from './presence/presence-store';
export type { Collaborator, PresenceSource, PresenceStore } from './presence/presence-store';

export { createUiStore, DEFAULT_VIEW_OPTIONS } from './interaction/ui-store';
export type {
  AlignOptions,
  GestureKind,
  PrintPreview,
  Tool,
  UiActions,
  UiState,
  UiStore,
  ViewOptions,
} from './interaction/ui-store';
export { PointerController } from './interaction/pointer-controller';
export type { HandleTarget, PointerCallbacks } from './interaction/pointer-controller';
export type { CanvasPointer } from './interaction/pointer';
export { createKeyboardHandlers, isTypingTarget } from './interaction/keyboard';
export type { ClipboardLike, KeyboardCallbacks, KeyLike } from './interaction/keyboard';
export type { Gesture, GestureEnv } from './interaction/gestures/gesture';

export { runtimeOf } from './runtime/editor-runtime';
export type { EditorRuntime } from './runtime/editor-runtime';

// The geometry types the viewport store and `selectionScreenRect` speak; the maths itself stays internal.
export type { Point, Rect, ScrollbarState, Viewport, ZoomLimits } from './viewport/viewport-math';
export { createViewportStore, spreadAtCentre } from './viewport/viewport-store';
export type { SpreadRect, ViewportActions, ViewportState, ViewportStore } from './viewport/viewport-store';

export { faceFitCrop } from './crop/crop-math';
export type { CropFrame } from './crop/crop-math';
export { selectionScreenRect } from './overlay/overlay-geometry';

export { CanvasDndProvider, useCanvasDraggable, CANVAS_DROP_ID } from './dnd/CanvasDndProvider';
export type { CanvasDndProviderProps } from './dnd/CanvasDndProvider';
export { planDrop } from './dnd/drop-rules';
export type { ConfirmKind, DragPayload, DropPlan, DropTarget } from './dnd/drop-rules';
export { executeDrop, withFreshIds } from './dnd/execute-drop';
export type { DropHost } from './dnd/execute-drop';
export { preloadCanvasKit } from './canvas/warm-up';

export { createAnnouncer } from './a11y/announcer';
export type { AnnouncerOptions } from './a11y/announcer';
export { A11Y_MESSAGE_IDS, englishFormat } from './a11y/format';
export type { A11yFormat } from './a11y/format';
export { focusCanvas } from './a11y/focus-canvas';
export { mirrorModel } from './a11y/mirror-model';
export type { Doc as MirrorDocument, MirrorItem, MirrorModel } from './a11y/mirror-model';
