/**
 * `<AlbumCanvas>`: the album on a zoomable, scrollable CanvasKit surface with the selection overlay, in-place text
 * editing, scrollbars and every pointer, wheel, touch and keyboard interaction of the editor. Unstyled: it fills
 * its parent; the host sizes it and themes the overlay through CSS custom properties.
 *
 * Use it inside `<EditorProvider>` (to share the editor with toolbar hooks), or give it an `editor` directly.
 */
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, DragEvent, ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { ActionResult, Editor, SceneMeta, ValidationError } from '@album/editor-core';
import type { FontLoader } from '@album/fonts';
import type { CanvasKit } from 'canvaskit-wasm';
import { createRenderResources, disposeRenderResources, loadCanvasKit } from '@album/render-canvaskit';
import type { ImageLoader } from '@album/render-canvaskit';
import { CanvasMirror, isFocusVisible } from '../a11y/CanvasMirror';
import { englishFormat } from '../a11y/format';
import type { A11yFormat } from '../a11y/format';
import { LiveAnnouncer } from '../a11y/LiveAnnouncer';
import { EditorContext, useEditorContext } from '../context/editor-context';
import { EditorProvider } from '../context/EditorProvider';
import { CANVAS_DROP_ID } from '../dnd/CanvasDndProvider';
import { planFileDrop } from '../dnd/drop-rules';
import type { DropTarget } from '../dnd/drop-rules';
import { dropTargetAt } from '../dnd/drop-target';
import type { GestureEnv } from '../interaction/gestures/gesture';
import { canvasPointer, useCanvasGestures } from '../interaction/use-canvas-gestures';
import { createKeyboardHandlers, isTypingTarget } from '../interaction/keyboard';
import { PointerController } from '../interaction/pointer-controller';
import { toolCursor } from '../interaction/tool-cursor';
import { CANVAS_FOCUS } from '../interaction/ui-store';
import { useStoreSlice } from '../hooks/use-store';
import { SelectionOverlay } from '../overlay/SelectionOverlay';
import { TextEditor } from '../text-edit/TextEditor';
import { spreadAtCentre } from '../viewport/viewport-store';
import { CanvasRenderer } from './canvas-renderer';
import type { CanvasRendererStats } from './canvas-renderer';
import { nextSurfaceSlot } from './drawing-surface';
import type { SurfaceSlot } from './drawing-surface';
import { handleAlignKey } from './align-keys';
import { handleLayerKey } from './layer-keys';
import { Scrollbars } from './Scrollbars';
import { watchSize } from './watch-size';

/**
 * Props of `<AlbumCanvas>`: the font and image loaders it draws with, the CanvasKit wasm location, labels and the host
 * callbacks.
 */
export interface AlbumCanvasProps {
  /** The editor, when the canvas is used without an `<EditorProvider>` around it. */
  editor?: Editor;
  /** URL of CanvasKit's `canvaskit.wasm` (full build), e.g. `canvaskit-wasm/bin/full/canvaskit.wasm?url` under Vite. */
  wasmUrl?: string;
  /** Font bytes (`fetchFontLoader(url)` of `@album/fonts`). */
  fonts: FontLoader;
  /** Image bytes by album image id and rendition. */
  images: ImageLoader;
  /** Album title and release date for automatic text. */
  meta?: SceneMeta;
  /** Workspace colour around the spreads. */
  background?: string;
  /** Page colour under each spread. */
  paper?: string;
  /** Force the software surface (WebGL is used when available). */
  software?: boolean;
  /** A sticker cell was double-clicked (open the stickers tab on that sticker). */
  onEditSticker?: (cellId: string, stickerId: string | null) => void;
  /**
   * Image files were dropped from the desktop (already checked: at most 15, sizes and types). The host uploads
   * them; `cellId` is set when one sticker image was dropped on a sticker cell.
   */
  onDropFiles?: (
    files: File[],
    target: DropTarget | null,
    cellId: string | null,
    warning: ValidationError | null,
  ) => void;
  /** A drop was refused (several files on a cell, too many files, wrong types): message keys with values. */
  onDropRefused?: (errors: ValidationError[]) => void;
  /** A paste was refused (unknown clipboard format, or blocked). */
  onPasteRefused?: (result: ActionResult) => void;
  /**
   * Preview or locked album: the overlay shows no handles or hover outlines (the editor refuses edits anyway; this
   * takes away what would invite one).
   */
  readOnly?: boolean;
  /** The surface is ready; `stats` stays live (frames, frame time, backend). */
  onReady?: (info: { canvasKit: CanvasKit; stats: CanvasRendererStats; renderer: CanvasRenderer }) => void;
  /** Accessible name of the canvas (translated by the host). */
  label?: string;
  /** Accessible name of the in-place text box. */
  textEditorLabel?: string;
  /**
   * Formats the screen reader texts of the accessible mirror and the live region (ids `canvas.a11y.*` and
   * `canvas.node.*`, ICU syntax): the host's translation. English without it.
   */
  messages?: A11yFormat;
  /** Class of the canvas's root element. */
  className?: string;
  /** Style of the canvas's root element. */
  style?: CSSProperties;
  /** Rendered above the canvas, inside its root element (host overlays such as the floating toolbar). */
  children?: ReactNode;
}

