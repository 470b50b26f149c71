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
import type { CanvasKit, SkPicture, Surface } from 'canvaskit-wasm';
import { prepareScene, recordScenePicture } from '../canvaskit';
import type { DrawOptions, RenderResources } from '../canvaskit';
import type { UiStore } from '../interaction/ui-store';
import type { EditorRuntime } from '../runtime/editor-runtime';
import { visibleRange } from '../viewport/viewport-math';
import type { ViewportStore } from '../viewport/viewport-store';
import { PictureCache } from './picture-cache';
import { SceneCache } from './scene-cache';
import { nodeIdsOfPatches, touchedSpreads } from './scene-invalidation';

/** Bleed shown in print preview, mm. */
const PREVIEW_BLEED = 2;

export interface CanvasRendererOptions {
  ck: CanvasKit;
  resources: RenderResources;
  canvas: HTMLCanvasElement;
  editor: Editor;
  runtime: EditorRuntime;
  viewport: ViewportStore;
  ui: UiStore;
  meta: SceneMeta;
  /** Workspace colour around the spreads. */
  background: string;
  /** Colour of a spread's page (under its background). */
  paper: string;
  /** Prefer the WebGL surface (default true); false forces the software surface. */
  webgl?: boolean;
}

/** Figures of the renderer, for benchmarks and diagnostics. */
export interface CanvasRendererStats {
  backend: 'webgl' | 'software';
  frames: number;
  /** Duration of the last frame's drawing (ms). */
  lastFrameMs: number;
  /** Scenes built since start. */
  sceneBuilds: number;
  /** Pictures recorded since start. */
  pictureRecordings: number;
  /** Spreads drawn in the last frame. */
  visibleSpreads: number;
  /** True once every visible spread drew with its fonts and images loaded. */
  complete: boolean;
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

export class CanvasRenderer {
  private surface: Surface | null = null;
  private readonly scenes: SceneCache;
  private readonly pictures: PictureCache<Scene, SkPicture>;
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
  readonly stats: CanvasRendererStats;

  constructor(private readonly options: CanvasRendererOptions) {
    const { editor, runtime, viewport, ui } = options;
    this.scenes = new SceneCache(this.builder(), editor.getDocument());
    this.pictures = new PictureCache((scene) => this.record(scene));
    this.stats = {
      backend: 'software',
      frames: 0,
      lastFrameMs: 0,
      sceneBuilds: 0,
      pictureRecordings: 0,
      visibleSpreads: 0,
      complete: false,
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
      viewport.subscribe(() => this.request()),
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
    const { canvas, ck } = this.options;
    this.dpr = dpr;
    const w = Math.max(1, Math.round(cssWidth * dpr));
    const h = Math.max(1, Math.round(cssHeight * dpr));
    if (canvas.width === w && canvas.height === h && this.surface) return;
    canvas.width = w;
    canvas.height = h;
    this.surface?.delete();
    this.surface = null;
    if (this.options.webgl !== false) {
      this.surface = ck.MakeWebGLCanvasSurface(canvas);
      if (this.surface) this.stats.backend = 'webgl';
    }
    if (!this.surface) {
      this.surface = ck.MakeSWCanvasSurface(canvas);
      this.stats.backend = 'software';
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
    const surface = this.surface;
    if (!surface || this.disposed) return;
    const started = performance.now();
    const { ck, viewport, runtime, background, paper } = this.options;
    const v = viewport.getState();
    const layout = runtime.layout();
    const resolution = resolutionForZoom(v.zoom, this.dpr);
    if (resolution !== this.resolution) this.resolution = resolution;
    const canvas = surface.getCanvas();
    canvas.clear(ck.parseColorString(background));
    canvas.save();
    canvas.scale(this.dpr, this.dpr);
    canvas.translate(v.x, v.y);
    canvas.scale(v.zoom, v.zoom);
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
      if (ready && this.incomplete.has(scene) && this.pictures.has(placed.id, scene)) this.pictures.drop(placed.id);
      const picture = this.pictures.get(placed.id, scene);
      canvas.save();
      canvas.translate(placed.x, placed.y);
      canvas.drawRect(ck.LTRBRect(-bleed, -bleed, placed.width + bleed, placed.height + bleed), paperPaint);
      canvas.drawPicture(picture);
      canvas.restore();
      drawn++;
    }
    paperPaint.delete();
    canvas.restore();
    surface.flush();
    this.stats.frames++;
    this.stats.lastFrameMs = performance.now() - started;
    this.stats.visibleSpreads = drawn;
    this.stats.complete = complete;
  }

  dispose(): void {
    this.disposed = true;
    if (this.frameRequest) cancelAnimationFrame(this.frameRequest);
    for (const off of this.unsubscribe) off();
    this.pictures.clear();
    this.surface?.delete();
    this.surface = null;
  }
}
