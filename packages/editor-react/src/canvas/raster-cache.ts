/**
 * Raster snapshots of spreads at the current device scale, so that panning blits one image per spread instead of
 * replaying every path, text and filtered image of its picture (on software WebGL a replay costs tens of ms).
 * A snapshot belongs to one picture and one scale: a new picture (the spread changed) or a settled new zoom makes
 * a new snapshot; while a zoom is under way the old snapshot is drawn scaled. Spreads too large for a snapshot at
 * high zoom are drawn from their picture directly.
 */

/** What the cache needs of a snapshot image. */
export interface Snapshot {
  delete(): void;
}

interface Entry<P, I extends Snapshot> {
  picture: P;
  scale: number;
  image: I;
}

/** Largest snapshot side in device pixels (beyond it the picture is replayed). */
export const MAX_SNAPSHOT_SIDE = 4096;

export class RasterCache<P, I extends Snapshot> {
  private readonly entries = new Map<string, Entry<P, I>>();
  /** Snapshots rasterised so far. */
  rasterisations = 0;

  constructor(private readonly limit = 16) {}

  /** The snapshot of a spread for this picture, at any scale (null when there is none). */
  get(spreadId: string, picture: P): { image: I; scale: number } | null {
    const entry = this.entries.get(spreadId);
    if (!entry || entry.picture !== picture) return null;
    this.entries.delete(spreadId);
    this.entries.set(spreadId, entry);
    return { image: entry.image, scale: entry.scale };
  }

  /** Stores a new snapshot (freeing the spread's previous one and the least recently used over the limit). */
  set(spreadId: string, picture: P, scale: number, image: I): void {
    this.drop(spreadId);
    this.entries.set(spreadId, { picture, scale, image });
    this.rasterisations++;
    while (this.entries.size > this.limit) this.drop(this.entries.keys().next().value as string);
  }

  drop(spreadId: string): void {
    this.entries.get(spreadId)?.image.delete();
    this.entries.delete(spreadId);
  }

  clear(): void {
    for (const entry of this.entries.values()) entry.image.delete();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** True when a snapshot of `width` × `height` document units at `scale` device pixels per unit fits. */
export function snapshotFits(width: number, height: number, scale: number): boolean {
  return Math.ceil(width * scale) <= MAX_SNAPSHOT_SIDE && Math.ceil(height * scale) <= MAX_SNAPSHOT_SIDE;
}