const EMPTY_META: SceneMeta = { title: '', releaseDate: null };

/**
 * The editable album on a CanvasKit surface, with overlay, text editing, scrollbars and all pointer and keyboard
 * interaction; fills its parent.
 */
export function AlbumCanvas(props: AlbumCanvasProps) {
  const context = useContext(EditorContext);
  if (context) return <AlbumCanvasSurface {...props} />;
  if (!props.editor) throw new Error('<AlbumCanvas> needs an editor prop or an <EditorProvider> around it');
  return (
    <EditorProvider editor={props.editor}>
      <AlbumCanvasSurface {...props} />
    </EditorProvider>
  );
}

function AlbumCanvasSurface({
  wasmUrl,
  fonts,
  images,
  meta = EMPTY_META,
  background = '#eceff1',
  paper = '#ffffff',
  software = false,
  onEditSticker,
  onPasteRefused,
  onDropFiles,
  onDropRefused,
  readOnly = false,
  onReady,
  label = 'Album canvas',
  textEditorLabel,
  messages = englishFormat,
  className,
  style,
  children,
}: AlbumCanvasProps) {
  const { editor, runtime, viewport, ui, setWorkspace } = useEditorContext();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [ck, setCk] = useState<CanvasKit | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [slot, setSlot] = useState<SurfaceSlot>({ generation: 0, software: false, losses: 0 });

  // Latest callbacks and loaders without re-creating the surface when the host passes new closures.
  const latest = useRef({ fonts, images, onEditSticker, onPasteRefused, onReady, meta, onPastedFiles });
  latest.current = { fonts, images, onEditSticker, onPasteRefused, onReady, meta, onPastedFiles };
  // Library items dragged with @dnd-kit land here (see <CanvasDndProvider>).
  const { setNodeRef: setDropRef } = useDroppable({ id: CANVAS_DROP_ID });

  const onNativeDrop = (e: DragEvent<HTMLDivElement>) => {
    const files = Array.from(e.dataTransfer?.files ?? []);
    const element = containerRef.current;
    if (files.length === 0 || !element) return;
    e.preventDefault();
    const target = dropTargetAt(runtime, viewport.getState(), element, { x: e.clientX, y: e.clientY });
    const plan = planFileDrop(editor.getDocument(), target, files);
    if (plan.kind === 'refuse') onDropRefused?.(plan.errors);
    else if (plan.kind === 'cell') onDropFiles?.([plan.file], target, plan.cellId, null);
    else onDropFiles?.(plan.accepted, target, null, plan.warning);
  };

  // Images pasted from other programs take the path of files dropped beside the spreads: the same upload rules,
  // placed at the centre of the view (the host decides where a null target lands).
  function onPastedFiles(files: File[]): void {
    // A host without uploads (preview) cannot take files: the paste is refused like an unknown format.
    if (!onDropFiles) return void onPasteRefused?.({ ok: false, reason: 'wrong-format' });
    const plan = planFileDrop(editor.getDocument(), null, files);
    if (plan.kind === 'refuse') onDropRefused?.(plan.errors);
    else if (plan.kind === 'files') onDropFiles?.(plan.accepted, null, null, plan.warning);
  }

  const env = useMemo<GestureEnv>(() => ({ editor, runtime, viewport, ui }), [editor, runtime, viewport, ui]);
  const controller = useMemo(
    () =>
      new PointerController(env, {
        onEditSticker: (cell, sticker) => latest.current.onEditSticker?.(cell, sticker),
      }),
    [env],
  );
  // Set when a key of the canvas (Enter inserting) wants the keyboard focus on the new element's mirror item.
  const focusRequest = useRef(false);
  const keys = useMemo(
    () =>
      createKeyboardHandlers(env, controller, {
        onPasteRefused: (r) => latest.current.onPasteRefused?.(r),
        onPasteFiles: (files) => latest.current.onPastedFiles(files),
        onInserted: () => {
          focusRequest.current = true;
        },
      }),
    [env, controller],
  );
  useCanvasGestures(containerRef, env, controller);
  useEffect(() => ui.getState().set({ readOnly }), [ui, readOnly]);
  // A crosshair says the insert tools draw; the hand says the canvas pans.
  const tool = useStoreSlice(ui, (s) => (s.spacePan ? 'pan' : s.tool));
  const cursor = toolCursor(tool, readOnly);

  useEffect(() => {
    let alive = true;
    loadCanvasKit({ wasmUrl })
      .then((loaded) => alive && setCk(loaded))
      .catch((error: unknown) => alive && setFailure(String(error)));
    return () => {
      alive = false;
    };
  }, [wasmUrl]);

  // The surface, its resources and its renderer, created together and freed together.
  useEffect(() => {
    const canvas = canvasRef.current;
    const container = containerRef.current;
    if (!ck || !canvas || !container) return;
    const resources = createRenderResources(ck, {
      fonts: (family, fontStyle) => latest.current.fonts(family, fontStyle),
      images: (id, resolution) => latest.current.images(id, resolution),
    });
    const renderer = new CanvasRenderer({
      ck,
      resources,
      canvas,
      editor,
      runtime,
      viewport,
      ui,
      meta: latest.current.meta,
      background,
      paper,
      webgl: !software && !slot.software,
      // A lost element cannot be revived: a fresh <canvas> (its key) and a fresh renderer take over.
      onLost: (reason) => setSlot((current) => nextSurfaceSlot(current, reason)),
    });
    const unwatch = watchSize(container, ({ width, height, dpr }) => {
      viewport.getState().resize(width, height);
      renderer.resize(width, height, dpr);
    });
    latest.current.onReady?.({ canvasKit: ck, stats: renderer.stats, renderer });
    return () => {
      unwatch();
      renderer.dispose();
      disposeRenderResources(resources);
    };
  }, [ck, editor, runtime, viewport, ui, background, paper, software, slot]);

  // The viewport scrolls over the spreads' layout; the current spread follows the view while nothing is selected.
  useEffect(() => {
    viewport.getState().setSpreads(runtime.layout().spreads);
    const offChange = runtime.onChange(() => viewport.getState().setSpreads(runtime.layout().spreads));
    const offView = viewport.subscribe((state) => {
      const sel = editor.getSelection();
      if (sel.ids.length > 0 || sel.mode !== 'element') return;
      const centre = spreadAtCentre(state);
      if (centre && centre.id !== sel.spreadId) editor.setCurrentSpread(centre.id);
    });
    return () => {
      offChange();
      offView();
    };
  }, [editor, runtime, viewport]);

  useEffect(() => {
    setWorkspace(containerRef.current);
    return () => setWorkspace(null);
  }, [setWorkspace]);

  return (
    <div
      ref={(element) => {
        containerRef.current = element;
        setDropRef(element);
      }}
      className={className}
      data-album-canvas=""
      data-state={failure ? 'error' : ck ? 'ready' : 'loading'}
      role="application"
      aria-roledescription="album canvas"
      aria-label={label}
      tabIndex={0}
      onKeyDown={(e) => {
        if (!isTypingTarget(e.target) && handleLayerKey(editor, e)) return;
        if (!isTypingTarget(e.target) && handleAlignKey(editor, ui.getState().align, e)) return;
        keys.onKeyDown(e);
        // Enter on the canvas itself, when it had nothing else to do, goes to the elements of the spread.
        if (e.key === 'Enter' && e.target === e.currentTarget && !e.defaultPrevented) {
          const item = e.currentTarget.querySelector<HTMLElement>('[data-album-item][tabindex="0"]');
          if (item) {
            e.preventDefault();
            item.focus({ preventScroll: true });
          }
        }
      }}
      onFocus={(e) => {
        if (e.target === e.currentTarget)
          ui.getState().set({ focusRing: isFocusVisible(e.currentTarget) ? CANVAS_FOCUS : null });
      }}
      onBlur={(e) => {
        if (e.target === e.currentTarget && ui.getState().focusRing === CANVAS_FOCUS)
          ui.getState().set({ focusRing: null });
      }}
      onKeyUp={(e) => keys.onKeyUp(e)}
      onCopy={(e) => keys.onCopy(e)}
      onCut={(e) => keys.onCut(e)}
      onPaste={(e) => keys.onPaste(e)}
      onDoubleClick={(e) => {
        if (isTypingTarget(e.target) || !containerRef.current) return;
        controller.doubleClick(canvasPointer(env, containerRef.current, e));
      }}
      onDragOver={(e) => {
        if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
      }}
      onDrop={onNativeDrop}
      onPointerLeave={() => ui.getState().hoverId !== null && ui.getState().set({ hoverId: null })}
      style={{
        position: 'relative',
        overflow: 'hidden',
        width: '100%',
        height: '100%',
        touchAction: 'none',
        userSelect: 'none',
        outline: 'none',
        cursor,
        ...style,
      }}
    >
      {/* Sized and placed by the renderer (it draws beyond the view, see OVERSCAN). */}
      <canvas key={slot.generation} ref={canvasRef} style={{ position: 'absolute' }} />
      <SelectionOverlay />
      <TextEditor label={textEditorLabel} fonts={fonts} />
      <Scrollbars />
      <CanvasMirror format={messages} focusRequest={focusRequest} />
      <LiveAnnouncer format={messages} />
      {failure && (
        <div role="alert" data-album-canvas-error="">
          {failure}
        </div>
      )}
      {children}
    </div>
  );
}
