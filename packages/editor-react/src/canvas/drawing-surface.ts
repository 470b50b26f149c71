/**
 * The CanvasKit surface of one canvas element, re-made at every size without losing what it draws with.
 *
 * WebGL: the GL context and its `GrDirectContext` are made once per element and kept; a resize only makes a new
 * on-screen surface of the new size on that same context. (`MakeWebGLCanvasSurface` on every resize made a second
 * `GrDirectContext` on the same GL context, whose GL state the first one no longer knew, and left the raster
 * snapshots on a context nobody drew with: the canvas went blank after a resize. When it could not make a surface it
 * also swapped the canvas element for a clone behind React's back, which kept its old size for good.)
 *
 * Software: where WebGL is missing (or refused), a CPU surface copied to the element's 2D context on flush.
 *
 * A lost WebGL context, or a context on which no surface can be made, is reported through `onLost`: the element
 * can no longer switch to a 2D context, so the host mounts a fresh element (and a fresh renderer) for it.
 */
import type { CanvasKit, GrDirectContext, Surface } from 'canvaskit-wasm';

/** Why a canvas element can no longer be drawn on: its WebGL context was lost, or it makes no surface. */
export type SurfaceLoss = 'context-lost' | 'webgl-failed';

/** The canvas element in use: a new one (`generation`) after its surface was lost; software once WebGL failed. */
export interface SurfaceSlot {
  generation: number;
  software: boolean;
  losses: number;
}

/** After this many lost WebGL contexts the canvas stays on the software surface (a GPU that keeps resetting). */
const MAX_CONTEXT_LOSSES = 2;

/** The canvas element to use after `reason`: always a new one; software once WebGL failed or kept being lost. */
export function nextSurfaceSlot(slot: SurfaceSlot, reason: SurfaceLoss): SurfaceSlot {
  const losses = slot.losses + (reason === 'context-lost' ? 1 : 0);
  return {
    generation: slot.generation + 1,
    software: slot.software || reason === 'webgl-failed' || losses >= MAX_CONTEXT_LOSSES,
    losses,
  };
}

export interface DrawingSurfaceOptions {
  /** Try WebGL first (default true); false: software only. */
  webgl?: boolean;
  /** The element can no longer be drawn on (called once). */
  onLost?: (reason: SurfaceLoss) => void;
}

export class DrawingSurface {
  private handle = 0;
  private grContext: GrDirectContext | null = null;
  private current: Surface | null = null;
  private lost = false;
  readonly backend: 'webgl' | 'software';

  constructor(
    private readonly ck: CanvasKit,
    private readonly canvas: HTMLCanvasElement,
    private readonly options: DrawingSurfaceOptions = {},
  ) {
    if (options.webgl !== false) this.openWebGL();
    this.backend = this.grContext ? 'webgl' : 'software';
    canvas.addEventListener('webglcontextlost', this.onContextLost);
  }

  /** The surface of the current size (null before the first `resize`, after a loss, or after `dispose`). */
  get surface(): Surface | null {
    return this.current;
  }

  /** True once the element can no longer be drawn on (see `onLost`). */
  get isLost(): boolean {
    return this.lost;
  }

  private openWebGL(): void {
    let handle: number;
    try {
      handle = this.ck.GetWebGLContext(this.canvas);
    } catch {
      // No WebGL in this browser (or it is disabled): the software surface below.
      return;
    }
    if (!handle || handle < 0) return;
    this.handle = handle;
    this.grContext = this.ck.MakeWebGLContext(handle);
    // A WebGL context exists now, so this element can no longer get a 2D one for the software surface.
    if (!this.grContext) this.fail('webgl-failed');
  }

  /** Sizes the element's drawing buffer to `width` x `height` device pixels and makes the surface for it. */
  resize(width: number, height: number): Surface | null {
    if (this.lost) return null;
    const sameSize = this.canvas.width === width && this.canvas.height === height;
    if (sameSize && this.current) return this.current;
    this.canvas.width = width;
    this.canvas.height = height;
    this.current?.delete();
    this.current = null;
    if (this.grContext) {
      this.current = this.ck.MakeOnScreenGLSurface(this.grContext, width, height, this.ck.ColorSpace.SRGB);
      if (!this.current) this.fail('webgl-failed');
    } else {
      this.current = this.ck.MakeSWCanvasSurface(this.canvas);
    }
    return this.current;
  }

  private readonly onContextLost = (): void => {
    this.fail('context-lost');
  };

  private fail(reason: SurfaceLoss): void {
    if (this.lost) return;
    this.lost = true;
    this.release();
    this.options.onLost?.(reason);
  }

  private release(): void {
    this.current?.delete();
    this.current = null;
    this.grContext?.delete();
    this.grContext = null;
    if (this.handle) this.ck.deleteContext(this.handle);
    this.handle = 0;
  }

  dispose(): void {
    this.canvas.removeEventListener('webglcontextlost', this.onContextLost);
    this.release();
  }
}
