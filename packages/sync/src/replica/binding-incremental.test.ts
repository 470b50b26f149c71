import { describe, expect, it } from 'vitest';
import { createEditor, fromNested, sequentialIds } from '@album/editor-core';
import type { AlbumDocument } from '@album/editor-core';
import { generateAlbum } from '@album/editor-core/testing';
import * as A from '@automerge/automerge';
import type { Patch } from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import type { LayoutDoc, SettingsDoc, StickersDoc } from '../schema/layout';
import { seedAlbumDocs } from '../schema/seed';
import * as read from '../schema/read';
import { bindEditor } from './binding';
import { createMemoryDocs } from './memory-docs';
import { handleAccess } from './doc-access';
import type { AlbumDocAccess } from './doc-access';

// A 1,000-element album: a remote edit of one element must cost what it costs on a small album, so the binding may
// touch only that element's records. Counted as changed references in the stores, not as timings.
const album = fromNested(generateAlbum({ spreads: 20, elements: 1000, stickers: 200, spreadsPerSection: 5 }));
const seed = seedAlbumDocs(album);

function replica(i: number, access?: (docs: ReturnType<typeof createMemoryDocs>) => AlbumDocAccess) {
  const editor = createEditor({ ids: sequentialIds(`big${i}`) });
  const docs = createMemoryDocs(seed);
  const binding = bindEditor({
    editor,
    access: access ? access(docs) : docs,
    setTimer: () => 0,
    clearTimer: () => {},
  });
  return { editor, docs, binding };
}

/** Keys of the records whose object reference differs between two albums. */
function changedRecords(before: AlbumDocument, after: AlbumDocument) {
  const changed = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((id) => a[id] !== b[id]).sort();
  return {
    nodes: changed(before.nodes, after.nodes),
    stickers: changed(before.stickers, after.stickers),
    images: changed(before.images, after.images),
    settings: (['colors', 'fonts', 'stickerTemplateSettings'] as const).filter((k) => before[k] !== after[k]),
  };
}

const elementIds = Object.values(album.nodes)
  .filter((n) => n.type === 'Rectangle' || n.type === 'Text' || n.type === 'Image')
  .map((n) => n.id)
  .sort();

describe('the binding on a 1,000-element album', () => {
  it('has the album it is about', () => {
    expect(elementIds.length).toBeGreaterThan(500);
  });

  it('applies a remote edit of one element by replacing that element only, in the editor and in the view', () => {
    const a = replica(0);
    const b = replica(1);
    const id = elementIds[123]!;
    expect(a.editor.updateProps([id], { x: 4242 }).ok).toBe(true);
    a.binding.flush();
    const storeBefore = b.editor.getDocument();
    // The view updates its node map in place (see AlbumViewOptions): its entries are compared, from a copy.
    const viewBefore = { ...b.binding.view.doc, nodes: { ...b.binding.view.doc.nodes } };
    b.docs.receive(a.docs.outbox);
    const storeAfter = b.editor.getDocument();
    expect(storeAfter.nodes[id]?.props).toMatchObject({ x: 4242 });
    // The editor's earlier state is untouched by the view's updates in place (it holds a copy of the node map).
    expect(storeBefore.nodes[id]?.props).not.toMatchObject({ x: 4242 });
    expect(storeAfter.nodes).not.toBe(b.binding.view.doc.nodes);
    expect(changedRecords(storeBefore, storeAfter)).toEqual({
      nodes: [id],
      stickers: [],
      images: [],
      settings: [],
    });
    expect(changedRecords(viewBefore, b.binding.view.doc)).toEqual({
      nodes: [id],
      stickers: [],
      images: [],
      settings: [],
    });
  });

  it('reads back from the automerge document only the node the patches name', () => {
    const a = replica(0);
    const read: string[] = [];
    // Every node of the layout read through `docs()` is counted (the documents are frozen: wrapped by getters).
    const b = replica(2, (docs) => ({
      ...docs,
      docs: () => {
        const current = docs.docs();
        const buckets = Object.entries(current.layout.buckets ?? {}).map(([key, bucket]) => {
          const counted = {};
          for (const nodeId of Object.keys(bucket)) {
            Object.defineProperty(counted, nodeId, {
              enumerable: true,
              get: () => {
                read.push(nodeId);
                return bucket[nodeId];
              },
            });
          }
          return [key, counted];
        });
        return { ...current, layout: { ...current.layout, buckets: Object.fromEntries(buckets) } };
      },
    }));
    const id = elementIds[400]!;
    expect(a.editor.updateProps([id], { x: 17, y: 23 }).ok).toBe(true);
    a.binding.flush();
    read.length = 0;
    b.docs.receive(a.docs.outbox);
    expect(b.editor.getNode(id)?.props).toMatchObject({ x: 17, y: 23 });
    expect([...new Set(read)]).toEqual([id]);
  });

  it('names only the edited node in the automerge patches it receives', () => {
    const a = replica(0);
    const b = replica(3);
    const seen: Patch[][] = [];
    b.docs.subscribe((_kind, patches) => seen.push(patches));
    const id = elementIds[5]!;
    expect(a.editor.updateProps([id], { x: 1 }).ok).toBe(true);
    a.binding.flush();
    b.docs.receive(a.docs.outbox);
    const touched = read.touchedBy('layout', seen.flat());
    expect(touched).toEqual({ kind: 'layout', ids: new Set([id]) });
  });
});

describe('the binding over automerge-repo handles on a 1,000-element album', () => {
  it('replaces only the node that a change arriving through the handle edits', () => {
    const repo = new Repo({ network: [] });
    const handles = {
      layout: repo.import<LayoutDoc>(A.save(seed.layout)),
      stickers: repo.import<StickersDoc>(A.save(seed.stickers)),
      settings: repo.import<SettingsDoc>(A.save(seed.settings)),
    };
    const editor = createEditor({ ids: sequentialIds('handles') });
    bindEditor({ editor, access: handleAccess(handles), setTimer: () => 0, clearTimer: () => {} });
    const a = replica(0);
    const id = elementIds[300]!;
    expect(a.editor.updateProps([id], { x: 9, y: 8 }).ok).toBe(true);
    a.binding.flush();
    const before = editor.getDocument();
    // Changes from a peer applied to the handle's document (how the client applies what the server forwards).
    const changes = a.docs.outbox.filter((c) => c.kind === 'layout').map((c) => c.change);
    handles.layout.update((doc) => A.applyChanges(doc, changes)[0]);
    expect(editor.getNode(id)?.props).toMatchObject({ x: 9, y: 8 });
    expect(changedRecords(before, editor.getDocument())).toEqual({
      nodes: [id],
      stickers: [],
      images: [],
      settings: [],
    });
  });
});
