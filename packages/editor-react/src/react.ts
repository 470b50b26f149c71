/**
 * The React half of `@album/editor-react`: `<EditorProvider>`, `<AlbumCanvas>`, the unstyled hooks, and the pure
 * pieces they are built from (viewport maths, pointer controller, crop maths, rich-text conversion, presence).
 * @packageDocumentation
 */
export { EditorProvider } from './context/EditorProvider';
export type { EditorProviderProps } from './context/EditorProvider';
export { EditorContext, useEditorContext } from './context/editor-context';
export type { EditorContextValue } from './context/editor-context';

export { AlbumCanvas } from './canvas/AlbumCanvas';
export type { AlbumCanvasProps } from './canvas/AlbumCanvas';
// The renderer's types that `<AlbumCanvas>`'s props and `preloadCanvasKit` take, so embedders need no second import.
export type { ImageLoader, LoadCanvasKitOptions } from '@album/render-canvaskit';
export { CanvasRenderer, resolutionForZoom } from './canvas/canvas-renderer';
export type { CanvasRendererOptions, CanvasRendererStats } from './canvas/canvas-renderer';
export { Scrollbars } from './canvas/Scrollbars';
export { PictureCache } from './canvas/picture-cache';
export { SceneCache } from './canvas/scene-cache';
export type { SceneBuilder } from './canvas/scene-cache';
export { changedNodeIds, nodeIdsOfPatches, touchedSpreads } from './canvas/scene-invalidation';
export type { Touched } from './canvas/scene-invalidation';

export { useEditor } from './hooks/use-editor';
export { useEditorValue, shallowEqual } from './hooks/use-editor-value';
export { useSelection } from './hooks/use-selection';
export type { UseSelectionResult } from './hooks/use-selection';
export { useTool } from './hooks/use-tool';
export type { UseToolResult } from './hooks/use-tool';
export { useViewOptions } from './hooks/use-view-options';
export type { UseViewOptionsResult } from './hooks/use-view-options';
export { useAlignOptions } from './interaction/use-align-options';
export type { UseAlignOptionsResult } from './interaction/use-align-options';
export { ALIGN_KEY_LETTERS, alignAction, alignEdgeForKey } from './canvas/align-keys';
export { useViewport } from './hooks/use-viewport';
export type { UseViewportResult } from './hooks/use-viewport';
export { useHistory } from './hooks/use-history';
export type { UseHistoryResult } from './hooks/use-history';
export { useSpread } from './hooks/use-spread';
export type { SpreadInfo, UseSpreadResult } from './hooks/use-spread';
export {
  useFloatingToolbar,
  FLOATING_TOOLBAR_OFFSET,
  FLOATING_TOOLBAR_WIDTH,
} from './hooks/use-floating-toolbar';
export type { UseFloatingToolbarOptions, UseFloatingToolbarResult } from './hooks/use-floating-toolbar';
export { useElementProps } from './hooks/use-element-props';
export type { NumberControl, UseElementPropsResult } from './hooks/use-element-props';
export { usePresence } from './hooks/use-presence';
export { useSelectionRect } from './hooks/use-selection-rect';

export { createPresenceStore, initialsOf, NO_PRESENCE } from './presence/presence-store';
export type { Collaborator, PresenceSource, PresenceStore } from './presence/presence-store';

export { createUiStore, DEFAULT_ALIGN_OPTIONS, DEFAULT_VIEW_OPTIONS } from './interaction/ui-store';
export type {
  AlignOptions,
  GestureKind,
  PrintPreview,
  Tool,
  UiState,
  UiStore,
  ViewOptions,
} from './interaction/ui-store';
export { PointerController, insertedNode } from './interaction/pointer-controller';
export type { HandleTarget, PointerCallbacks } from './interaction/pointer-controller';
export { pointerAt } from './interaction/pointer';
export type { CanvasPointer } from './interaction/pointer';
export { createKeyboardHandlers, isTypingTarget } from './interaction/keyboard';
export type { KeyboardCallbacks } from './interaction/keyboard';
export type { Gesture, GestureEnv } from './interaction/gestures/gesture';

export { runtimeOf, layoutOf } from './runtime/editor-runtime';
export type { EditorRuntime } from './runtime/editor-runtime';

export * from './viewport/viewport-math';
export { createViewportStore, spreadAtCentre } from './viewport/viewport-store';
export type { SpreadRect, ViewportActions, ViewportState, ViewportStore } from './viewport/viewport-store';

export * from './crop/crop-math';
export { readRichText, writeRichText, segmentsOf, rangesOf } from './text-edit/rich-text-dom';
export type { StyledSegment, StyleToCss } from './text-edit/rich-text-dom';
export * from './text-edit/rich-text-styles';
export { TextEditor } from './text-edit/TextEditor';
export type { TextEditorProps } from './text-edit/TextEditor';
export { docToRichText, richTextToDoc } from './text-edit/pm-convert';
export { textSchema } from './text-edit/pm-schema';
export { useTextSession } from './text-edit/text-session';
export type { TextSession, TextSessionSnapshot } from './text-edit/text-session';
export { SelectionOverlay, SPINE_DANGER_HALF_WIDTH } from './overlay/SelectionOverlay';
export * from './overlay/overlay-geometry';

export { CanvasDndProvider, useCanvasDraggable, CANVAS_DROP_ID } from './dnd/CanvasDndProvider';
export type { CanvasDndProviderProps } from './dnd/CanvasDndProvider';
export { planDrop, planFileDrop } from './dnd/drop-rules';
export type { ConfirmKind, DragPayload, DropPlan, DropTarget, FileDropPlan } from './dnd/drop-rules';
export { executeDrop, withFreshIds } from './dnd/execute-drop';
export type { DropHost } from './dnd/execute-drop';
export { dropTargetAt } from './dnd/drop-target';
export { preloadCanvasKit, warmUpCanvasKit } from './canvas/warm-up';
export { RasterCache, snapshotFits, MAX_SNAPSHOT_SIDE } from './canvas/raster-cache';
export { OVERSCAN } from './canvas/canvas-renderer';

export { CanvasMirror } from './a11y/CanvasMirror';
export type { CanvasMirrorProps } from './a11y/CanvasMirror';
export { LiveAnnouncer } from './a11y/LiveAnnouncer';
export { createAnnouncer } from './a11y/announcer';
export type { AnnouncerOptions } from './a11y/announcer';
export { classifyChange, describeChange, describeSelection, offsetText } from './a11y/describe';
export type { ChangeKind } from './a11y/describe';
export { elementNameOf, labelOf, NAME_LENGTH } from './a11y/element-name';
export type { ElementName } from './a11y/element-name';
export { A11Y_MESSAGE_IDS, englishFormat } from './a11y/format';
export type { A11yFormat } from './a11y/format';
export { focusCanvas } from './a11y/focus-canvas';
export { itemLabel, mirrorModel } from './a11y/mirror-model';
export type { MirrorItem, MirrorModel } from './a11y/mirror-model';
export { CANVAS_FOCUS } from './interaction/ui-store';
export {
  insertWithKeyboard,
  isInsertTool,
  resizeSelection,
  rotateSelection,
  stepSpread,
  visibleSpreadCentre,
} from './interaction/keyboard-edit';
