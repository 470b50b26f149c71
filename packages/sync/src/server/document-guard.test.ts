import * as A from '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { fromNested } from '@album/editor-core';
import type { AlbumDocument, AnyNode } from '@album/editor-core';
import { fixtureAlbum, generateAlbum } from '@album/editor-core/testing';
import { AlbumView } from '../replica/album-view';
import { bucketOf } from '../schema/layout';
import type { LayoutDoc } from '../schema/layout';
import { seedAlbumDocs } from '../schema/seed';
import { toStored } from '../schema/values';
import { checkAlbumChange } from './document-guard';
import { GuardFork } from './document-guard-fork';

/** A sync message carrying `mutate` on top of `doc`, as a peer that has `doc` would send it. */
function changeMessage<T>(doc: A.Doc<T>, mutate: (d: T) => void): Uint8Array {
  const mine = A.change(A.clone(doc), mutate);
  const changes = A.getChanges(doc, mine);
  if (changes.length === 0) throw new Error('no change');
  // What a peer in sync sends after an edit: its heads and the new change.
  return A.encodeSyncMessage({ heads: A.getHeads(mine), need: [], have: [], changes });
}

function setup(content = fixtureAlbum()) {
  const doc = fromNested(content);
  const docs = seedAlbumDocs(doc);
  const shown = new AlbumView(docs).doc;
  const element = Object.values(doc.nodes).find((n) => n.type === 'Rectangle')!;
  // Every verdict also with a standing copy (what the server uses): it must be the same.
  const fork = new GuardFork();
  const check = (mutate: (d: LayoutDoc) => void) => {
    const data = changeMessage(docs.layout, mutate);
    const verdict = checkAlbumChange(docs, shown, 'layout', data);
    expect(checkAlbumChange(docs, shown, 'layout', data, { fork })).toEqual(verdict);
    return verdict;
  };
  const nodeOf = (d: LayoutDoc, id = element.id) => d.buckets[bucketOf(id)]![id]! as AnyNode;
  return { doc, docs, shown, element, check, nodeOf };
}

const propsOf = (node: AnyNode) => node.props as unknown as Record<string, unknown>;

describe('checkAlbumChange', () => {
  it('keeps changes within the rules and refuses out-of-range values, cycles and writes outside the album', () => {
    const { check, nodeOf, element } = setup();
    expect(check((d) => void (propsOf(nodeOf(d)).x = 12))).toEqual({ ok: true });
    expect(check((d) => void (propsOf(nodeOf(d)).opacity = 0.5))).toEqual({ ok: true });

    const refused = (mutate: (d: LayoutDoc) => void) => {
      const verdict = check(mutate);
      expect(verdict.ok).toBe(false);
      return verdict.ok ? '' : verdict.reason;
    };
    expect(refused((d) => void (propsOf(nodeOf(d)).opacity = 5))).toMatch(/opacity/);
    expect(refused((d) => void (propsOf(nodeOf(d)).x = 'far' as unknown as number))).toMatch(/x/);
    expect(refused((d) => void (propsOf(nodeOf(d)).strokeWidth = 1000))).toMatch(/strokeWidth/);
    // A parent cycle: the element's parent becomes its own child.
    const parentId = element.parentId!;
    expect(
      refused((d) => {
        nodeOf(d, parentId).parentId = toStored(element.id) as unknown as string;
      }),
    ).not.toBe('');
    // A garbage sibling index (it would break later inserts among the siblings); a valid z-order move is kept.
    expect(refused((d) => void (nodeOf(d).index = '!!'))).not.toBe('');
    expect(check((d) => void (nodeOf(d).index = `${element.index}V`))).toEqual({ ok: true });
    // A node under a parent that does not exist, in the right bucket.
    expect(refused((d) => void (nodeOf(d).parentId = toStored('nowhere') as unknown as string))).not.toBe('');
    // Writes outside the album's data, and a node put in the wrong bucket.
    expect(refused((d) => void ((d as unknown as Record<string, unknown>).junk = 1))).toMatch(/outside/);
    expect(
      refused((d) => {
        const wrong = Object.keys(d.buckets).find((b) => b !== bucketOf('intruder'))!;
        d.buckets[wrong]!.intruder = toStored({ ...element, id: 'intruder' }) as unknown as AnyNode;
      }),
    ).toMatch(/bucket/);
  });

  it('keeps the half of a batch that arrives first: a cell placing a sticker the server does not know yet', () => {
    // One client batch adds a sticker (stickers document) and places it (layout document); the documents sync
    // separately, so the layout change may come first. The repair rule reads the cell as empty until then.
    const { doc, check, nodeOf, shown } = setup();
    const cell = Object.values(doc.nodes).find((n) => n.type === 'StickerCell')!;
    expect(cell).toBeDefined();
    expect(Object.hasOwn(shown.stickers, 'sticker-on-its-way')).toBe(false);
    expect(
      check((d) => void (propsOf(nodeOf(d, cell.id)).stickerId = toStored('sticker-on-its-way'))),
    ).toEqual({ ok: true });
    // Props out of range on the same cell are still refused.
    const verdict = check((d) => {
      propsOf(nodeOf(d, cell.id)).stickerId = toStored('sticker-on-its-way');
      propsOf(nodeOf(d, cell.id)).opacity = 7;
    });
    expect(verdict.ok).toBe(false);
  });

  it('never throws on sync data whose changes are garbage, and lets nothing through them', () => {
    const { docs, shown } = setup();
    const good = changeMessage(docs.layout, (d) => void (d.v = 99));
    const decoded = A.decodeSyncMessage(good);
    for (const change of [Uint8Array.of(0x85, 0x6f, 0x4a, 0x83, 1, 2, 3), new Uint8Array(64).fill(7)]) {
      const broken = A.encodeSyncMessage({ ...decoded, changes: [change] });
      expect(() => checkAlbumChange(docs, shown, 'layout', broken)).not.toThrow();
      expect(checkAlbumChange(docs, shown, 'layout', broken, { fork: new GuardFork() })).toEqual(
        checkAlbumChange(docs, shown, 'layout', broken),
      );
    }
    // A change to the schema version field is outside the album data: only the server writes it.
    expect(checkAlbumChange(docs, shown, 'layout', good).ok).toBe(false);
  });

  it('is cheap enough for every incoming change (figures in the log)', () => {
    for (const [name, content] of [
      ['fixture', fixtureAlbum()],
      ['5,000 elements', generateAlbum({ spreads: 100, elements: 5000, stickers: 1000 })],
    ] as const) {
      const { docs, shown, nodeOf, element } = setup(content);
      const runs = 10;
      const moves = Array.from({ length: runs }, (_, i) =>
        changeMessage(docs.layout, (d) => void (propsOf(nodeOf(d)).x = 1000 + i)),
      );
      const reparent = changeMessage(docs.layout, (d) => {
        delete d.buckets[bucketOf(element.id)]![element.id];
      });
      let start = performance.now();
      for (const move of moves) expect(checkAlbumChange(docs, shown, 'layout', move).ok).toBe(true);
      const propMs = (performance.now() - start) / runs;
      start = performance.now();
      checkAlbumChange(docs, shown, 'layout', reparent);
      const structureMs = performance.now() - start;
      console.info(
        `[document-guard] ${name}: ${propMs.toFixed(1)} ms per property edit, ${structureMs.toFixed(1)} ms for a structural edit`,
      );
    }
  });
});

export type { AlbumDocument };
