/**
 * What the binding needs from the three documents of an album, whatever holds them: automerge-repo handles (client
 * and server) or plain automerge documents (in-memory replicas of the tests and tools).
 */
import type * as A from '@automerge/automerge/slim';
import type { DocHandle } from '@automerge/automerge-repo/slim';
import type { DocKind, DocsByKind } from '../schema/layout';
import type { AlbumDocs } from '../schema/read';

export type DocChangeListener = (kind: DocKind, patches: A.Patch[]) => void;

/** Read and change access to the three automerge documents of an album (a repo's handles, or memory). */
export interface AlbumDocAccess {
  /** The current documents. */
  docs(): AlbumDocs;
  /** Runs `fn` as one change of the document of `kind`. */
  change<K extends DocKind>(kind: K, fn: (doc: DocsByKind[K]) => void): void;
  /** Every change of any of the documents, local or remote, with its automerge patches. */
  subscribe(listener: DocChangeListener): () => void;
}

/** Document access over automerge-repo handles. */
export function handleAccess(handles: { [K in DocKind]: DocHandle<DocsByKind[K]> }): AlbumDocAccess {
  return {
    docs: () => ({
      layout: handles.layout.doc(),
      stickers: handles.stickers.doc(),
      settings: handles.settings.doc(),
    }),
    change(kind, fn) {
      (handles[kind] as DocHandle<DocsByKind[typeof kind]>).change((doc) =>
        fn(doc as DocsByKind[typeof kind]),
      );
    },
    subscribe(listener) {
      const offs = (Object.keys(handles) as DocKind[]).map((kind) => {
        const handler = ({ patches }: { patches: A.Patch[] }) => {
          if (patches.length > 0) listener(kind, patches);
        };
        handles[kind].on('change', handler);
        return () => handles[kind].off('change', handler);
      });
      return () => offs.forEach((off) => off());
    },
  };
}
