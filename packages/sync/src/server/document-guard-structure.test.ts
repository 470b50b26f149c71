// The guard's shortcut for structural edits (following the rules from the changed nodes instead of walking the tree)
// must give exactly the verdict of the whole-tree comparison: random structural edits, sound and broken, compared.
import * as A from '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { fromNested } from '@album/editor-core';
import type { AnyNode } from '@album/editor-core';
import { fixtureAlbum, generateAlbum } from '@album/editor-core/testing';
import { AlbumView } from '../replica/album-view';
import { bucketOf } from '../schema/layout';
import type { LayoutDoc } from '../schema/layout';
import { seedAlbumDocs } from '../schema/seed';
import { toStored } from '../schema/values';
import { checkAlbumChange } from './document-guard';
import { GuardFork } from './document-guard-fork';

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

function message(doc: A.Doc<LayoutDoc>, mutate: (d: LayoutDoc) => void): Uint8Array | null {
  const mine = A.change(A.clone(doc), mutate);
  const changes = A.getChanges(doc, mine);
  A.free(mine);
  if (changes.length === 0) return null;
  return A.encodeSyncMessage({ heads: [], need: [], have: [], changes });
}

describe('the guard on structural edits', () => {
  for (const [name, content] of [
    ['fixture', fixtureAlbum()],
    ['generated', generateAlbum({ spreads: 6, elements: 120, stickers: 40 })],
  ] as const) {
    it(`gives the whole-tree verdict for random structural edits (${name})`, () => {
      const doc = fromNested(content);
      const docs = seedAlbumDocs(doc);
      const shown = new AlbumView(docs).doc;
      const nodes = Object.values(shown.nodes);
      const ids = nodes.map((n) => n.id);
      const stickerIds = Object.keys(shown.stickers);
      const cells = nodes.filter((n) => n.type === 'StickerCell' || n.type === 'Sticker');
      const types = [...new Set(nodes.map((n) => n.type))];
      const rnd = random(name.length * 7919);
      const at = (d: LayoutDoc, id: string) =>
        d.buckets[bucketOf(id)]![id] as unknown as Record<string, unknown>;
      const set = (d: LayoutDoc, id: string, key: string, value: unknown) =>
        void (at(d, id)[key] = toStored(value));
      const edits: ((d: LayoutDoc) => void)[] = [
        // Re-parent anywhere (right level or not, cycles included).
        (d) => set(d, rnd.pick(ids), 'parentId', rnd.pick(ids)),
        (d) => set(d, rnd.pick(ids), 'parentId', rnd.next() < 0.5 ? 'nowhere' : null),
        // Remove a node, or a whole subtree's root.
        (d) => {
          const id = rnd.pick(ids);
          delete d.buckets[bucketOf(id)]![id];
        },
        // Add a copy of a node under some parent, sometimes with a broken id or index or a shared sticker id.
        (d) => {
          const model = rnd.pick(nodes);
          let id = rnd.next() < 0.1 && stickerIds.length > 0 ? rnd.pick(stickerIds) : `added-${rnd.next()}`;
          // Into a bucket the layout has (a new bucket makes the guard read everything, which is not the point).
          while (!d.buckets[bucketOf(id)]) id = `added-${rnd.next()}`;
          const node = {
            ...model,
            id,
            parentId: rnd.next() < 0.7 ? model.parentId : rnd.pick(ids),
            index: rnd.next() < 0.1 ? '!!' : model.index,
            props: { ...model.props, id: rnd.next() < 0.05 ? 'other' : id },
          } as AnyNode;
          d.buckets[bucketOf(id)]![id] = toStored(node) as AnyNode;
        },
        // Place a sticker: a free one, one already placed, or none that exists.
        (d) => {
          if (cells.length === 0) return;
          const sticker = rnd.next() < 0.7 ? rnd.pick(stickerIds) : 'missing';
          const cell = rnd.pick(cells);
          const props = at(d, cell.id).props as Record<string, unknown>;
          props.stickerId = toStored(sticker ?? null);
          if (rnd.next() < 0.5) set(d, cell.id, 'parentId', rnd.pick(ids));
        },
        // Another type, or a new index with a move.
        (d) => set(d, rnd.pick(ids), 'type', rnd.pick(types)),
        (d) => {
          const id = rnd.pick(ids);
          set(d, id, 'index', rnd.next() < 0.5 ? 'a0' : '');
          set(d, id, 'parentId', rnd.pick(ids));
        },
        // Several at once: move two nodes and remove a third.
        (d) => {
          set(d, rnd.pick(ids), 'parentId', rnd.pick(ids));
          set(d, rnd.pick(ids), 'parentId', rnd.pick(ids));
          const id = rnd.pick(ids);
          delete d.buckets[bucketOf(id)]![id];
        },
      ];
      let kept = 0;
      let refused = 0;
      const fork = new GuardFork();
      for (let run = 0; run < 400; run++) {
        const edit = rnd.pick(edits);
        const data = message(docs.layout, edit);
        if (!data) continue;
        const quick = checkAlbumChange(docs, shown, 'layout', data);
        const full = checkAlbumChange(docs, shown, 'layout', data, { fullStructure: true });
        expect({ run, verdict: quick }).toEqual({ run, verdict: full });
        // The standing copy the server checks on reads the same records back.
        const forked = checkAlbumChange(docs, shown, 'layout', data, { fork });
        expect({ run, verdict: forked }).toEqual({ run, verdict: full });
        if (full.ok) kept++;
        else refused++;
      }
      // Both outcomes must be well represented, or the comparison proves little.
      expect(kept).toBeGreaterThan(40);
      expect(refused).toBeGreaterThan(40);
    });
  }
});
