/**
 * The interactive CanvasKit surface of `<AlbumCanvas>`: a WebGL surface (a software surface where WebGL is missing,
 * e.g. headless chromium with --disable-gpu), drawing only the spreads in view, each replayed from its recorded
 * picture. Scenes are rebuilt only for spreads a change touched, pictures re-recorded only when their scene
 * changed or the images and fonts it needed arrived. Frames are drawn on demand (one per animation frame at most).
 */
import { buildScene } from '@album/editor-core';
import type {
  AlbumDocument,
  Editor,
  ImageResolution,
  Scene,
  SceneItem,
  SceneMeta,
  SceneOptions,
} from '@album/editor-core';
import type { Canvas, CanvasKit, Image, Paint, SkPicture, Surface } from 'canvaskit-wasm';
import { prepareScene, recordScenePicture } from '@album/render-canvaskit';
import type { DrawOptions, RenderResources } from '@album/render-canvaskit';
import type { UiStore } from '../interaction/ui-store';
import type { EditorRuntime } from '../runtime/editor-runtime';
import { visibleRange } from '../viewport/viewport-math';
import type { ViewportStore } from '../viewport/viewport-store';
import { DrawingSurface } from './drawing-surface';
import type { SurfaceLoss } from './drawing-surface';
import { PictureCache } from './picture-cache';
import { RasterCache, snapshotFits } from './raster-cache';
import { SceneCache } from './scene-cache';
import { nodeIdsOfPatches, touchedSpreads } from './scene-invalidation';

/** Bleed shown in print preview, mm. */
const PREVIEW_BLEED = 2;
/** A zoom is settled (and spreads are re-rasterised sharp) after this long without a zoom change, ms. */
const ZOOM_SETTLE_MS = 120;
/**
 * The surface is drawn this many CSS pixels larger than the view on every side. A pan or zoom that stays inside
 * the drawn area only moves the canvas element (a CSS transform, composited without redrawing); the surface is
 * redrawn when the view leaves it, when the zoom settles, or when the content changes.
 */
export const OVERSCAN = 256;

/**
 * Options of the canvas renderer: the canvas element, CanvasKit and the render resources, the editor with its runtime
 * and stores, the album meta and colours, and a callback for a lost drawing surface.
 */
export interface CanvasRendererOptions {
  /** The CanvasKit instance. */
  ck: CanvasKit;
  /** Fonts, images and text layouts to draw with. */
  resources: RenderResources;
  /** The canvas element to draw on. */
  canvas: HTMLCanvasElement;
  /** The editor whose album is drawn. */
  editor: Editor;
  /** The editor's spread layout and spatial index. */
  runtime: EditorRuntime;
  /** The viewport store: what is in view. */
  viewport: ViewportStore;
  /** The UI store (print preview, view options). */
  ui: UiStore;
  /** Album meta for automatic texts (title, release date). */
  meta: SceneMeta;
  /** Workspace colour around the spreads. */
  background: string;
  /** Colour of a spread's page (under its background). */
  paper: string;
  /** Prefer the WebGL surface (default true); false forces the software surface. */
  webgl?: boolean;
  /**
   * The canvas element can no longer be drawn on (its WebGL context was lost, or WebGL makes no surface on it): the
   * host replaces the element and the renderer (with `webgl: false` after `webgl-failed`).
   */
  onLost?: (reason: SurfaceLoss) => void;
}

/** Figures of the renderer, for benchmarks and diagnostics. */
export interface CanvasRendererStats {
  /** The surface drawn on: WebGL, or the software fallback. */
  backend: 'webgl' | 'software';
  /** Frames drawn since start. */
  frames: number;
  /** Duration of the last frame's drawing (ms). */
  lastFrameMs: number;
  /** Scenes built since start. */
  sceneBuilds: number;
  /** Pictures recorded since start. */
  pictureRecordings: number;
  /** Spreads drawn in the last frame. */
  visibleSpreads: number;
  /** Raster snapshots made since start. */
  rasterisations: number;
  /** View changes shown by moving the drawn surface (no redraw). */
  cssFrames: number;
  /** True once every visible spread drew with its fonts and images loaded. */
  complete: boolean;
  /** Duration of the first frame (surface warm-up, first scenes and pictures), ms. */
  firstFrameDrawMs: number | null;
  /** `performance.now()` when the first frame was drawn, and when the first complete frame was. */
  firstFrameAt: number | null;
  /** `performance.now()` of the first complete frame, or null before it. */
  firstCompleteAt: number | null;
}

