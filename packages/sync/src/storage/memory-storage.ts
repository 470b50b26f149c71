/**
 * A storage adapter that keeps chunks in a Map: for tests, benchmarks and ephemeral servers.
 */
import type { Chunk, StorageAdapterInterface, StorageKey } from '@automerge/automerge-repo/slim';

export class MemoryStorageAdapter implements StorageAdapterInterface {
  private readonly chunks = new Map<string, { key: StorageKey; data: Uint8Array }>();

  private static id(key: StorageKey): string {
    return key.join('\u0000');
  }

  async load(key: StorageKey): Promise<Uint8Array | undefined> {
    return this.chunks.get(MemoryStorageAdapter.id(key))?.data;
  }

  async save(key: StorageKey, data: Uint8Array): Promise<void> {
    this.chunks.set(MemoryStorageAdapter.id(key), { key: [...key], data: data.slice() });
  }

  async remove(key: StorageKey): Promise<void> {
    this.chunks.delete(MemoryStorageAdapter.id(key));
  }

  async loadRange(prefix: StorageKey): Promise<Chunk[]> {
    const out: Chunk[] = [];
    for (const { key, data } of this.chunks.values()) {
      if (prefix.every((part, i) => key[i] === part)) out.push({ key: [...key], data });
    }
    return out;
  }

  async removeRange(prefix: StorageKey): Promise<void> {
    for (const [id, { key }] of this.chunks)
      if (prefix.every((part, i) => key[i] === part)) this.chunks.delete(id);
  }

  /** Number of chunks held. */
  get size(): number {
    return this.chunks.size;
  }
}
