/**
 * Plain automerge documents of one album held in memory, with change exchange by hand: for in-memory replicas
 * (convergence tests, tools) that deliver changes themselves, partially, out of order or twice.
 */
import * as A from '@automerge/automerge/slim';
import type { DocKind, DocsByKind } from '../schema/layout';
import { DOC_KINDS } from '../schema/layout';
import type { AlbumDocs } from '../schema/read';
import type { SeededDocs } from '../schema/seed';
import type { AlbumDocAccess, DocChangeListener } from './doc-access';

/** One change in transit: which document, and its encoded automerge change. */
export interface DocChange {
  kind: DocKind;
  change: A.Change;
}

/** An album's documents held in memory (`createMemoryDocs`), whose changes are exchanged by hand. */
export interface MemoryDocs extends AlbumDocAccess {
  /** Applies changes from another replica (missing dependencies are buffered by automerge; duplicates ignored). */
  receive(changes: readonly DocChange[]): void;
  /** Every change this replica has made locally since it was created, in order. */
  readonly outbox: readonly DocChange[];
  /** The automerge documents. */
  readonly current: SeededDocs;
}

/** Forks the seeded documents into a new replica with its own actor. */
export function createMemoryDocs(seed: SeededDocs): MemoryDocs {
  const current: { [K in DocKind]: A.Doc<DocsByKind[K]> } = {
    layout: A.clone(seed.layout),
    stickers: A.clone(seed.stickers),
    settings: A.clone(seed.settings),
  };
  const listeners = new Set<DocChangeListener>();
  const outbox: DocChange[] = [];
  const notify = (kind: DocKind, patches: A.Patch[]) => {
    if (patches.length > 0) for (const listener of [...listeners]) listener(kind, patches);
  };
  const docs = (): AlbumDocs => ({ ...current });
  return {
    current: current as SeededDocs,
    outbox,
    docs,
    change(kind, fn) {
      let patches: A.Patch[] = [];
      const before = current[kind] as A.Doc<DocsByKind[typeof kind]>;
      const after = A.change(before, { patchCallback: (p) => (patches = p) }, (doc) =>
        fn(doc as DocsByKind[typeof kind]),
      );
      if (after === before) return;
      (current as Record<DocKind, unknown>)[kind] = after;
      const change = A.getLastLocalChange(after);
      if (change) outbox.push({ kind, change });
      notify(kind, patches);
    },
    receive(changes) {
      for (const kind of DOC_KINDS) {
        const mine = changes.filter((c) => c.kind === kind).map((c) => c.change);
        if (mine.length === 0) continue;
        let patches: A.Patch[] = [];
        const [after] = A.applyChanges(current[kind] as A.Doc<unknown>, mine, {
          patchCallback: (p) => (patches = p),
        });
        (current as Record<DocKind, unknown>)[kind] = after;
        notify(kind, patches);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
