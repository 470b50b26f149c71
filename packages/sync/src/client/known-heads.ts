/**
 * Change hashes a client knows the server holds, per document, on one connection: the heads of its change frames and
 * sync messages, and the local changes this client sent on their own (`AlbumSocketAdapter.sendLocalChange`, earlier
 * on the same ordered socket). The server holds every ancestor of a change it holds, so a document whose heads are
 * all known here has nothing the server lacks: the socket adapter keeps back the Repo's messages about it (see
 * `AlbumSocketAdapter.isFrameAnswer`). At most `limit` hashes per document, the oldest forgotten first: a message
 * whose heads are no longer remembered is merely sent.
 */
export class KnownHeads {
  private readonly byDocument = new Map<string, Set<string>>();

  constructor(private readonly limit = 4096) {}

  add(documentId: string, hashes: readonly string[]): void {
    let known = this.byDocument.get(documentId);
    if (!known) {
      known = new Set();
      this.byDocument.set(documentId, known);
    }
    for (const hash of hashes) known.add(hash);
    // A set iterates in insertion order: the first one is the oldest.
    while (known.size > this.limit) known.delete(known.values().next().value!);
  }

  /** True when every one of `heads` (at least one) is known to be held by the server. */
  holdsAll(documentId: string, heads: readonly string[]): boolean {
    const known = this.byDocument.get(documentId);
    return known !== undefined && heads.length > 0 && heads.every((hash) => known.has(hash));
  }

  clear(): void {
    this.byDocument.clear();
  }
}