/** The image rendition that is sharp enough at a zoom: small renditions when far out. */
export function resolutionForZoom(zoom: number, dpr: number): ImageResolution {
  const z = zoom * dpr;
  if (z < 0.75) return 'small';
  if (z < 2) return 'medium';
  if (z < 5) return 'large';
  return 'full';
}

function withoutNode(items: SceneItem[], id: string): SceneItem[] {
  const out: SceneItem[] = [];
  for (const item of items) {
    if (item.nodeId === id) continue;
    out.push(item.kind === 'group' ? { ...item, children: withoutNode(item.children, id) } : item);
  }
  return out;
}

/**
 * The live CanvasKit renderer of one `<AlbumCanvas>` (handed to `onReady`): draws the spreads in view from recorded
 * pictures, on demand.
 */
export class CanvasRenderer {
  private readonly drawing: DrawingSurface;
  private readonly scenes: SceneCache;
  private readonly pictures: PictureCache<Scene, SkPicture>;
  private readonly rasters = new RasterCache<SkPicture, Image>();
  private lastZoom = 0;
  /** The view the surface was last drawn for (null: never, or it must be redrawn). */
  private rendered: { zoom: number; x: number; y: number; width: number; height: number } | null = null;
  private zoomChangedAt = 0;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  /** Scenes whose fonts and images are loaded, per rendition. */
  private readonly prepared = new WeakMap<Scene, Set<ImageResolution>>();
  private readonly preparing = new WeakMap<Scene, Set<ImageResolution>>();
  /** Scenes recorded before their resources were loaded (re-recorded once they are). */
  private readonly incomplete = new WeakSet<Scene>();
  private frameRequest = 0;
  private dpr = 1;
  private resolution: ImageResolution = 'medium';
  private hiddenId: string | null = null;
  private drawOptions: DrawOptions = {};
  private disposed = false;
  private readonly unsubscribe: Array<() => void> = [];
  /** Counters and timings of the drawing, updated as frames are drawn. */
  readonly stats: CanvasRendererStats;

  constructor(private readonly options: CanvasRendererOptions) {
    const { editor, runtime, viewport, ui } = options;
    this.scenes = new SceneCache(this.builder(), editor.getDocument());
    this.pictures = new PictureCache((scene) => this.record(scene));
    this.drawing = new DrawingSurface(options.ck, options.canvas, {
      webgl: options.webgl !== false,
      onLost: (reason) => {
        // Snapshots live on the lost context: drop them with it, draw nothing more until the host replaces us.
        this.rasters.clear();
        options.onLost?.(reason);
      },
    });
    this.stats = {
      backend: this.drawing.backend,
      frames: 0,
      lastFrameMs: 0,
      sceneBuilds: 0,
      pictureRecordings: 0,
      visibleSpreads: 0,
      rasterisations: 0,
      cssFrames: 0,
      complete: false,
      firstFrameDrawMs: null,
      firstFrameAt: null,
      firstCompleteAt: null,
    };
    this.applyPreview();
    this.unsubscribe.push(
      runtime.onChange((event, previous) => {
        const doc = editor.getDocument();
        const ops = event.patches.workspace;
        const ids = event.origin === 'load' ? 'all' : ops ? nodeIdsOfPatches(ops) : [];
        this.scenes.update(doc, touchedSpreads(previous, doc, ids));
        this.request();
      }),
      viewport.subscribe(() => this.viewChanged()),
      ui.subscribe((state, prev) => {
        if (state.printPreview !== prev.printPreview) {
          this.applyPreview();
          this.request();
        }
      }),
      editor.subscribe('selection', (sel) => {
        const hidden = sel.mode === 'text-edit' ? sel.focusId : null;
        if (hidden === this.hiddenId) return;
        const doc = editor.getDocument();
        const touched = new Set<string>();
        for (const id of [hidden, this.hiddenId]) {
          const spread = id ? runtime.index.spreadOf(id) : undefined;
          if (spread) touched.add(spread);
        }
        this.hiddenId = hidden;
        this.scenes.update(doc, touched);
        this.request();
      }),
    );
  }

