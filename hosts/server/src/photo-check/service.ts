/**
 * The photo check of uploaded files: reads a blob's bytes from storage, checks them (`check.ts`) and keeps the
 * verdict (`cache.ts`). One service per application, found by its database handle, so the sticker uploads list can
 * show the verdicts without a route of its own: known ones at once, the others checked in the background, one
 * after the other, for the next time the list is read.
 */
import type { Storage } from '../files/storage';
import { readAll } from '../files/storage';
import type { FaceDetector } from '../faces';
import { PhotoCheckCache } from './cache';
import { checkPhoto } from './check';
import type { PhotoCheck } from './verdict';

/** What the service needs to know of a blob. */
export interface CheckedBlob {
  id: string;
  /** Storage key. */
  key: string;
}

/** Blobs waiting for a background check, at most: a long list is checked over several reads. */
const MAX_WAITING = 200;

export class PhotoCheckService {
  private readonly waiting = new Map<string, CheckedBlob>();
  private draining = false;

  constructor(
    private readonly detector: FaceDetector,
    private readonly storage: Storage,
    private readonly cache = new PhotoCheckCache(),
  ) {}

  /** The verdict on a blob's photo; rejects like `checkPhoto` for a file that is not a readable photo. */
  check(blob: CheckedBlob): Promise<PhotoCheck> {
    return this.cache.verdict(blob.id, async () =>
      checkPhoto(await readAll(await this.storage.get(blob.key)), this.detector),
    );
  }

  /** The known verdicts on `blobs` (null where there is none yet); the unknown ones are checked in the background. */
  known(blobs: readonly CheckedBlob[]): Map<string, PhotoCheck | null> {
    const verdicts = new Map<string, PhotoCheck | null>();
    for (const blob of blobs) {
      const verdict = this.cache.get(blob.id) ?? null;
      verdicts.set(blob.id, verdict);
      if (!verdict && !this.cache.isRunning(blob.id) && this.waiting.size < MAX_WAITING) {
        this.waiting.set(blob.id, blob);
      }
    }
    void this.drain();
    return verdicts;
  }

  /** Checks the waiting blobs one at a time: a list read must not put dozens of photos in line at once. */
  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (const [id, blob] of this.waiting) {
        this.waiting.delete(id);
        // A file that is no photo (or gone) has no verdict: the list shows none.
        await this.check(blob).catch(() => undefined);
      }
    } finally {
      this.draining = false;
    }
  }
}

const services = new WeakMap<object, PhotoCheckService>();

/** Makes `service` the application's (keyed by its database handle). */
export function registerPhotoCheckService(db: object, service: PhotoCheckService): void {
  services.set(db, service);
}

/** The application's photo check service, or undefined where the photo check module is not installed. */
export function photoCheckServiceOf(db: object): PhotoCheckService | undefined {
  return services.get(db);
}
