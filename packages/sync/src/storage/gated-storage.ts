/**
 * A memory storage whose document writes can be held back (tests): while `hold()` is on, saves of snapshot and
 * incremental chunks wait until `release()`, as a slow or stalled database would make them.
 */
import type { StorageKey } from '@automerge/automerge-repo/slim';
import { MemoryStorageAdapter } from './memory-storage';

export class GatedStorageAdapter extends MemoryStorageAdapter {
  private gate: Promise<void> | null = null;
  private open: () => void = () => {};
  /** Document chunk saves that have started and not completed. */
  waiting = 0;

  /** Holds back document chunk saves from now on. */
  hold(): void {
    if (!this.gate) this.gate = new Promise((resolve) => (this.open = resolve));
  }

  /** Lets every held save complete, and later ones run at once. */
  release(): void {
    this.gate = null;
    this.open();
  }

  override async save(key: StorageKey, data: Uint8Array): Promise<void> {
    const gate = this.gate;
    if (gate && (key[1] === 'incremental' || key[1] === 'snapshot')) {
      this.waiting++;
      await gate;
      this.waiting--;
    }
    return super.save(key, data);
  }
}