  private builder() {
    return (doc: AlbumDocument, spreadId: string): Scene => {
      const preview = this.options.ui.getState().printPreview;
      const sceneOptions: SceneOptions = preview.enabled
        ? { showStickers: preview.showStickers, showComments: false, placeholders: false }
        : { showStickers: true, showComments: true, placeholders: true };
      const scene = buildScene(doc, spreadId, this.options.meta, sceneOptions);
      this.stats.sceneBuilds++;
      const hidden = this.hiddenId;
      return hidden ? { ...scene, items: withoutNode(scene.items, hidden) } : scene;
    };
  }

  private applyPreview(): void {
    const preview = this.options.ui.getState().printPreview;
    this.drawOptions = preview.enabled
      ? { clip: true, bleed: PREVIEW_BLEED, showComments: false }
      : { clip: false, bleed: 0, showComments: true };
    this.scenes.setBuilder(this.builder());
    this.pictures.invalidateAll();
  }

  private record(scene: Scene): SkPicture {
    this.stats.pictureRecordings++;
    const done = this.prepared.get(scene);
    if (!done || done.size === 0) this.incomplete.add(scene);
    else this.incomplete.delete(scene);
    return recordScenePicture(this.options.resources, scene, {
      ...this.drawOptions,
      imageResolution: this.resolution,
    });
  }

  /** Creates (or re-creates after a resize) the drawing surface for the canvas's current pixel size. */
  resize(cssWidth: number, cssHeight: number, dpr: number): void {
    const { canvas } = this.options;
    this.dpr = dpr;
    const w = Math.max(1, Math.round((cssWidth + 2 * OVERSCAN) * dpr));
    const h = Math.max(1, Math.round((cssHeight + 2 * OVERSCAN) * dpr));
    Object.assign(canvas.style, {
      position: 'absolute',
      left: `${-OVERSCAN}px`,
      top: `${-OVERSCAN}px`,
      width: `${cssWidth + 2 * OVERSCAN}px`,
      height: `${cssHeight + 2 * OVERSCAN}px`,
      transformOrigin: '0 0',
    });
    this.rendered = null;
    // Snapshots are kept: they belong to the GL context, which outlives the surface of one size.
    this.drawing.resize(w, h);
    this.request();
  }

  /**
   * The view moved. While the new view lies inside what the surface last drew (and the zoom changed by less than
   * 2x), the canvas element is only transformed; otherwise a frame is drawn. A changed zoom is redrawn sharp once it
   * settles.
   */
  private viewChanged(): void {
    const v = this.options.viewport.getState();
    const r = this.rendered;
    if (v.zoom !== this.lastZoom) {
      if (this.settleTimer) clearTimeout(this.settleTimer);
      this.settleTimer = setTimeout(() => {
        this.settleTimer = null;
        this.rendered = null;
        this.request();
      }, ZOOM_SETTLE_MS);
    }
    if (r && !this.frameRequest && r.width === v.width && r.height === v.height) {
      const k = v.zoom / r.zoom;
      // screen = k · (drawn position) + t, for the canvas element placed at (-OVERSCAN, -OVERSCAN).
      const tx = v.x + OVERSCAN - k * (r.x + OVERSCAN);
      const ty = v.y + OVERSCAN - k * (r.y + OVERSCAN);
      const size = { w: v.width + 2 * OVERSCAN, h: v.height + 2 * OVERSCAN };
      const covers =
        k >= 0.5 &&
        k <= 2 &&
        tx - OVERSCAN <= 0 &&
        ty - OVERSCAN <= 0 &&
        tx - OVERSCAN + k * size.w >= v.width &&
        ty - OVERSCAN + k * size.h >= v.height;
      if (covers) {
        this.options.canvas.style.transform = `matrix(${k}, 0, 0, ${k}, ${tx}, ${ty})`;
        this.stats.cssFrames++;
        return;
      }
    }
    this.request();
  }

