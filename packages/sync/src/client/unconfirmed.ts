/**
 * The automerge changes this client wrote that the server has not yet confirmed stored, kept in the outbox beside the
 * unsent patch sets: a tab closed (or a browser killed) before the confirmation, against a server that then lost
 * the change, hands it over again at the next open. Re-applying a change is harmless (automerge ignores changes it
 * has), so they are applied to the documents on every open and dropped once the server confirms them.
 */
import * as A from '@automerge/automerge/slim';
import type { DocHandle } from '@automerge/automerge-repo/slim';
import { DOC_KINDS } from '../schema/layout';
import type { DocKind } from '../schema/layout';
import type { Outbox, UnconfirmedChanges } from './outbox';

/** The log of one album's unconfirmed changes. */
export interface UnconfirmedLog {
  /**
   * Applies the changes kept by an earlier session to the documents; answers the kinds that got any (their writes
   * await confirmation again).
   */
  restore(handles: Readonly<Record<DocKind, DocHandle<unknown>>>): Promise<DocKind[]>;
  /** Notes the last local change of a document just written; answers its hash. */
  written(kind: DocKind, handle: DocHandle<unknown>): string | undefined;
  /** The server holds the document up to the change `hash` (and so every earlier one): drops them. */
  confirmed(kind: DocKind, hash: string): void;
  /** Drops every unconfirmed change (the server refused one of them; the album is reloaded from the server). */
  clear(): void;
  /** The hash of the newest unconfirmed change of a document. */
  last(kind: DocKind): string | undefined;
  /** The bytes of the newest unconfirmed change of a document (after `written`: the change just written). */
  lastChange(kind: DocKind): Uint8Array | undefined;
  /** Resolves once the outbox has the current state. */
  settled(): Promise<void>;
}

interface Entry {
  hash: string;
  change: Uint8Array;
}

/** Creates the log over an outbox (without the outbox's optional unconfirmed-change methods it keeps nothing). */
export function createUnconfirmedLog(
  albumId: string,
  outbox: Outbox,
  onError: (error: unknown) => void,
): UnconfirmedLog {
  const entries = Object.fromEntries(DOC_KINDS.map((kind) => [kind, [] as Entry[]])) as Record<
    DocKind,
    Entry[]
  >;
  let chain: Promise<void> = Promise.resolve();

  const persist = () => {
    const save = outbox.saveUnconfirmed;
    if (!save) return;
    const copy: UnconfirmedChanges = {};
    for (const kind of DOC_KINDS)
      if (entries[kind].length > 0) copy[kind] = entries[kind].map((e) => e.change);
    chain = chain.then(() => save.call(outbox, albumId, copy)).catch(onError);
  };

  return {
    async restore(handles) {
      const saved = (await outbox.loadUnconfirmed?.(albumId)) ?? {};
      const restored: DocKind[] = [];
      for (const kind of DOC_KINDS) {
        const changes = saved[kind] ?? [];
        if (changes.length === 0) continue;
        handles[kind].update((doc) => A.applyChanges(doc, changes)[0]);
        entries[kind] = changes.map((change) => ({ hash: A.decodeChange(change).hash!, change }));
        restored.push(kind);
      }
      return restored;
    },
    written(kind, handle) {
      const change = A.getLastLocalChange(handle.doc() as A.Doc<unknown>);
      if (!change) return undefined;
      const hash = A.decodeChange(change).hash!;
      const list = entries[kind];
      if (list.at(-1)?.hash !== hash) {
        list.push({ hash, change });
        persist();
      }
      return hash;
    },
    confirmed(kind, hash) {
      const list = entries[kind];
      const at = list.findIndex((entry) => entry.hash === hash);
      if (at < 0) return;
      list.splice(0, at + 1);
      persist();
    },
    clear() {
      for (const kind of DOC_KINDS) entries[kind] = [];
      persist();
    },
    last: (kind) => entries[kind].at(-1)?.hash,
    lastChange: (kind) => entries[kind].at(-1)?.change,
    settled: () => chain,
  };
}
