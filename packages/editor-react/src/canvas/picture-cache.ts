/**
 * One recorded picture per spread, re-recorded only when that spread's scene object changed. Scenes are rebuilt
 * only for spreads a change touched (see `SceneCache`), so an unchanged spread keeps its scene object and its
 * picture: panning and zooming replay pictures and never walk the tree.
 */

/** What the cache needs of a recorded picture: a way to free it (CanvasKit's `SkPicture.delete`). */
export interface Disposable {
  delete(): void;
}

interface Entry<S, P extends Disposable> {
  scene: S;
  /** Bumped when the resources a picture used (images, fonts) became available after it was recorded. */
  generation: number;
  picture: P;
}

/** Per-spread picture cache with a size limit (least recently drawn spreads are freed first). */
export class PictureCache<S, P extends Disposable> {
  private readonly entries = new Map<string, Entry<S, P>>();
  private generation = 0;
  /** Number of pictures recorded so far (for tests and the benchmark). */
  recordings = 0;

  constructor(
    private readonly record: (scene: S) => P,
    private readonly limit = 64,
  ) {}

  /** The picture of `spreadId` for `scene`, recorded now if the scene changed since the last call. */
  get(spreadId: string, scene: S): P {
    const entry = this.entries.get(spreadId);
    if (entry && entry.scene === scene && entry.generation === this.generation) {
      // Re-insert to mark it most recently used.
      this.entries.delete(spreadId);
      this.entries.set(spreadId, entry);
      return entry.picture;
    }
    if (entry) entry.picture.delete();
    this.entries.delete(spreadId);
    const picture = this.record(scene);
    this.recordings++;
    this.entries.set(spreadId, { scene, generation: this.generation, picture });
    this.evict();
    return picture;
  }

  /** True when `get(spreadId, scene)` would answer without recording. */
  has(spreadId: string, scene: S): boolean {
    const entry = this.entries.get(spreadId);
    return !!entry && entry.scene === scene && entry.generation === this.generation;
  }

  /** Every picture must be recorded again (an image or font arrived, or the drawing options changed). */
  invalidateAll(): void {
    this.generation++;
  }

  /** Frees one spread's picture (the spread was deleted). */
  drop(spreadId: string): void {
    this.entries.get(spreadId)?.picture.delete();
    this.entries.delete(spreadId);
  }

  /** Frees every picture. */
  clear(): void {
    for (const entry of this.entries.values()) entry.picture.delete();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(): void {
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as string;
      this.drop(oldest);
    }
  }
}
