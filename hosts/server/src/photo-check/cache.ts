/**
 * The photo check's verdicts by blob: a blob's bytes never change once uploaded, so its verdict is made once. The
 * most recently used verdicts are kept (a bounded map); a check asked for twice while it runs runs once.
 */
import type { PhotoCheck } from './verdict';

export class PhotoCheckCache {
  private readonly verdicts = new Map<string, PhotoCheck>();
  private readonly running = new Map<string, Promise<PhotoCheck>>();

  constructor(private readonly capacity = 5000) {}

  /** The verdict on `blobId` when known. */
  get(blobId: string): PhotoCheck | undefined {
    const verdict = this.verdicts.get(blobId);
    if (verdict) {
      // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
      this.verdicts.delete(blobId);
      this.verdicts.set(blobId, verdict);
    }
    return verdict;
  }

  /** True while a check of `blobId` runs. */
  isRunning(blobId: string): boolean {
    return this.running.has(blobId);
  }

  /** The verdict on `blobId`: known, being made, or made now by `check` (a failure is not kept). */
  verdict(blobId: string, check: () => Promise<PhotoCheck>): Promise<PhotoCheck> {
    const known = this.get(blobId);
    if (known) return Promise.resolve(known);
    let running = this.running.get(blobId);
    if (!running) {
      running = check().then(
        (verdict) => {
          this.running.delete(blobId);
          this.verdicts.set(blobId, verdict);
          while (this.verdicts.size > this.capacity) {
            this.verdicts.delete(this.verdicts.keys().next().value!);
          }
          return verdict;
        },
        (error: unknown) => {
          this.running.delete(blobId);
          throw error;
        },
      );
      this.running.set(blobId, running);
    }
    return running;
  }
}