  /** Asks for a frame on the next animation frame. */
  request(): void {
    if (this.disposed || this.frameRequest) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.draw();
    });
  }

  private prepare(spreadId: string, scene: Scene, resolution: ImageResolution): void {
    const done = this.prepared.get(scene);
    if (done?.has(resolution)) return;
    let running = this.preparing.get(scene);
    if (running?.has(resolution)) return;
    if (!running) this.preparing.set(scene, (running = new Set()));
    running.add(resolution);
    prepareScene(this.options.resources, scene, resolution)
      .catch((error: unknown) => console.warn('album canvas: resources of a spread failed to load', error))
      .finally(() => {
        running.delete(resolution);
        let set = this.prepared.get(scene);
        if (!set) this.prepared.set(scene, (set = new Set()));
        set.add(resolution);
        if (this.disposed) return;
        // Re-record with what arrived (sharper images, the real fonts).
        if (this.pictures.has(spreadId, scene)) this.pictures.drop(spreadId);
        this.request();
      });
  }

  /** Draws one frame now. */
  draw(): void {
    const surface = this.drawing.surface;
    if (!surface || this.disposed) return;
    const started = performance.now();
    const { ck, viewport, runtime, background, paper } = this.options;
    const view = viewport.getState();
    // The surface covers the view plus the overscan on every side.
    const v = {
      zoom: view.zoom,
      x: view.x + OVERSCAN,
      y: view.y + OVERSCAN,
      width: view.width + 2 * OVERSCAN,
      height: view.height + 2 * OVERSCAN,
    };
    const layout = runtime.layout();
    const resolution = resolutionForZoom(v.zoom, this.dpr);
    if (resolution !== this.resolution) this.resolution = resolution;
    const now = performance.now();
    if (v.zoom !== this.lastZoom) {
      this.lastZoom = v.zoom;
      this.zoomChangedAt = now;
    }
    const zoomSettled = now - this.zoomChangedAt >= ZOOM_SETTLE_MS;
    const canvas = surface.getCanvas();
    canvas.clear(ck.parseColorString(background));
    const [from, to] = visibleRange(layout.spreads, v, 200);
    const paperPaint = new ck.Paint();
    paperPaint.setColor(ck.parseColorString(paper));
    const preview = this.options.ui.getState().printPreview.enabled;
    const bleed = preview ? PREVIEW_BLEED : 0;
    let complete = true;
    let drawn = 0;
    for (let i = from; i < to; i++) {
      const placed = layout.spreads[i]!;
      if (placed.x > -v.x / v.zoom + v.width / v.zoom || placed.x + placed.width < -v.x / v.zoom) continue;
      const scene = this.scenes.get(placed.id);
      if (!scene) continue;
      this.prepare(placed.id, scene, resolution);
      const ready = this.prepared.get(scene)?.has(resolution) ?? false;
      if (!ready) complete = false;
      // A picture recorded before its resources arrived is replaced as soon as they did.
      if (ready && this.incomplete.has(scene) && this.pictures.has(placed.id, scene))
        this.pictures.drop(placed.id);
      const picture = this.pictures.get(placed.id, scene);
      // Pictures still waiting for fonts or images are replayed, not rasterised: they are replaced soon.
      this.drawSpread(
        canvas,
        surface,
        placed,
        picture,
        v,
        bleed,
        paperPaint,
        zoomSettled,
        !this.incomplete.has(scene),
      );
      drawn++;
    }
    paperPaint.delete();
    surface.flush();
    this.options.canvas.style.transform = '';
    this.rendered = { zoom: view.zoom, x: view.x, y: view.y, width: view.width, height: view.height };
    const ended = performance.now();
    this.stats.frames++;
    this.stats.rasterisations = this.rasters.rasterisations;
    this.stats.lastFrameMs = ended - started;
    this.stats.firstFrameDrawMs ??= ended - started;
    this.stats.firstFrameAt ??= ended;
    if (complete) this.stats.firstCompleteAt ??= ended;
    this.stats.visibleSpreads = drawn;
    this.stats.complete = complete;
  }

  /**
   * Draws one spread: its raster snapshot when there is one at this scale (made now, or kept scaled while a zoom is
   * under way), else its picture.
   */
  private drawSpread(
    canvas: Canvas,
    surface: Surface,
    placed: { id: string; x: number; y: number; width: number; height: number },
    picture: SkPicture,
    v: { zoom: number; x: number; y: number },
    bleed: number,
    paperPaint: Paint,
    zoomSettled: boolean,
    mayRasterise: boolean,
  ): void {
    const { ck } = this.options;
    const scale = v.zoom * this.dpr;
    const w = placed.width + 2 * bleed;
    const h = placed.height + 2 * bleed;
    let snapshot = this.rasters.get(placed.id, picture);
    const fits = snapshotFits(w, h, scale);
    if ((!snapshot || (snapshot.scale !== scale && zoomSettled)) && fits && mayRasterise) {
      const made = this.rasterise(surface, picture, w, h, bleed, scale, paperPaint);
      if (made) {
        this.rasters.set(placed.id, picture, scale, made);
        snapshot = { image: made, scale };
      }
    }
    if (snapshot && (fits || !zoomSettled)) {
      // Device-space blit: the snapshot's pixel grid on the screen's (rounded, so a pan never blurs it).
      const left = (v.x + (placed.x - bleed) * v.zoom) * this.dpr;
      const top = (v.y + (placed.y - bleed) * v.zoom) * this.dpr;
      if (snapshot.scale === scale) {
        canvas.drawImage(snapshot.image, Math.round(left), Math.round(top));
      } else {
        const iw = snapshot.image.width();
        const ih = snapshot.image.height();
        const k = scale / snapshot.scale;
        canvas.drawImageRectOptions(
          snapshot.image,
          ck.XYWHRect(0, 0, iw, ih),
          ck.XYWHRect(left, top, iw * k, ih * k),
          ck.FilterMode.Linear,
          ck.MipmapMode.None,
        );
      }
      return;
    }
    canvas.save();
    canvas.scale(this.dpr, this.dpr);
    canvas.translate(v.x, v.y);
    canvas.scale(v.zoom, v.zoom);
    canvas.translate(placed.x, placed.y);
    canvas.drawRect(ck.LTRBRect(-bleed, -bleed, placed.width + bleed, placed.height + bleed), paperPaint);
    canvas.drawPicture(picture);
    canvas.restore();
  }

  /** The spread's page and picture rasterised at `scale` device pixels per mm, or null when no surface was made. */
  private rasterise(
    surface: Surface,
    picture: SkPicture,
    w: number,
    h: number,
    bleed: number,
    scale: number,
    paperPaint: Paint,
  ): Image | null {
    const { ck } = this.options;
    const width = Math.max(1, Math.ceil(w * scale));
    const height = Math.max(1, Math.ceil(h * scale));
    const off = surface.makeSurface({
      width,
      height,
      colorType: ck.ColorType.RGBA_8888,
      alphaType: ck.AlphaType.Premul,
      colorSpace: ck.ColorSpace.SRGB,
    });
    if (!off) return null;
    try {
      const c = off.getCanvas();
      c.clear(ck.TRANSPARENT);
      c.scale(scale, scale);
      c.translate(bleed, bleed);
      c.drawRect(ck.LTRBRect(-bleed, -bleed, w - bleed, h - bleed), paperPaint);
      c.drawPicture(picture);
      return off.makeImageSnapshot();
    } finally {
      off.delete();
    }
  }

  /** Stops drawing and frees the drawing surface, pictures and snapshots. */
  dispose(): void {
    this.disposed = true;
    if (this.frameRequest) cancelAnimationFrame(this.frameRequest);
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.rasters.clear();
    for (const off of this.unsubscribe) off();
    this.pictures.clear();
    this.drawing.dispose();
  }
}
