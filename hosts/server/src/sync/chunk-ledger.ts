/**
 * Which stored chunks of each document this node's Repo already holds: the chunks it saved itself and the ones it
 * loaded. When another node announces a change of a document (see `change-feed.ts`), only the chunks missing from
 * here are read and applied (`stored-changes.ts`); without the ledger every announcement would reload the whole
 * document.
 */

/** Chunk kinds that carry document content (sync states and the storage id are this node's own bookkeeping). */
const CONTENT_KINDS = new Set(['snapshot', 'incremental']);

/** True for the storage key of a document content chunk: `[documentId, 'snapshot' | 'incremental', hash]`. */
export function isContentChunk(key: readonly string[]): boolean {
  return key.length === 3 && CONTENT_KINDS.has(key[1]!);
}

/** The chunk keys (joined with `/`) of each document that this node holds. */
export class ChunkLedger {
  private readonly known = new Map<string, Set<string>>();

  /** Records a content chunk as held here; true when it was not before (other keys are ignored: false). */
  add(key: readonly string[]): boolean {
    if (!isContentChunk(key)) return false;
    const documentId = key[0]!;
    let keys = this.known.get(documentId);
    if (!keys) this.known.set(documentId, (keys = new Set()));
    const joined = key.join('/');
    if (keys.has(joined)) return false;
    keys.add(joined);
    return true;
  }

  /** True when the chunk is held here. */
  has(key: readonly string[]): boolean {
    return this.known.get(key[0]!)?.has(key.join('/')) ?? false;
  }

  /** Forgets the chunks under a key prefix (removed from storage). */
  remove(prefix: readonly string[]): void {
    if (prefix.length === 0) return this.known.clear();
    const keys = this.known.get(prefix[0]!);
    if (!keys) return;
    if (prefix.length === 1) return void this.known.delete(prefix[0]!);
    const start = `${prefix.join('/')}`;
    for (const key of keys) if (key === start || key.startsWith(`${start}/`)) keys.delete(key);
    if (keys.size === 0) this.known.delete(prefix[0]!);
  }

  /** Forgets a document (unloaded here: its next load reads every chunk anyway). */
  forget(documentId: string): void {
    this.known.delete(documentId);
  }

  /** How many documents have chunks recorded (for tests). */
  get size(): number {
    return this.known.size;
  }
}
